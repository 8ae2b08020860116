/**
 * What comes free with the order, under the bag's lines: the gifts chosen ("Free gift", "Change"),
 * the samples ("Free sample", "Change": the samples tab) and the Beauty Pass reward ("Beauty Pass
 * reward – 250 points", "Remove"). While a gift promotion still has a gift to choose, a notice with
 * "Choose your gift" opens the gift-selection modal.
 */
import { type RefObject, useId } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../../../lib/site.ts';

export interface BagComplimentaryProps {
  bag: BagDto;
  onChooseGifts: () => void;
  onChangeSamples: () => void;
  onRemoveReward: () => void;
  rewardRemoving: boolean;
  rewardError: string | undefined;
  /** The heading, focused when what had the focus went away (a gift chosen, the reward removed). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

interface RowProps {
  label: string;
  name: string;
  brand: string | null;
  imageUrl: string | null;
  action: string;
  onAction: () => void;
  busy?: boolean;
  testId: string;
}

function Row({ label, name, brand, imageUrl, action, onAction, busy = false, testId }: RowProps) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-3" data-testid={testId}>
      <span className="block size-14 shrink-0 bg-neutral-50">
        {imageUrl ? <img src={imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-full object-contain p-1" /> : null}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-xs font-semibold text-blush-800">{label}</p>
        <p className="truncate">
          {brand ? <span className="font-semibold">{brand} </span> : null}
          {name}
        </p>
      </div>
      <span className="hidden text-sm text-neutral-600 sm:inline">{t('cart.summary.free')}</span>
      <button
        type="button"
        onClick={onAction}
        aria-busy={busy}
        aria-disabled={busy}
        aria-label={`${action}: ${name}`}
        className="inline-flex min-h-11 shrink-0 items-center text-sm underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
      >
        {action}
      </button>
    </li>
  );
}

export function BagComplimentary({ bag, onChooseGifts, onChangeSamples, onRemoveReward, rewardRemoving, rewardError, headingRef }: BagComplimentaryProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const id = useId();
  const pending = bag.giftChoices.filter((choice) => choice.selected < choice.max);
  const { gifts, samples, reward } = bag;
  if (!pending.length && !gifts.length && !samples.length && !reward) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6" data-testid="bag-complimentary">
      <h2 ref={headingRef} id={`${id}-title`} tabIndex={-1} className="text-base font-semibold">
        {t('cart.complimentary.title')}
      </h2>
      {pending.length ? (
        <div className="mt-3 flex flex-col gap-3 border border-blush-300 bg-blush-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="gift-pending">
          <ul className="space-y-1">
            {pending.map((choice) => (
              <li key={choice.promotionId} className="flex items-start gap-1.5">
                <UiIcon name="sparkle" size={16} className="mt-0.5 shrink-0" />
                {t('cart.gifts.pending', { title: choice.title, selected: choice.selected, max: choice.max })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onChooseGifts}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 shrink-0 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800"
            data-testid="choose-gift"
          >
            {t('cart.gifts.choose')}
          </button>
        </div>
      ) : null}
      {gifts.length || samples.length || reward ? (
        <ul className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200">
          {gifts.map((gift) => (
            <Row
              key={`gift-${gift.promotionId}-${gift.id}`}
              label={t('cart.kind.gift')}
              name={gift.name}
              brand={gift.brand}
              imageUrl={gift.imageUrl}
              action={t('cart.complimentary.change')}
              onAction={onChooseGifts}
              testId="bag-gift"
            />
          ))}
          {samples.map((sample) => (
            <Row
              key={`sample-${sample.id}`}
              label={t('cart.kind.sample')}
              name={sample.name}
              brand={sample.brand}
              imageUrl={sample.imageUrl}
              action={t('cart.complimentary.change')}
              onAction={onChangeSamples}
              testId="bag-sample"
            />
          ))}
          {reward ? (
            <Row
              label={t('cart.complimentary.reward', { count: reward.points, points: reward.points.toLocaleString(tag) })}
              name={reward.name}
              brand={reward.brand}
              imageUrl={reward.imageUrl}
              action={rewardRemoving ? t('cart.removing') : t('cart.remove')}
              onAction={onRemoveReward}
              busy={rewardRemoving}
              testId="bag-reward-row"
            />
          ) : null}
        </ul>
      ) : null}
      {rewardError ? (
        <p role="alert" className="mt-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900">
          {rewardError}
        </p>
      ) : null}
    </section>
  );
}
