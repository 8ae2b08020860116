import { useTranslation } from '../../lib/i18n.ts';
import { UiLink } from './UiLink.tsx';

export interface UiBreadcrumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** "Home / Makeup / Lips / Lipstick": a breadcrumb trail whose last crumb is the current page. */
export function UiBreadcrumbs({ items }: { items: readonly UiBreadcrumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('a11y.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-xs text-neutral-600">
        <li>
          <UiLink to="/" className="hover:underline">
            {t('nav.home')}
          </UiLink>
        </li>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
            <span aria-hidden="true">/</span>
            {item.to && index < items.length - 1 ? (
              <UiLink to={item.to} className="hover:underline">
                {item.label}
              </UiLink>
            ) : (
              <span aria-current="page" className="truncate text-black">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
