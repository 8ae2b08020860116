/** A legal page: title, intro, numbered sections with a table of contents; one section may be highlighted. */
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** `Legal Terms` / `legal-terms` / `legal_terms` → `legal_terms`. */
export function sectionKey(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || null;
}

export interface LegalDocumentProps {
  namespace: 'privacy' | 'terms';
  sections: readonly string[];
  highlight?: string | null;
}

export function LegalDocument({ namespace, sections, highlight }: LegalDocumentProps) {
  const { t } = useTranslation();
  const active = sectionKey(highlight);
  const activeKey = active && sections.includes(active) ? active : null;

  useEffect(() => {
    if (activeKey) document.getElementById(`section-${activeKey}`)?.scrollIntoView({ block: 'start' });
  }, [activeKey]);

  return (
    <article className="mx-auto max-w-screen-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t(`${namespace}.title`)}</h1>
      <p className="mt-5 text-lg leading-relaxed text-neutral-700">{t(`${namespace}.intro`)}</p>
      <nav aria-label={t('legal.contents')} className="mt-8 border-y border-neutral-200 py-5">
        <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-neutral-500">{t('legal.contents')}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((key) => (
            <li key={key}>
              <a href={`#section-${key}`} className="underline-offset-4 hover:underline">
                {t(`${namespace}.${key}_title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((key, index) => (
        <section
          key={key}
          id={`section-${key}`}
          aria-labelledby={`heading-${key}`}
          className={activeKey === key ? 'mt-10 scroll-mt-6 border-l-4 border-blush-400 bg-blush-50 px-5 py-4' : 'mt-10 scroll-mt-6'}
          {...(activeKey === key ? { 'aria-current': 'true' as const } : {})}
        >
          <h2 id={`heading-${key}`} className="text-xl font-semibold tracking-tight">
            {index + 1}. {t(`${namespace}.${key}_title`)}
          </h2>
          <p className="mt-3 leading-relaxed text-neutral-700">{t(`${namespace}.${key}_body`)}</p>
        </section>
      ))}
    </article>
  );
}
