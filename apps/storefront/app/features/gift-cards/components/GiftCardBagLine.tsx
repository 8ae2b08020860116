/**
 * A gift card in the bag: the card's face, its design, amount, recipient, sender and delivery
 * (`GiftCardLineDetails`), its price, and "Remove" (`DELETE /cart/gift-cards/{id}`). No quantity
 * and no wishlist: each card is for one recipient.
 */
import { useId } from 'react';
import type { GiftCardBagLineDto } from '@blush/shared/giftcard-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { GiftCardLineArt, GiftCardLineDetails } from './GiftCardLineDetails.tsx';

export interface GiftCardBagLineProps {
  line: GiftCardBagLineDto;
  removing: boolean;
  error: string | undefined;
  onRemove: (line: GiftCardBagLineDto) => void;
}

export function GiftCardBagLine({ line, removing, error, onRemove }: GiftCardBagLineProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const id = useId();
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 border-b border-neutral-200 py-5 sm:grid-cols-[7rem_minmax(0,1fr)_auto]" aria-labelledby={`${id}-name`} aria-busy={removing} data-testid="bag-gift-card-line">
      <div className="pt-1">
        <GiftCardLineArt line={line} />
      </div>
      <div className="min-w-0">
        <h3 id={`${id}-name`} className="sr-only">
          {t('gift_cards.line.name', { design: line.design.name, amount: format(line.amount) })}
        </h3>
        <GiftCardLineDetails line={line} />
        <button
          type="button"
          onClick={() => onRemove(line)}
          aria-disabled={removing}
          aria-label={removing ? t('gift_cards.tender.removing') : t('gift_cards.line.remove_label', { name: line.recipientName })}
          className="mt-2 inline-flex min-h-11 items-center text-sm underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
          data-testid="bag-gift-card-remove"
        >
          {removing ? t('gift_cards.tender.removing') : t('gift_cards.line.remove')}
        </button>
        {error ? (
          <p role="alert" className="mt-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900">
            {error}
          </p>
        ) : null}
      </div>
      <p className="col-start-2 text-sm font-semibold tabular-nums sm:col-start-3 sm:row-start-1 sm:text-right" data-testid="bag-gift-card-price">
        {format(line.amount)}
      </p>
    </li>
  );
}
