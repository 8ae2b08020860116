/**
 * Page views for analytics (issue 19): in the root layout, after hydration, one `trackPageView`
 * per navigation (the first load and every client-side one, `location.key`), where the root
 * data allows analytics, and once more when consent arrives on a page not yet counted. The work
 * is in `analytics-client.ts`, imported on the first page view: no first-load JavaScript.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { browserEnvironment, refineDeviceFlags } from '../../../lib/device.ts';
import { useRootData } from '../../../lib/site.ts';
import { useConsent } from '../../consent/hooks/use-consent.ts';

export function AnalyticsMount() {
  const data = useRootData();
  const location = useLocation();
  const consent = useConsent();
  const allowed = consent !== null && (consent.analytics || consent.marketing);
  const enabled = data?.analyticsEnabled === true;
  const counted = useRef<string | null>(null);

  const track = useEffectEvent(() => {
    if (!data) return;
    const view = {
      href: window.location.href,
      country: data.locale.country,
      language: data.locale.language,
      // Refined now, not the hydration render's server flags: the layout follows the window.
      device: refineDeviceFlags(data.device, browserEnvironment()),
      containerId: data.analyticsContainerId,
    };
    import('../analytics-client.ts')
      .then((client) => client.trackPageView(view))
      .catch(() => undefined);
  });

  useEffect(() => {
    if (!enabled || !allowed || counted.current === location.key) return;
    counted.current = location.key;
    track();
  }, [location.key, enabled, allowed]);

  return null;
}
