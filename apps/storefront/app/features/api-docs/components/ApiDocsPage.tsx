/** The `/swagger` page: the API's OpenAPI document as operations grouped by tag. */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ApiDocView, OperationView } from '../openapi.ts';
import { ApiDocsSchema } from './ApiDocsSchema.tsx';

const METHOD_TONE: Record<string, string> = {
  GET: 'bg-black text-white',
  POST: 'bg-blush-700 text-white',
  PUT: 'bg-amber-700 text-white',
  PATCH: 'bg-amber-700 text-white',
  DELETE: 'bg-red-800 text-white',
};

function anchor(tag: string): string {
  return `tag-${tag.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
}

function Operation({ operation }: { operation: OperationView }) {
  const { t } = useTranslation();
  return (
    <details className="group border border-neutral-200 open:shadow-sm" id={`op-${operation.id}`} data-testid="api-operation">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-4 py-3 hover:bg-neutral-50 [&::-webkit-details-marker]:hidden">
        <span className={cx('inline-flex w-16 justify-center px-2 py-1 font-mono text-xs font-bold', METHOD_TONE[operation.method] ?? 'bg-neutral-700 text-white')}>
          {operation.method}
        </span>
        <code className="font-mono text-sm font-semibold break-all">{operation.path}</code>
        <span className="text-sm text-neutral-600">{operation.summary}</span>
      </summary>
      <div className="space-y-6 border-t border-neutral-200 px-4 py-5">
        {operation.description ? <p className="text-sm text-neutral-700">{operation.description}</p> : null}
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-neutral-500">{t('swagger.parameters')}</h4>
          {operation.parameters.length ? (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <thead className="text-xs text-neutral-500">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('swagger.name')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('swagger.location')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('swagger.type')}</th>
                    <th scope="col" className="py-2 font-medium">{t('swagger.description')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-100">
                  {operation.parameters.map((param) => (
                    <tr key={`${param.in}-${param.name}`}>
                      <td className="py-2 pr-4 align-top font-mono font-semibold">
                        {param.name}
                        {param.required ? <span className="ml-1 text-xs font-normal text-blush-700">{t('swagger.required')}</span> : null}
                      </td>
                      <td className="py-2 pr-4 align-top text-neutral-600">{param.in}</td>
                      <td className="py-2 pr-4 align-top font-mono text-[13px] text-blush-800">{param.type}</td>
                      <td className="py-2 align-top text-neutral-600">{param.description ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-sm text-neutral-500">{t('swagger.no_parameters')}</p>
          )}
        </div>
        {operation.requestBody ? (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-neutral-500">{t('swagger.request_body')}</h4>
            <div className="mt-2">
              <ApiDocsSchema schema={operation.requestBody} />
            </div>
          </div>
        ) : null}
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-neutral-500">{t('swagger.responses')}</h4>
          <ul className="mt-2 space-y-3">
            {operation.responses.map((response) => (
              <li key={response.status} className="flex gap-4">
                <span
                  className={cx(
                    'h-fit shrink-0 px-2 py-0.5 font-mono text-xs font-bold',
                    response.status.startsWith('2') ? 'bg-emerald-100 text-emerald-900' : 'bg-neutral-100 text-neutral-800',
                  )}
                >
                  {response.status}
                </span>
                <div className="min-w-0">
                  {response.description ? <p className="text-sm">{response.description}</p> : null}
                  {response.schema ? (
                    <div className="mt-1 overflow-x-auto">
                      <ApiDocsSchema schema={response.schema} />
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

export function ApiDocsPage({ doc }: { doc: ApiDocView }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <aside className="mb-8 lg:sticky lg:top-6 lg:mb-0 lg:self-start">
        <UiLink to="/" className="text-xl font-black uppercase tracking-[0.32em]" lang="en">
          Blush
        </UiLink>
        <nav aria-label={t('swagger.tags')} className="mt-6">
          <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-neutral-500">{t('swagger.tags')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {doc.groups.map((group) => (
              <li key={group.tag}>
                <a href={`#${anchor(group.tag)}`} className="flex items-center justify-between gap-3 rounded px-2 py-1.5 text-sm hover:bg-neutral-100">
                  <span className="capitalize">{group.tag}</span>
                  <span className="text-xs text-neutral-500">{group.operations.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div>
        <header className="border-b border-neutral-200 pb-6">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-blush-800">{t('swagger.title')}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{doc.title}</h1>
          <p className="mt-2 flex flex-wrap gap-2 text-xs">
            <span className="bg-neutral-100 px-2 py-1 font-mono">v{doc.version}</span>
            <span className="bg-neutral-100 px-2 py-1 font-mono">OpenAPI {doc.openapi}</span>
            <span className="bg-neutral-100 px-2 py-1">{t('swagger.operation_count', { count: doc.operationCount })}</span>
          </p>
          {doc.description ? <p className="mt-4 max-w-3xl text-sm text-neutral-700">{doc.description}</p> : null}
          <p className="mt-4 text-sm">
            <a href="/api/web/v1/openapi.json" className="font-medium underline underline-offset-4" download="openapi.json">
              {t('swagger.download')}
            </a>
          </p>
        </header>
        {doc.groups.map((group) => (
          <section key={group.tag} aria-labelledby={anchor(group.tag)} className="mt-10">
            <h2 id={anchor(group.tag)} className="scroll-mt-6 text-xl font-semibold capitalize tracking-tight">
              {group.tag}
            </h2>
            {group.description ? <p className="mt-1 text-sm text-neutral-600">{group.description}</p> : null}
            <div className="mt-4 space-y-3">
              {group.operations.map((operation) => (
                <Operation key={`${operation.method}-${operation.path}`} operation={operation} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
