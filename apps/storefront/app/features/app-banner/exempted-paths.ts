/**
 * `smartLinkExemptedPaths` of the remote layout config (product guide §3): paths where the app's
 * smart link — here the "Get the app" banner on phones — is not offered. An entry is `absolute`
 * (the path exactly), `startsWith` (a prefix) or `regex` (a regular expression tested on the path).
 * A failure to check (an editor's regex that does not compile) is reported as product guide §8
 * says and that entry counts as not exempting: the banner shows rather than the page breaking.
 */
import type { SmartLinkExemption } from '@blush/shared/content';
import { reportError } from '../error-reporting/report.ts';

export const EXEMPTION_CHECK_FAILED = 'Something went wrong while checking for exempted routes.';

/** Whether one entry covers `path`; throws when the entry cannot be checked (a bad regex). */
export function matchesExemption(path: string, exemption: SmartLinkExemption): boolean {
  switch (exemption.type) {
    case 'absolute':
      return path === exemption.value;
    case 'startsWith':
      return path.startsWith(exemption.value);
    case 'regex':
      return new RegExp(exemption.value).test(path);
    default:
      throw new Error(`Unknown exemption type ${String((exemption as { type?: unknown }).type)}`);
  }
}

/** Whether `path` is exempted; each entry that fails is reported (once per check) and skipped. */
export function isExemptedPath(path: string, exemptions: readonly SmartLinkExemption[], report: typeof reportError = reportError): boolean {
  let failure: unknown = null;
  const exempted = exemptions.some((exemption) => {
    try {
      return matchesExemption(path, exemption);
    } catch (error) {
      failure ??= error;
      return false;
    }
  });
  if (failure) report(new Error(EXEMPTION_CHECK_FAILED, { cause: failure }), { path, exemptions: exemptions.length });
  return exempted;
}
