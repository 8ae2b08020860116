/**
 * The development error page (`/dev/errors`, not in production): the groups the built-in collector
 * made, most recently seen first, each with its count, where it happened and when.
 */
import type { ErrorGroup } from '@blush/shared/error-reporter-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDateTime } from './use-date-time.ts';

export function ErrorSourceBadge({ source }: { source: ErrorGroup['source'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-block border border-neutral-400 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-neutral-800">
      {t(source === 'browser' ? 'account.dev_errors.source_browser' : 'account.dev_errors.source_server')}
    </span>
  );
}

export function ErrorGroupList({ groups }: { groups: readonly ErrorGroup[] }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t('account.dev_errors.title')}</h1>
      <p className="mt-2 text-neutral-700">{t('account.dev_errors.intro')}</p>
      {groups.length === 0 ? (
        <p className="mt-8 border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-700">{t('account.dev_errors.empty')}</p>
      ) : (
        <ul className="mt-8 divide-y divide-neutral-200 border-y border-neutral-200">
          {groups.map((group) => (
            <li key={group.id}>
              <UiLink to={`/dev/errors/${group.id}`} className="grid gap-2 px-2 py-4 hover:bg-neutral-50 sm:grid-cols-[1fr_12rem] sm:gap-4">
                <span className="min-w-0">
                  <span className="block font-semibold break-words">
                    {group.errorClass}: {group.message}
                  </span>
                  <span className="mt-1 block font-mono text-sm break-all text-neutral-700">{group.location}</span>
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 sm:flex-col sm:items-end">
                  <ErrorSourceBadge source={group.source} />
                  <span className="font-semibold text-black">{t('account.dev_errors.occurrences', { count: group.occurrences })}</span>
                  <span>
                    {t('account.dev_errors.last_seen')}: <time dateTime={group.lastSeen}>{when(group.lastSeen)}</time>
                  </span>
                </span>
              </UiLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
