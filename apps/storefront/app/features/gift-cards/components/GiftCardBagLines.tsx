/**
 * The gift cards being bought, in the bag under the products: one line each, removed on their own
 * ("Removing…", announced; focus goes to the list's heading, or the bag's when it was the last).
 */
import { useRef, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { GiftCardBagLineDto } from '@blush/shared/giftcard-contracts';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import type { GiftCardCall } from '../gift-card-api.ts';
import { GiftCardBagLine } from './GiftCardBagLine.tsx';

export interface GiftCardBagLinesProps {
  bag: BagDto;
  onChange: (call: GiftCardCall) => Promise<BagDto>;
  announce: (text: string) => void;
}

export function GiftCardBagLines({ bag, onChange, announce }: GiftCardBagLinesProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const lines = bag.giftCardLines ?? [];
  if (lines.length === 0) return null;

  const remove = async (line: GiftCardBagLineDto) => {
    if (removing !== null) return;
    setRemoving(line.id);
    setErrors(({ [line.id]: _gone, ...rest }) => rest);
    try {
      const updated = await onChange((api) => api.removeFromBag(line.id));
      announce(t('gift_cards.line.removed', { name: line.recipientName, total: format(updated.summary.total) }));
      heading.current?.focus();
    } catch (error) {
      const message = isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ') ? error.message : t('gift_cards.tender.failed');
      setErrors((all) => ({ ...all, [line.id]: message }));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        {t('gift_cards.line.heading', { count: lines.length })}
      </h2>
      <ul className="mt-2 border-t border-neutral-200" data-testid="bag-gift-card-lines">
        {lines.map((line) => (
          <GiftCardBagLine key={line.id} line={line} removing={removing === line.id} error={errors[line.id]} onRemove={(l) => void remove(l)} />
        ))}
      </ul>
    </div>
  );
}
