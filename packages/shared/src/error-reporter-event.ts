/**
 * A server error as a Bugsnag event (payload version 4), for the API's 5xx and the storefront's
 * failed server renders alike (decision 0025), and the hosted service's addresses.
 */
import type { ReportedEvent, StackFrame } from './error-reporter-contracts.ts';

export const HOSTED_ENDPOINTS = { notify: 'https://notify.bugsnag.com', sessions: 'https://sessions.bugsnag.com' } as const;
export const SERVER_NOTIFIER = { name: 'Blush server notifier', version: '1.0.0' } as const;

/** `    at method (file:line:column)` / `    at file:line:column` lines of a V8 stack. */
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = V8_FRAME.exec(line);
    if (!match) continue;
    const file = match[2]!.replace(/^file:\/\//, '');
    frames.push({ method: match[1], file, lineNumber: Number(match[3]), columnNumber: Number(match[4]), inProject: !/node_modules|^node:/.test(file) });
    if (frames.length >= 50) break;
  }
  return frames;
}

export function serverEvent(error: unknown, details: { url?: string; context?: string; releaseStage: string }): ReportedEvent {
  const value = error instanceof Error ? error : new Error(String(error));
  return {
    exceptions: [{ errorClass: value.name || 'Error', message: value.message.slice(0, 5000), type: 'nodejs', stacktrace: parseStack(value.stack) }],
    breadcrumbs: [],
    severity: 'error',
    unhandled: true,
    context: details.context,
    request: details.url ? { url: details.url.slice(0, 2000) } : undefined,
    app: { releaseStage: details.releaseStage, type: 'node' },
  };
}
