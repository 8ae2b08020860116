/**
 * `/sandbox/language`: the same components in the four languages side by side (or one at a time),
 * each column under its own `I18nProvider` with that language's messages (sent by the route), with
 * the long Thai and Indonesian names the catalogue has — where a layout that is too tight wraps
 * badly, overflows or pushes a button off its line. Prices and dates keep the site's format (the
 * site's country and language); the page's own language is switched at the top.
 */
import { useId, useState } from 'react';
import type { Language } from '@blush/shared/markets';
import { MARKETS } from '@blush/shared/markets';
import { UiLoadError } from '../../components/ui/UiLoadState.tsx';
import { cx } from '../../lib/cx.ts';
import { I18nProvider, type Messages, useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { BagLineItem } from '../../features/bag/components/BagLineItem.tsx';
import { BagSummary } from '../../features/bag/components/BagSummary.tsx';
import { HappeningCard } from '../../features/happening/components/HappeningCard.tsx';
import { OrderPickupNote } from '../../features/order/components/OrderDetails.tsx';
import { StoresOpenStatus } from '../../features/stores/components/StoresOpenStatus.tsx';
import { sandboxLines, sandboxSummary } from '../../features/sandbox/fixtures/bag.ts';
import { sandboxActivities } from '../../features/sandbox/fixtures/happening.ts';
import { LONG_PRODUCT_NAMES, LONG_SHADES, LONG_STORE_NAMES } from '../../features/sandbox/fixtures/long-texts.ts';
import { sandboxOrder, storeOf } from '../../features/sandbox/fixtures/orders.ts';
import { sandboxStores } from '../../features/sandbox/fixtures/stores.ts';
import { SANDBOX_SITES, SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

const LANGUAGES: readonly Language[] = ['en', 'id', 'th', 'zh'];

function Column({ language, now }: { language: Language; now: number }) {
  const { t } = useTranslation();
  const { country } = useSiteLocale();
  const ids = useId();
  const line = sandboxLines(country, LONG_PRODUCT_NAMES[language], LONG_SHADES[language])[2]!;
  const shaded = sandboxLines(country, LONG_PRODUCT_NAMES[language], LONG_SHADES[language])[3]!;
  const store = sandboxStores(LONG_STORE_NAMES[language]).at(-1)!;
  const order = sandboxOrder('SG', now, { deliveryOption: 'click_and_collect', storeId: storeOf('SG').id, shippingAddress: null });
  const noop = () => undefined;
  return (
    <div className="min-w-0 space-y-6">
      <ul className="border-t border-neutral-200" aria-label={t('cart.lines_label')}>
        <BagLineItem line={line} blocker={undefined} busy={undefined} pendingQuantity={undefined} error={undefined} onQuantity={noop} onRemove={noop} onMoveToWishlist={noop} />
        <BagLineItem line={{ ...shaded, outOfStock: true }} blocker={t('cart.checkout_blocked')} busy={undefined} pendingQuantity={undefined} error={undefined} onQuantity={noop} onRemove={noop} onMoveToWishlist={noop} />
      </ul>
      <div className="border border-neutral-200 bg-neutral-50 p-4">
        <BagSummary summary={sandboxSummary(country)} itemsCount={3} headingId={`${ids}-summary`} guest />
      </div>
      <OrderPickupNote order={order} texts={{ deliveryNames: { standard: '', express: '', click_and_collect: '' }, holdDays: 7, qrExpired: '' }} store={{ ...storeOf('SG'), name: LONG_STORE_NAMES[language] }} />
      <OrderPickupNote order={{ ...order, status: 'payment_pending' }} texts={{ deliveryNames: { standard: '', express: '', click_and_collect: '' }, holdDays: 7, qrExpired: '' }} store={undefined} />
      <div>
        <p className="font-semibold">{store.name}</p>
        <StoresOpenStatus store={store} now={now} />
      </div>
      <ul>
        {/* One id per column: the card names itself by it. */}
        <HappeningCard activity={{ ...sandboxActivities(MARKETS[country].currency, LONG_PRODUCT_NAMES[language])[3]!, id: `sandbox-long-${language}` }} />
      </ul>
      <UiLoadError error={null} onRetry={noop} />
    </div>
  );
}

export function SandboxLanguageBench({ messages, now }: { messages: Readonly<Record<Language, Messages>>; now: number }) {
  const { t } = useTranslation();
  const [only, setOnly] = useState<Language | null>(null);
  const shown = only ? [only] : LANGUAGES;
  const label = (language: Language) => SANDBOX_SITES.find((site) => site.language === language)!.label;
  return (
    <SandboxBench title={t('sandbox.bench.language.title')} intro={t('sandbox.bench.language.intro')}>
      <div role="group" aria-label={t('sandbox.bench.language.show')} className="flex flex-wrap gap-2 text-sm">
        {[null, ...LANGUAGES].map((language) => (
          <button
            key={language ?? 'all'}
            type="button"
            aria-pressed={only === language}
            onClick={() => setOnly(language)}
            lang={language ?? undefined}
            className={cx('min-h-11 border px-4', only === language ? 'border-black bg-black text-white' : 'border-neutral-300 hover:border-black')}
          >
            {language ? label(language) : t('sandbox.bench.language.side_by_side')}
          </button>
        ))}
      </div>
      <SandboxCase title={t('sandbox.bench.language.components')} wide>
        <div className={cx('grid gap-8', shown.length > 1 && 'lg:grid-cols-2')}>
          {shown.map((language) => (
            <section key={language} lang={language} aria-label={label(language)} className="min-w-0" data-testid={`sandbox-language-${language}`}>
              <p className="mb-3 border-b-2 border-black pb-1 text-sm font-bold uppercase tracking-[0.08em]">{label(language)}</p>
              <I18nProvider language={language} messages={messages[language]}>
                <Column language={language} now={now} />
              </I18nProvider>
            </section>
          ))}
        </div>
      </SandboxCase>
    </SandboxBench>
  );
}
