/**
 * The order's printable packing slip (`/orders/{id}/packing-slip`): the order number and date,
 * where it goes, its items (the gift marked), and the gift message's link with its QR code, to be
 * scanned by the recipient. "Print" opens the browser's print dialogue; the print styles leave out
 * everything but the slip.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GiftMessageDto } from '@blush/shared/gift-message-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { giftApi } from '../gift-api.ts';
import { qrImageSrc, useGiftDate } from './GiftLinkPanel.tsx';

export function GiftPackingSlip({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const api = useMemo(() => giftApi({ country, language }), [country, language]);
  const date = useGiftDate();
  const [data, setData] = useState<{ order: OrderDto; gift: GiftMessageDto } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.order(orderId, controller.signal), api.get(orderId, controller.signal)])
      .then(([order, gift]) => setData({ order, gift }))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [api, orderId]);

  if (failed) {
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-16">
        {t('gift_message.slip.load_failed')}
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="mx-auto max-w-2xl px-4 py-16 text-neutral-600">
        {t('gift_message.loading')}
      </p>
    );
  }

  const { order, gift } = data;
  const link = gift.link?.state === 'active' ? gift.link : null;
  const giftLine = gift.isGift && gift.orderLineId ? gift.lines.find((line) => line.id === gift.orderLineId) : undefined;
  const a = order.shippingAddress ?? {};
  const address = [a.line1, a.line2, a.district, [a.city, a.region, a.postcode].filter(Boolean).join(' ')].filter((line): line is string => !!line);

  return (
    <article aria-labelledby="slip-title" className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-black print:max-w-none print:p-0" data-testid="packing-slip">
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className="inline-flex h-11 items-center justify-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('gift_message.slip.print')}
        </button>
        <UiLink to={`/orders/${order.id}`} className="inline-flex h-11 items-center px-2 text-sm font-semibold underline underline-offset-4">
          {t('gift_message.slip.back')}
        </UiLink>
      </div>
      <header className="flex items-baseline justify-between border-b-2 border-black pb-3">
        <h1 id="slip-title" className="text-2xl font-semibold">
          {t('gift_message.slip.title')}
        </h1>
        <p className="text-sm font-semibold uppercase tracking-[0.12em]">Blush</p>
      </header>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-2 print:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('gift_message.slip.order')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('gift_message.slip.date')}</dt>
          <dd>{date(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('gift_message.slip.to')}</dt>
          <dd>
            {order.recipient.firstName} {order.recipient.lastName}
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('gift_message.slip.items')}</caption>
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-2 pr-4">
              {t('gift_message.slip.item')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('gift_message.slip.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-neutral-300">
              <td className="py-2 pr-4">
                {[line.brand, line.name, line.detail].filter(Boolean).join(' · ')}
                {giftLine && giftLine.name === line.name && giftLine.detail === line.detail ? <strong className="ml-2">({t('gift_message.slip.gift_item')})</strong> : null}
              </td>
              <td className="py-2 text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {gift.isGift ? <p className="text-sm font-semibold">{giftLine ? t('gift_message.slip.gift_line') : t('gift_message.slip.gift_order')}</p> : null}
      {link ? (
        <section aria-labelledby="slip-gift-title" className="flex flex-col items-center gap-4 border-2 border-dashed border-black p-5 text-center sm:flex-row sm:text-left print:flex-row print:text-left" data-testid="slip-gift">
          {link.qrSvg ? <img src={qrImageSrc(link.qrSvg)} alt={t('gift_message.link.qr_alt')} width={144} height={144} className="h-36 w-36" /> : null}
          <div className="min-w-0 space-y-2">
            <h2 id="slip-gift-title" className="text-lg font-semibold">
              {t('gift_message.slip.gift_title')}
            </h2>
            <p className="text-sm">{t('gift_message.slip.gift_body')}</p>
            <p className="break-all font-mono text-xs" data-testid="slip-gift-url">
              {link.url}
            </p>
          </div>
        </section>
      ) : null}
    </article>
  );
}
