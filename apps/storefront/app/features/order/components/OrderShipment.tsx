/** Where a shipped order is: the courier and its tracking number, once the warehouse has sent it. */
import type { OrderDto } from '@blush/shared/order-contracts';
import { useTranslation } from '../../../lib/i18n.ts';

export function OrderShipment({ shipment }: { shipment: NonNullable<OrderDto['shipment']> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-1 border border-neutral-200 p-4 text-sm" data-testid="order-shipment">
      <dt className="text-neutral-600">{t('order.fulfilment.carrier')}</dt>
      <dd className="font-semibold" data-testid="shipment-carrier">
        {shipment.carrier}
      </dd>
      <dt className="text-neutral-600">{t('order.fulfilment.tracking_number')}</dt>
      <dd className="font-mono font-semibold tracking-wide select-all" data-testid="shipment-tracking">
        {shipment.trackingNumber}
      </dd>
    </dl>
  );
}
