/**
 * Starts the error reporter after hydration (an effect, so never during server rendering) through a
 * dynamic import: the vendor client is a lazy chunk, not first-load JavaScript. The member's id is
 * set as the reporter's user when known; a guest has none. A chunk that cannot load (offline, a new
 * build) leaves the page as it is: reporting is best effort.
 */
import { useEffect } from 'react';
import type { ErrorReporterConfig } from '@blush/shared/error-reporter';
import { useSessionSubject } from '../../../lib/session.ts';

export function ErrorReportingMount({ config }: { config: ErrorReporterConfig }) {
  const userId = useSessionSubject();
  useEffect(() => {
    import('../client.ts').then((m) => m.startReporter(config, userId), () => undefined);
  }, [config, userId]);
  return null;
}
