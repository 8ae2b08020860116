/**
 * `/sandbox/cart`: the bag's own components (features/bag) in each state with fixture bags in the
 * site's currency — the empty bag; lines on sale, long-named, low in stock, sold out, not sold here,
 * collect-only, in a bundle, busy and failed; the promo panel (BLUSH10 applies, any other code is
 * refused as the API refuses it); a gift to choose, gifts, samples and a reward; cost summaries;
 * checkout blocked. The buttons work on the fixture state, nothing reaches the API.
 */
import { useId, useState } from 'react';
import type { BagLine } from '@blush/shared/bag-contracts';
import type { Language } from '@blush/shared/markets';
import { BagComplimentary } from '../../features/bag/components/BagComplimentary.tsx';
import { BagEmpty } from '../../features/bag/components/BagEmpty.tsx';
import { BagLineItem, type LineBusy } from '../../features/bag/components/BagLineItem.tsx';
import { BagCheckoutButton } from '../../features/bag/components/BagPageParts.tsx';
import { BagPromoPanel } from '../../features/bag/components/BagPromoPanel.tsx';
import { BagSummary } from '../../features/bag/components/BagSummary.tsx';
import { ApiError } from '../../lib/api-core.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { appliedPromotion, complimentaryBag, sandboxBag, sandboxLines, sandboxSummary } from '../../features/sandbox/fixtures/bag.ts';
import { LONG_PRODUCT_NAMES, LONG_SHADES } from '../../features/sandbox/fixtures/long-texts.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

/** Catalogue messages the bench shows as the API would send them (from the route's loader, in the page language). */
export interface SandboxCartTexts {
  promotionInvalid: string;
  outOfStock: string;
  unavailable: string;
}

/** How a line is shown: a few start busy or failed so those states are on the page without clicking. */
const START_STATES: Readonly<Record<number, { busy?: LineBusy; error?: string }>> = { 2: { busy: 'updating' }, 4: { error: 'failed' } };

function LinesCase({ texts, language }: { texts: SandboxCartTexts; language: Language }) {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const [lines, setLines] = useState<BagLine[]>(() => sandboxLines(country, LONG_PRODUCT_NAMES[language], LONG_SHADES[language]));
  const [moved, setMoved] = useState<string[]>([]);
  const remove = (line: BagLine) => setLines((all) => all.filter((l) => l.id !== line.id));
  const blocker = (line: BagLine) => (line.outOfStock ? texts.outOfStock : line.unavailable ? texts.unavailable : undefined);
  return (
    <SandboxCase title={t('sandbox.bench.cart.lines')} note={t('sandbox.bench.cart.lines_note')} wide>
      <ul className="border-t border-neutral-200" aria-label={t('cart.lines_label')}>
        {lines.map((line) => {
          const start = START_STATES[line.id];
          return (
            <BagLineItem
              key={line.id}
              line={line}
              blocker={blocker(line)}
              busy={start?.busy}
              pendingQuantity={undefined}
              error={start?.error ? t('cart.update_failed') : undefined}
              onQuantity={(changed, quantity) => setLines((all) => all.map((l) => (l.id === changed.id ? { ...l, quantity } : l)))}
              onRemove={remove}
              onMoveToWishlist={(line) => {
                remove(line);
                setMoved((names) => [...names, line.product.name]);
              }}
            />
          );
        })}
      </ul>
      {lines.length === 0 ? <BagEmpty /> : null}
      <p role="status" className="mt-3 text-sm text-neutral-600">
        {moved.length ? t('sandbox.bench.cart.moved', { names: moved.join(', ') }) : ''}
      </p>
    </SandboxCase>
  );
}

function PromoCase({ texts }: { texts: SandboxCartTexts }) {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const [promotion, setPromotion] = useState<ReturnType<typeof appliedPromotion> | null>(null);
  const apply = async (code: string) => {
    if (code.toUpperCase() !== 'BLUSH10') throw new ApiError(422, 'promotion_invalid', texts.promotionInvalid);
    setPromotion(appliedPromotion(country, true));
  };
  return (
    <>
      <SandboxCase title={t('sandbox.bench.cart.promo')} note={t('sandbox.bench.cart.promo_note')}>
        <BagPromoPanel promotion={promotion} onApply={apply} onRemove={async () => setPromotion(null)} onViewOffers={() => undefined} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.cart.promo_not_applicable')}>
        <BagPromoPanel promotion={appliedPromotion(country, false)} onApply={apply} onRemove={async () => undefined} onViewOffers={() => undefined} />
      </SandboxCase>
    </>
  );
}

function ComplimentaryCase() {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const [failed, setFailed] = useState(false);
  return (
    <SandboxCase title={t('sandbox.bench.cart.complimentary')} note={t('sandbox.bench.cart.complimentary_note')}>
      <BagComplimentary
        bag={complimentaryBag(country)}
        onChooseGifts={() => undefined}
        onChangeSamples={() => undefined}
        onRemoveReward={() => setFailed(true)}
        rewardRemoving={false}
        rewardError={failed ? t('cart.update_failed') : undefined}
      />
    </SandboxCase>
  );
}

function SummaryCase() {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const ids = useId();
  const blocked = sandboxBag(country, sandboxLines(country, '', '').slice(4, 5));
  return (
    <SandboxCase title={t('sandbox.bench.cart.summaries')} wide>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="border border-neutral-200 bg-neutral-50 p-5">
          <BagSummary summary={sandboxSummary(country)} itemsCount={5} headingId={`${ids}-member`} />
          <div className="mt-5">
            <BagCheckoutButton bag={sandboxBag(country, sandboxLines(country, '', '').slice(0, 1))} noteId={`${ids}-ok`} />
          </div>
        </div>
        <div className="border border-neutral-200 bg-neutral-50 p-5">
          <BagSummary summary={sandboxSummary(country, { discounts: [], discount: sandboxSummary(country).giftCardRedeemed, toFreeShipping: sandboxSummary(country).shipping })} itemsCount={1} headingId={`${ids}-guest`} guest />
        </div>
        <div className="border border-neutral-200 bg-neutral-50 p-5">
          <BagSummary summary={sandboxSummary(country, { shipping: sandboxSummary(country).giftCardRedeemed })} itemsCount={3} headingId={`${ids}-free`} freeShipping />
          <div className="mt-5">
            <BagCheckoutButton bag={blocked} noteId={`${ids}-blocked`} />
            <p id={`${ids}-blocked`} className="mt-2 text-center text-sm text-neutral-600">
              {t('cart.checkout_blocked')}
            </p>
          </div>
        </div>
      </div>
    </SandboxCase>
  );
}

export function SandboxCartBench({ texts }: { texts: SandboxCartTexts }) {
  const { t, i18n } = useTranslation();
  return (
    <SandboxBench title={t('sandbox.bench.cart.title')} intro={t('sandbox.bench.cart.intro')}>
      <SandboxCase title={t('sandbox.bench.cart.empty')}>
        <BagEmpty />
      </SandboxCase>
      <LinesCase texts={texts} language={i18n.language} />
      <PromoCase texts={texts} />
      <ComplimentaryCase />
      <SummaryCase />
    </SandboxBench>
  );
}
