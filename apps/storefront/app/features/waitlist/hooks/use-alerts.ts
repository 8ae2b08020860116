/**
 * The signed-in member's product alerts (waitlist and launch reminders), through the lazily loaded
 * query cache: asked for only after hydration and only with a session (a guest would get 401), once
 * for the whole page. The key starts with `member`, so signing out forgets it.
 */
import { useMemo } from 'react';
import type { ProductAlert } from '@blush/shared/notification-contracts';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useSiteLocale } from '../../../lib/site.ts';

export const alertsKey = (country: string, subject: string | null) => ['member', 'alerts', country, subject ?? 'guest'] as const;

export function useAlerts() {
  const { country, language } = useSiteLocale();
  const subject = useSessionSubject();
  const query = useLazyQuery<ProductAlert[]>({
    queryKey: alertsKey(country, subject),
    queryFn: ({ signal }) => import('../alerts-api.ts').then((m) => m.alertsApi({ country, language }).list(signal)),
    enabled: subject !== null,
  });
  const context = useMemo(() => ({ locale: { country, language }, subject }), [country, language, subject]);
  return { ...query, signedIn: subject !== null, context };
}

/** The alert still waiting for this variant, if any (a notified or cancelled one no longer counts). */
export function liveAlert(items: readonly ProductAlert[] | undefined, variantId: number): ProductAlert | undefined {
  return items?.find((item) => item.variant.id === variantId && (item.status === 'active' || item.status === 'pending'));
}
