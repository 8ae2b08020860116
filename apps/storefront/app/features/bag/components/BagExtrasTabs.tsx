/**
 * The tabs below the bag's lines: "Free samples" and "Beauty Pass rewards" (ARIA tabs: the arrow
 * keys, Home and End move between them, the selected one is the only one in the Tab order). The
 * samples panel, open by default, is part of the page's code and drawn on the server with the
 * samples the loader read: as a lazy chunk it was still loading when the page hydrated, and the
 * first update of the page then replaced its server HTML with the "Loading samples…" fallback and
 * back, moving the summary below it twice (CLS 0.28 on a phone). The rewards panel is a chunk of
 * its own, loaded on a sign of interest. A panel shown once stays mounted, so what the shopper
 * ticked is kept when switching.
 */
import { type KeyboardEvent, type RefObject, Suspense, lazy, useId, useState } from 'react';
import type { BagDto, samplesResponseSchema } from '@blush/shared/bag-contracts';
import type { z } from 'zod';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { BagContext } from '../bag-actions.ts';
import BagSamplesTab from './BagSamplesTab.tsx';

type SamplesDto = z.infer<typeof samplesResponseSchema>;

export const EXTRAS_TABS = ['samples', 'rewards'] as const;
export type ExtrasTab = (typeof EXTRAS_TABS)[number];

const loadRewards = () => import('./BagRewardsTab.tsx');
const BagRewardsTab = lazy(loadRewards);
export const preloadRewardsTab = (): void => void loadRewards().catch(() => undefined);

export interface BagExtrasPanelProps {
  bag: BagDto;
  context: BagContext;
  change: (action: () => Promise<BagDto>) => Promise<BagDto>;
  announce: (text: string) => void;
  /** The samples the page's loader read for the bag of `key` (the samples tab starts from them). */
  initialSamples?: { key: string; data: SamplesDto } | null;
}

export interface BagExtrasTabsProps extends BagExtrasPanelProps {
  tab: ExtrasTab;
  onTab: (tab: ExtrasTab) => void;
  /** The tab buttons, for the page to focus one ("Change" of a sample). */
  tabRefs: RefObject<Partial<Record<ExtrasTab, HTMLButtonElement | null>>>;
}

export function BagExtrasTabs({ tab, onTab, tabRefs, ...panel }: BagExtrasTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [seen, setSeen] = useState<ReadonlySet<ExtrasTab>>(() => new Set([tab]));
  // A tab shown once keeps its panel (and what was ticked in it).
  if (!seen.has(tab)) setSeen(new Set([...seen, tab]));

  const select = (next: ExtrasTab, focus: boolean) => {
    onTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = EXTRAS_TABS.indexOf(tab);
    const last = EXTRAS_TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    select(EXTRAS_TABS[target]!, true);
  };

  const label: Record<ExtrasTab, string> = { samples: t('cart.samples.tab'), rewards: t('cart.rewards.tab') };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8" data-testid="bag-extras">
      <h2 id={`${id}-title`} className="sr-only">
        {t('cart.extras.title')}
      </h2>
      <div role="tablist" aria-labelledby={`${id}-title`} className="flex border-b border-neutral-200">
        {EXTRAS_TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => select(key, false)}
            onKeyDown={onKeyDown}
            onPointerEnter={key === 'rewards' ? preloadRewardsTab : undefined}
            onFocus={key === 'rewards' ? preloadRewardsTab : undefined}
            className={cx(
              '-mb-px inline-flex min-h-12 flex-1 items-center justify-center border-b-2 px-4 text-center text-sm font-semibold sm:flex-none',
              tab === key ? 'border-black text-black' : 'border-transparent text-neutral-600 hover:text-black',
            )}
            data-testid={`extras-tab-${key}`}
          >
            {label[key]}
          </button>
        ))}
      </div>
      {EXTRAS_TABS.map((key) => (
        <div key={key} role="tabpanel" id={`${id}-panel-${key}`} aria-labelledby={`${id}-tab-${key}`} tabIndex={0} hidden={tab !== key} className="pt-5" data-testid={`extras-panel-${key}`}>
          {seen.has(key) || tab === key ? (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-neutral-600">
                  {t(key === 'samples' ? 'cart.samples.loading' : 'cart.rewards.loading')}
                </p>
              }
            >
              {key === 'samples' ? <BagSamplesTab {...panel} /> : <BagRewardsTab {...panel} />}
            </Suspense>
          ) : null}
        </div>
      ))}
    </section>
  );
}
