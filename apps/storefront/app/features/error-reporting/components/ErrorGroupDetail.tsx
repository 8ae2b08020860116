/**
 * One error group on the development page (`/dev/errors/:id`): its counts, and the latest stored
 * event with its stack (in-app frames marked) and the breadcrumbs that led to it, oldest first.
 */
import type { ReactNode } from 'react';
import type { Breadcrumb, ErrorGroupDetail as Detail } from '@blush/shared/error-reporter-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ErrorSourceBadge } from './ErrorGroupList.tsx';
import { useDateTime } from './use-date-time.ts';

/** A breadcrumb's details worth a line: a click's label and target, a request's status, a page's address. */
function crumbDetails(crumb: Breadcrumb): string {
  const meta = crumb.metaData ?? {};
  return Object.entries(meta)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 4)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

export function ErrorGroupDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const { group, latest } = detail;
  const exception = latest?.exceptions[0];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <UiLink to="/dev/errors" className="text-sm underline underline-offset-2">
        {t('account.dev_errors.back')}
      </UiLink>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
        {group.errorClass}: {group.message}
      </h1>
      <p className="mt-2 font-mono text-sm break-all text-neutral-700">{group.location}</p>
      <p className="mt-4 flex items-center gap-3">
        <ErrorSourceBadge source={group.source} />
        <span className="font-semibold">{t('account.dev_errors.occurrences', { count: group.occurrences })}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label={t('account.dev_errors.first_seen')}>
          <time dateTime={group.firstSeen}>{when(group.firstSeen)}</time>
        </Fact>
        <Fact label={t('account.dev_errors.last_seen')}>
          <time dateTime={group.lastSeen}>{when(group.lastSeen)}</time>
        </Fact>
      </dl>

      <h2 className="mt-10 flex flex-wrap items-center gap-3 text-xl font-semibold">
        {t('account.dev_errors.latest_event')}
        {latest ? (
          <span className="border border-neutral-400 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-neutral-800">
            {t(latest.unhandled ? 'account.dev_errors.unhandled' : 'account.dev_errors.handled')}
          </span>
        ) : null}
      </h2>
      {!latest ? (
        <p className="mt-3 text-neutral-700">{t('account.dev_errors.no_event')}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Fact label={t('account.dev_errors.page')}>{latest.url ?? latest.context ?? '—'}</Fact>
            <Fact label={t('account.dev_errors.user')}>{latest.userId ?? t('account.dev_errors.user_guest')}</Fact>
            <Fact label={t('account.dev_errors.session')}>{latest.sessionId ?? '—'}</Fact>
            <Fact label={t('account.dev_errors.received')}>
              <time dateTime={latest.receivedAt}>{when(latest.receivedAt)}</time>
            </Fact>
          </dl>

          <h3 id="error-stack" className="mt-8 text-lg font-semibold">
            {t('account.dev_errors.stack')}
          </h3>
          {exception && exception.stacktrace.length > 0 ? (
            <ol aria-labelledby="error-stack" className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200 font-mono text-sm">
              {exception.stacktrace.map((frame, index) => (
                <li key={index} className="px-2 py-2 break-all">
                  <span className="font-semibold">{frame.method || '(anonymous)'}</span>{' '}
                  <span className="text-neutral-700">
                    {frame.file}
                    {frame.lineNumber !== undefined ? `:${frame.lineNumber}` : ''}
                    {frame.columnNumber !== undefined ? `:${frame.columnNumber}` : ''}
                  </span>
                  {frame.inProject ? <span className="ml-2 bg-neutral-900 px-1 font-sans text-xs text-white">{t('account.dev_errors.frame_in_app')}</span> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-neutral-700">{t('account.dev_errors.stack_empty')}</p>
          )}

          <h3 id="error-breadcrumbs" className="mt-8 text-lg font-semibold">
            {t('account.dev_errors.breadcrumbs')}
          </h3>
          {latest.breadcrumbs.length > 0 ? (
            <ol className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200 text-sm" aria-labelledby="error-breadcrumbs">
              {latest.breadcrumbs.map((crumb, index) => (
                <li key={index} className="grid gap-1 px-2 py-2 sm:grid-cols-[9rem_6rem_1fr] sm:gap-3">
                  <time dateTime={crumb.timestamp} className="text-neutral-700">
                    {when(crumb.timestamp)}
                  </time>
                  <span className="font-semibold">{crumb.type}</span>
                  <span className="min-w-0 break-words">
                    {crumb.name}
                    {crumbDetails(crumb) ? <span className="block text-neutral-700">{crumbDetails(crumb)}</span> : null}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-neutral-700">{t('account.dev_errors.breadcrumbs_empty')}</p>
          )}
        </>
      )}
    </div>
  );
}
