/**
 * A gift or a sample to choose, as a checkbox card: image, brand, name, and "Fully Redeemed" when
 * none is left (then it cannot be chosen). The whole card is the checkbox's label, so the tap
 * target is the card, not the box. Used by the gift-selection modal and the samples tab.
 */
import { cx } from '../../../lib/cx.ts';
import { useErrorMessage } from '../../../lib/site.ts';

export interface ChoiceItem {
  id: number;
  name: string;
  brand: string | null;
  imageUrl: string | null;
  fullyRedeemed: boolean;
}

export interface BagChoiceCardProps {
  item: ChoiceItem;
  checked: boolean;
  /** Fully Redeemed, or the most that can be chosen is reached (and this one is not chosen). */
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

export function BagChoiceCard({ item, checked, disabled, onChange, testId }: BagChoiceCardProps) {
  const message = useErrorMessage();
  return (
    <li>
      <label
        className={cx(
          'flex min-h-16 items-center gap-3 border p-3 transition-colors',
          checked ? 'border-black bg-neutral-50' : 'border-neutral-200',
          disabled ? 'cursor-not-allowed text-neutral-500' : 'cursor-pointer hover:border-black',
        )}
        data-testid={testId}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 shrink-0 accent-black"
        />
        <span className={cx('block size-14 shrink-0 bg-neutral-50', disabled && !checked && 'opacity-50')}>
          {item.imageUrl ? <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-full object-contain p-1" /> : null}
        </span>
        <span className="min-w-0 text-sm">
          {item.brand ? <span className="block text-xs font-bold uppercase tracking-[0.08em]">{item.brand}</span> : null}
          <span className="block">{item.name}</span>
          {item.fullyRedeemed ? (
            <span className="mt-0.5 block text-xs font-semibold text-neutral-700" data-testid="fully-redeemed">
              {message('fully_redeemed')}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
