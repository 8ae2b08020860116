/**
 * The frame of every sandbox page (product guide §2, internal test pages): a "Sandbox" badge, the way
 * back to the list of pages, the page's heading and what it is for, a switch to each of the four
 * languages (the site's `POST /locale`, back to this page), and the cases below, each a section
 * with its own heading so the page can be read and tabbed through in order.
 */
import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { CountryCode, Language } from '@blush/shared/markets';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';

/** One site per language: English in Singapore, and the country of each other language. */
export const SANDBOX_SITES: ReadonlyArray<{ country: CountryCode; language: Language; label: string }> = [
  { country: 'SG', language: 'en', label: 'English' },
  { country: 'ID', language: 'id', label: 'Bahasa Indonesia' },
  { country: 'TH', language: 'th', label: 'ไทย' },
  { country: 'HK', language: 'zh', label: '繁體中文' },
];

function SandboxLanguages() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { country, language } = useSiteLocale();
  return (
    <form method="post" action="/locale" className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('sandbox.bench.languages')}>
      <input type="hidden" name="return_to" value={`${pathname}${search}`} />
      <span className="text-neutral-600">{t('sandbox.bench.languages')}:</span>
      {SANDBOX_SITES.map((site) => {
        const current = site.country === country && site.language === language;
        return (
          <button
            key={site.language}
            type="submit"
            name="site"
            value={`${site.country}-${site.language}`}
            lang={site.language}
            aria-pressed={current}
            className={cx('min-h-9 border px-3', current ? 'border-black bg-black text-white' : 'border-neutral-300 hover:border-black')}
          >
            {site.label} ({site.country})
          </button>
        );
      })}
    </form>
  );
}

/** True once the page is interactive (false on the server and in the first render in the browser). */
const never = () => () => undefined;
function useHydrated(): boolean {
  // The server snapshot is used on the server and while hydrating; the browser's from then on.
  return useSyncExternalStore(never, () => true, () => false);
}

export function SandboxBench({ title, intro, index = false, children }: { title: string; intro: string; index?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  // Says the page is interactive (the browser journey waits for it before it checks for errors).
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-screen-xl px-4 pb-16 pt-8 sm:px-6" data-testid="sandbox-bench" data-hydrated={hydrated}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3 text-sm">
          <p className="inline-block bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-[0.08em] text-amber-900">{t('sandbox.badge')}</p>
          {index ? null : (
            <UiLink to="/sandbox" className="underline underline-offset-2 hover:no-underline" data-testid="sandbox-home">
              {t('sandbox.bench.all_pages')}
            </UiLink>
          )}
        </div>
        <SandboxLanguages />
      </div>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight" data-testid="sandbox-title">
        {title}
      </h1>
      <p className="mt-2 max-w-3xl text-neutral-700">{intro}</p>
      <div className="mt-8 space-y-12">{children}</div>
    </div>
  );
}

/**
 * One case of a bench: its name as a heading, an optional note, the real component in a frame.
 * `clientOnly`: drawn in the browser only — components that the real pages draw only in the
 * browser, whose dates and times Node's and the browser's Intl may write differently (a space).
 */
export function SandboxCase({ title, note, wide = false, clientOnly = false, children }: { title: string; note?: string; wide?: boolean; clientOnly?: boolean; children: ReactNode }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={id} data-testid="sandbox-case">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-neutral-600">{note}</p> : null}
      <div className={cx('mt-3 border border-dashed border-neutral-300 p-4 sm:p-6', !wide && 'max-w-3xl')}>{clientOnly && !hydrated ? null : children}</div>
    </section>
  );
}
