/** The stores that hold the activity, as native radios (arrow keys move between them). */
import type { ActivityDto } from '@blush/shared/booking-contracts';
import { cx } from '../../../lib/cx.ts';
import { Radio } from '../../../components/form/Radio.tsx';

export interface HappeningStorePickerProps {
  stores: ActivityDto['stores'];
  selected: string | null;
  onSelect: (store: string) => void;
  legendId: string;
  name: string;
}

export function HappeningStorePicker({ stores, selected, onSelect, legendId, name }: HappeningStorePickerProps) {
  return (
    <fieldset aria-labelledby={legendId} data-testid="store-picker">
      <div className="grid gap-2 sm:grid-cols-2">
        {stores.map((store) => {
          const checked = store.id === selected;
          return (
            <label
              key={store.id}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-md border px-4 py-3 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-black',
                checked ? 'border-black bg-neutral-100' : 'border-neutral-400 hover:border-black',
              )}
            >
              <Radio name={name} value={store.id} checked={checked} onCheck={() => onSelect(store.id)} className="mt-1 size-4 accent-black" />
              <span>
                <span className="block font-semibold">{store.name}</span>
                <span className="block text-sm text-neutral-700">{store.city}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
