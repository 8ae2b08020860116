/**
 * The order's details (product guide §3): number, date, payment method, delivery option, estimated
 * delivery, recipient and mobile, the shipping address or the collection store (with the pickup
 * instruction for the order's state, product guide §4), the registration number, the lines and the cost
 * summary as placed.
 */
import type { ReactNode } from 'react';
import type { StoreDto } from '@blush/shared/checkout-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney, useSite } from '../../../lib/site.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import type { OrderTexts } from '../order-texts.ts';
import { pickupState } from '../order-view.ts';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderSummary } from './OrderSummary.tsx';

/** Orders that end without a sale earn no points. */
const CLOSED: ReadonlySet<OrderDto['status']> = new Set(['payment_expired', 'payment_failed', 'payment_blocked', 'cancelled']);

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="border-b border-neutral-200 py-3 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4" data-testid={testId}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-0.5 text-sm sm:mt-0">{children}</dd>
    </div>
  );
}

export interface OrderDetailsProps {
  order: OrderDto;
  texts: OrderTexts;
  /** The collection store, once the stores have answered. */
  store: StoreDto | undefined;
  /** The shipping address as lines in the page language (regions named), or null without one. */
  addressLines: string[] | null;
}

export function OrderPickupNote({ order, texts, store }: { order: OrderDto; texts: OrderTexts; store: StoreDto | undefined }) {
  const { t } = useTranslation();
  const state = pickupState(order.status);
  const text =
    state === 'held'
      ? t('order.pickup.held', { store: store?.name ?? t('order.pickup.the_store'), days: texts.holdDays, number: order.number })
      : t(`order.pickup.${state}`);
  return (
    <p className={state === 'held' ? 'bg-emerald-50 p-3 text-sm text-emerald-900' : 'bg-neutral-100 p-3 text-sm'} data-testid="pickup-note" data-state={state}>
      {text}
    </p>
  );
}

/** A gift card bought: who it is for and from, when it is sent (a day in the country's zone), the message. */
function GiftCardFacts({ card }: { card: NonNullable<OrderDto['lines'][number]['giftCard']> }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-neutral-600" data-testid="order-gift-card-facts">
      <dt>{t('order.gift_card.to')}</dt>
      <dd className="break-words">
        {card.recipientName} ({card.recipientEmail})
      </dd>
      <dt>{t('order.gift_card.from')}</dt>
      <dd className="break-words">{card.senderName}</dd>
      <dt>{t('order.gift_card.sent')}</dt>
      <dd>{card.deliverOn === 'now' ? t('order.gift_card.sent_now') : t('order.gift_card.sent_on', { date: day(card.deliverOn) })}</dd>
      {card.message ? (
        <>
          <dt>{t('order.gift_card.message')}</dt>
          <dd className="break-words italic">“{card.message}”</dd>
        </>
      ) : null}
    </dl>
  );
}

export function OrderDetails({ order, texts, store, addressLines }: OrderDetailsProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { dateTime, dateRange } = useOrderFormat();
  const collect = order.deliveryOption === 'click_and_collect';
  const paid = (line: OrderDto['lines'][number]) => line.kind === 'product' || line.kind === 'gift_card';
  const itemsCount = order.lines.filter(paid).reduce((n, line) => n + line.quantity, 0);
  const recipient = order.recipient;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="order-details">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{t('order.details.title')}</h2>
        <dl className="mt-3 border-t border-neutral-200">
          <Item label={t('order.details.number')} testId="detail-number">
            <span className="font-semibold">{order.number}</span>
          </Item>
          <Item label={t('order.details.date')} testId="detail-date">
            {dateTime(order.createdAt)}
          </Item>
          <Item label={t('order.details.payment_method')} testId="detail-payment">
            {t(`order.method.${order.paymentMethod}`)}
          </Item>
          <Item label={t('order.details.delivery_option')} testId="detail-delivery">
            {texts.deliveryNames[order.deliveryOption]}
          </Item>
          {order.estimatedDelivery ? (
            <Item label={collect ? t('order.details.ready') : t('order.details.estimated')} testId="detail-estimated">
              {dateRange(order.estimatedDelivery.from, order.estimatedDelivery.to)}
            </Item>
          ) : null}
          <Item label={collect ? t('order.details.collector') : t('order.details.recipient')} testId="detail-recipient">
            <span className="block">
              {recipient.firstName} {recipient.lastName}
            </span>
            <span className="block">
              {recipient.callingCode} {recipient.mobile}
            </span>
            <span className="block text-neutral-600">{order.email}</span>
          </Item>
          {collect ? (
            <Item label={t('order.details.store')} testId="detail-store">
              {store ? (
                <>
                  <span className="block font-semibold">{store.name}</span>
                  <span className="block">{store.address}</span>
                  <span className="block">{store.city}</span>
                  <span className="mt-1 block whitespace-pre-line text-neutral-600">{store.hours}</span>
                </>
              ) : (
                <span className="block text-neutral-600">{t('order.details.store_loading')}</span>
              )}
              <span className="mt-2 block">
                <OrderPickupNote order={order} texts={texts} store={store} />
              </span>
            </Item>
          ) : addressLines ? (
            <Item label={t('order.details.address')} testId="detail-address">
              {addressLines.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </Item>
          ) : null}
          {order.registrationNumber ? (
            <Item label={t('order.details.registration')} testId="detail-registration">
              {order.registrationNumber}
            </Item>
          ) : null}
        </dl>

        <h2 className="mt-8 text-xl font-semibold tracking-tight">{t('order.details.items')}</h2>
        <ul className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200" data-testid="order-lines">
          {order.lines.map((line, index) => (
            <li key={`${line.sku ?? line.name}-${index}`} className="flex items-start justify-between gap-4 py-3 text-sm" data-testid="order-line">
              <div className="min-w-0">
                {line.brand ? <p className="text-xs font-bold uppercase tracking-[0.08em]">{line.brand}</p> : null}
                <p>{line.name}</p>
                {line.giftCard ? <GiftCardFacts card={line.giftCard} /> : line.detail ? <p className="text-neutral-600">{line.detail}</p> : null}
                {line.kind === 'gift_card' ? (
                  <p className="mt-0.5 inline-block bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white" data-testid="order-gift-card-line">
                    {t('checkout.review.kind.gift_card')}
                  </p>
                ) : line.kind !== 'product' ? (
                  <p className="mt-0.5 inline-block bg-blush-100 px-2 py-0.5 text-xs font-semibold text-blush-900">{t(`checkout.review.kind.${line.kind}`)}</p>
                ) : (
                  <p className="text-neutral-600">{t('checkout.review.quantity', { quantity: line.quantity })}</p>
                )}
              </div>
              <p className="shrink-0 tabular-nums">{paid(line) ? format({ amount: line.subtotal, currency: order.summary.total.currency }) : t('checkout.summary.free')}</p>
            </li>
          ))}
        </ul>
      </div>
      <aside className="self-start border border-neutral-200 bg-neutral-50 p-5 sm:p-6" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="text-lg font-semibold tracking-tight">
          {t('checkout.summary.title')}
        </h2>
        <div className="mt-4">
          <OrderSummary summary={order.summary} itemsCount={itemsCount} earnsPoints={order.memberOrder && !CLOSED.has(order.status)} />
        </div>
        <OrderRefunds refunds={order.refunds} />
      </aside>
    </div>
  );
}
