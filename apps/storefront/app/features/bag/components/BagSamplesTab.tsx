/**
 * The "Free samples" tab (`cart/samples`, product guide §3, §8): "Choose up to {max} free samples" as
 * checkboxes (image, brand, name; "Fully Redeemed" ones disabled), "n selected of max" said as it
 * changes, no more than `max` (the other boxes are disabled once it is reached), and "Save"
 * (`POST cart/samples`, replacing the choice). Samples come with an order: while the bag holds
 * nothing to buy it says so. Loaded lazily, with the tab.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { bagErrorMessage, chooseSamples, fetchSamples, samplesKey } from '../bag-actions.ts';
import { useBagResource } from '../hooks/use-bag-resource.ts';
import { BagChoiceCard } from './BagChoiceCard.tsx';
import type { BagExtrasPanelProps } from './BagExtrasTabs.tsx';

export default function BagSamplesTab({ bag, context, change, announce, initialSamples }: BagExtrasPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const saved = bag.samples.map((sample) => sample.id);
  // Asked again when what decides them changes: whether the bag has anything to buy, and the choice.
  const samples = useBagResource((signal) => fetchSamples(context, signal), samplesKey(bag), initialSamples);
  const [draft, setDraft] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const data = samples.data;
  if (!data) {
    return samples.error ? (
      <div role="alert" className="space-y-3" data-testid="samples-tab">
        <p>{bagErrorMessage(samples.error, t('cart.samples.load_failed'))}</p>
        <button type="button" onClick={samples.retry} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('cart.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="text-sm text-neutral-600" data-testid="samples-tab">
        {t('cart.samples.loading')}
      </p>
    );
  }
  if (data.samples.length === 0) {
    return (
      <p className="text-sm text-neutral-700" data-testid="samples-tab">
        {t('cart.samples.empty')}
      </p>
    );
  }

  const max = data.max;
  const chosen = draft ?? saved;
  const full = chosen.length >= max;
  const changed = draft !== null && !(draft.length === saved.length && draft.every((sampleId) => saved.includes(sampleId)));

  const toggle = (sampleId: number, checked: boolean) => {
    if (checked && full) return;
    setDraft(checked ? [...chosen, sampleId] : chosen.filter((s) => s !== sampleId));
    setError(null);
  };

  const save = async () => {
    if (saving || !changed) return;
    setSaving(true);
    setError(null);
    try {
      await change(() => chooseSamples(context, chosen));
      setDraft(null);
      announce(t('cart.samples.saved'));
    } catch (failure) {
      setError(bagErrorMessage(failure, t('cart.update_failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div aria-busy={samples.loading} data-testid="samples-tab">
      <fieldset className="min-w-0" aria-describedby={`${id}-count`}>
        <legend className="text-base font-semibold">{t('cart.samples.intro', { count: max })}</legend>
        {!data.available ? (
          <p className="mt-2 flex items-start gap-1.5 bg-neutral-50 px-3 py-2 text-sm text-neutral-700" data-testid="samples-unavailable">
            {t('cart.samples.unavailable')}
          </p>
        ) : null}
        <p id={`${id}-count`} aria-live="polite" className="mt-2 text-sm font-semibold" data-testid="samples-counter">
          {t('cart.extras.selected_of', { selected: chosen.length, max })}
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {data.samples.map((sample) => {
            const checked = chosen.includes(sample.id);
            return (
              <BagChoiceCard
                key={sample.id}
                item={sample}
                checked={checked}
                disabled={!data.available || (!checked && (sample.fullyRedeemed || full))}
                onChange={(next) => toggle(sample.id, next)}
                testId="sample-option"
              />
            );
          })}
        </ul>
      </fieldset>
      {error ? (
        <p role="alert" className="mt-3 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="samples-error">
          {error}
        </p>
      ) : null}
      {data.available ? (
        <button
          type="button"
          onClick={() => void save()}
          aria-busy={saving}
          aria-disabled={saving || !changed}
          className="mt-4 inline-flex h-11 w-full items-center justify-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800 aria-disabled:cursor-default aria-disabled:bg-neutral-500 sm:w-auto"
          data-testid="samples-save"
        >
          {saving ? t('cart.updating') : t('cart.samples.save')}
        </button>
      ) : null}
    </div>
  );
}
