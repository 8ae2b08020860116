/**
 * `/account/orders`: the member's orders, newest first (`GET /orders`). Each order is a list item
 * headed by its number, with its date, its status in words (payment, then fulfilment:
 * `order-status.ts`), its delivery option, its total and number of items, and a link to the order
 * page (`/orders/{id}`). Loading, failure (with "Try again") and "no orders yet" are said as on the
 * other account pages.
 */
import type { ReactNode } from 'react';
import type { Money } from '@blush/shared/money';
import type { DeliveryMethod } from '@blush/shared/order-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import type { MemberOrder } from '../account-api.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useMemberOrders } from '../hooks/use-member-orders.ts';
import { type OrderStatusTone, orderStatusTone, orderStatusWord } from '../order-status.ts';
import { AccountEmptyState } from './AccountEmptyState.tsx';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

/** The delivery options' names in the page language (from the route's loader: the shared delivery table stays on the server). */
export type DeliveryNames = Readonly<Record<DeliveryMethod, string>>;

const TONE_STYLE: Record<OrderStatusTone, string> = {
  pending: 'bg-amber-100 text-amber-900',
  progress: 'bg-blush-100 text-blush-900',
  done: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-neutral-200 text-neutral-800',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function OrderItem({ order, deliveryNames }: { order: MemberOrder; deliveryNames: DeliveryNames }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useFormatMoney();
  const word = orderStatusWord(order);
  const titleId = `account-order-${order.id}`;
  return (
    <li aria-labelledby={titleId} className="border border-neutral-200 p-4 sm:p-5 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-6" data-testid="account-order">
      <div className="min-w-0">
        <h2 id={titleId} className="break-all font-semibold">
          {t('account.orders.number', { number: order.number })}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          <Field label={t('account.orders.field.date')}>
            <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
          </Field>
          <Field label={t('account.orders.field.status')}>
            <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE_STYLE[orderStatusTone(word)])} data-testid="account-order-status" data-status={word}>
              {t(`account.orders.status.${word}`)}
            </span>
          </Field>
          <Field label={t('account.orders.field.delivery')}>{deliveryNames[order.deliveryOption]}</Field>
          <Field label={t('account.orders.field.total')}>
            <span className="block font-semibold tabular-nums" data-testid="account-order-total">
              {money(order.total as Money)}
            </span>
            <span className="block text-neutral-600">{t('account.orders.items', { count: order.itemsCount })}</span>
          </Field>
        </dl>
      </div>
      <UiLink
        to={`/orders/${encodeURIComponent(order.id)}`}
        aria-label={t('account.orders.view_label', { number: order.number })}
        className="mt-4 inline-flex h-11 items-center gap-1 border border-black px-5 text-sm font-semibold hover:bg-black hover:text-white lg:mt-0"
      >
        {t('account.orders.view')}
        <UiIcon name="chevron-right" size={18} />
      </UiLink>
    </li>
  );
}

export function AccountOrders({ deliveryNames }: { deliveryNames: DeliveryNames }) {
  const { t } = useTranslation();
  const orders = useMemberOrders();
  const list = orders.data?.orders;
  return (
    <>
      <AccountPageHeader title={t('account.orders.title')} />
      {list === undefined ? (
        orders.isError ? (
          <UiLoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <UiLoading blocks={['h-36', 'h-36']} label={t('account.orders.loading')} />
        )
      ) : list.length === 0 ? (
        <AccountEmptyState icon="bag" title={t('account.orders.empty_title')} body={t('account.orders.empty_body')} action={{ label: t('account.orders.shop'), href: '/' }} />
      ) : (
        <ul className="space-y-4">
          {list.map((order) => (
            <OrderItem key={order.id} order={order} deliveryNames={deliveryNames} />
          ))}
        </ul>
      )}
    </>
  );
}
