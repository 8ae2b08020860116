/** `/preview/layout`: everything the draft layout holds, for an editor to check before publishing. */
import type { SiteLayout } from '@blush/shared/content';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function ContentLayoutSummary({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation();
  const heading = 'text-xs font-semibold uppercase tracking-[0.16em] text-neutral-500';
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2 [&>*]:min-w-0" data-testid="layout-summary">
      <section aria-labelledby="preview-promo">
        <h2 id="preview-promo" className={heading}>
          {t('preview.promo_messages')}
        </h2>
        <ol className="mt-4 space-y-2">
          {layout.promoMessages.map((message) => (
            <li key={message.id} className="break-words border border-neutral-200 px-4 py-3 text-sm">
              <span className="font-medium">{message.text}</span>
              {message.href ? (
                <UiLink to={message.href} className="ml-2 text-neutral-500 underline underline-offset-4">
                  {message.href}
                </UiLink>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="preview-footer">
        <h2 id="preview-footer" className={heading}>
          {t('preview.footer_links')}
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-3">
          {layout.footerGroups.map((group) => (
            <div key={group.id}>
              <h3 className="text-sm font-semibold">{group.title}</h3>
              <ul className="mt-2 space-y-1 text-sm text-neutral-600">
                {group.links.map((link) => (
                  <li key={link.href}>{link.label}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="preview-config" className="lg:col-span-2">
        <h2 id="preview-config" className={heading}>
          {t('preview.remote_config')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t('preview.fraud_site_id')}</dt>
          <dd className="break-all font-mono text-neutral-700">{layout.config.fraudPreventionSiteId || '—'}</dd>
          <dt className="font-medium">{t('preview.exempted_paths')}</dt>
          <dd>
            <ul className="space-y-1">
              {layout.config.smartLinkExemptedPaths.map((path) => (
                <li key={`${path.type}:${path.value}`} className="break-all font-mono text-neutral-700">
                  <span className="mr-2 inline-block min-w-24 text-neutral-500">{path.type}</span>
                  {path.value}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="font-medium">{t('preview.overlay')}</dt>
          <dd>
            {layout.overlay ? (
              <UiLink to={`/preview/overlay/${layout.overlay.key.replace(/^overlays\//, '')}`} className="underline underline-offset-4">
                {layout.overlay.title}
              </UiLink>
            ) : (
              '—'
            )}
          </dd>
        </dl>
      </section>
    </div>
  );
}
