/** A service's artist: one of those free at the chosen time, or any available artist (product guide §2). */
import type { SlotDto } from '@blush/shared/booking-contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface HappeningArtistPickerProps {
  artists: SlotDto['artists'];
  /** null: any available artist. */
  selected: number | null;
  onSelect: (artistId: number | null) => void;
  name: string;
  legendId: string;
}

export function HappeningArtistPicker({ artists, selected, onSelect, name, legendId }: HappeningArtistPickerProps) {
  const { t } = useTranslation();
  const options: Array<{ id: number | null; label: string }> = [{ id: null, label: t('happening.artist.any') }, ...artists.map((a) => ({ id: a.id, label: a.name }))];
  return (
    <fieldset aria-labelledby={legendId} data-testid="artist-picker">
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.id === selected;
          return (
            <label
              key={option.id ?? 'any'}
              className={cx(
                'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-black',
                checked ? 'border-black bg-black font-semibold text-white' : 'border-neutral-400 hover:border-black',
              )}
            >
              <input type="radio" name={name} checked={checked} onChange={() => onSelect(option.id)} className="sr-only" />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
