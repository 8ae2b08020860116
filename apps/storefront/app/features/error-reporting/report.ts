/**
 * The always-loaded facade of the error reporter (issue 19, product guide §1): other features import
 * `reportError` and `leaveBreadcrumb` from this path only. The reporter itself (the vendor client) is
 * loaded after hydration by a dynamic import, so this file stays tiny and keeps the first-load budget;
 * until the client has started, calls wait in a short queue and are forwarded once it is there.
 */

export type ReportContext = Record<string, unknown>;

/** What the started client provides; `client.ts` installs it with `attachReporter`. */
export interface ReporterSink {
  notify(error: Error, context?: ReportContext): void;
  leaveBreadcrumb(message: string, metadata?: ReportContext): void;
}

type Pending =
  | { kind: 'error'; error: Error; context?: ReportContext }
  | { kind: 'breadcrumb'; message: string; metadata?: ReportContext };

/** Calls made before the client starts; bounded so a page whose reporter never starts does not grow. */
const MAX_PENDING = 50;
let pending: Pending[] = [];
let sink: ReporterSink | null = null;

function enqueue(item: Pending): void {
  if (pending.length >= MAX_PENDING) pending.shift();
  pending.push(item);
}

/** Report a handled error (a string becomes an Error so the reporter has a class and a stack). */
export function reportError(error: Error | string, context?: ReportContext): void {
  const value = typeof error === 'string' ? new Error(error) : error;
  if (sink) sink.notify(value, context);
  else enqueue({ kind: 'error', error: value, context });
}

/** Leave a breadcrumb: something that happened before an error, shown beside it in the collector. */
export function leaveBreadcrumb(message: string, metadata?: ReportContext): void {
  if (sink) sink.leaveBreadcrumb(message, metadata);
  else enqueue({ kind: 'breadcrumb', message, metadata });
}

/** Called once by the client when it has started: forward what waited, in order, then go direct. */
export function attachReporter(next: ReporterSink): void {
  sink = next;
  const waiting = pending;
  pending = [];
  for (const item of waiting) {
    if (item.kind === 'error') next.notify(item.error, item.context);
    else next.leaveBreadcrumb(item.message, item.metadata);
  }
}

/** Tests only: forget the client and the queue. */
export function resetReporterForTests(): void {
  sink = null;
  pending = [];
}
