/**
 * What a gift card line says instead of a product's details (bag, checkout review, order): its
 * design drawn small, "Gift card", the design's name, the amount, the recipient, the sender and
 * the delivery ("Sent as soon as the order is paid" or the day, in the country's zone).
 */
import type { GiftCardBagLineDto } from '@blush/shared/giftcard-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney, useSite } from '../../../lib/site.ts';
import { GiftCardArt } from './GiftCardArt.tsx';

/** "25 December 2026" for an ISO day (a calendar day: no time zone moves it). */
export function useDeliveryDay(): (day: string) => string {
  const { tag } = useSite();
  const format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

export function GiftCardLineArt({ line }: { line: GiftCardBagLineDto }) {
  return <GiftCardArt colors={line.design.colors} className="rounded-md" />;
}

export function GiftCardLineDetails({ line }: { line: GiftCardBagLineDto }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const day = useDeliveryDay();
  return (
    <div className="min-w-0 text-sm" data-testid="gift-card-line-details">
      <p className="text-xs font-bold uppercase tracking-[0.08em]">{t('gift_cards.line.kind')}</p>
      <p className="mt-0.5 font-semibold">{t('gift_cards.line.name', { design: line.design.name, amount: format(line.amount) })}</p>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-neutral-700">
        <dt>{t('gift_cards.line.recipient')}</dt>
        <dd className="break-words">
          {line.recipientName} ({line.recipientEmail})
        </dd>
        <dt>{t('gift_cards.line.sender')}</dt>
        <dd className="break-words">{line.senderName}</dd>
        <dt>{t('gift_cards.line.delivery')}</dt>
        <dd data-testid="gift-card-line-delivery">{line.deliverOn === 'now' ? t('gift_cards.line.delivery_now') : t('gift_cards.line.delivery_on', { date: day(line.deliverOn) })}</dd>
        {line.message ? (
          <>
            <dt>{t('gift_cards.line.message')}</dt>
            <dd className="line-clamp-2 break-words italic">“{line.message}”</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** A gift card among the lines of the checkout's review. */
export function GiftCardReviewLine({ line }: { line: GiftCardBagLineDto }) {
  const format = useFormatMoney();
  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-start gap-3 py-4" data-testid="review-gift-card">
      <div className="pt-1">
        <GiftCardLineArt line={line} />
      </div>
      <GiftCardLineDetails line={line} />
      <p className="text-sm tabular-nums">{format(line.amount)}</p>
    </li>
  );
}
