/**
 * The banner itself (loaded by `AppBanner`): the app's name, why to get it, the store link of the
 * phone's platform and a close button; nothing on an exempted path, a tablet or desktop, or for a
 * crawler. The path is checked on every navigation. It arrives after hydration, so it floats over
 * the bottom of the page instead of pushing the page down (no layout shift), and waits until the
 * cookie choice is made (the consent banner holds the same place until then).
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import type { SmartLinkExemption } from '@blush/shared/content';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useDeviceFlags } from '../../../lib/device.ts';
import { useConsent } from '../../consent/hooks/use-consent.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isExemptedPath } from '../exempted-paths.ts';

export interface AppBannerBarProps {
  exemptions: readonly SmartLinkExemption[];
  onClose: () => void;
}

export default function AppBannerBar({ exemptions, onClose }: AppBannerBarProps) {
  const { pathname } = useLocation();
  const device = useDeviceFlags();
  const { t } = useTranslation();
  const consent = useConsent();
  const exempted = useMemo(() => isExemptedPath(pathname, exemptions), [pathname, exemptions]);
  if (!consent || exempted || !device.mobile || device.crawler) return null;
  const href = device.android ? APP_DOWNLOAD_LINKS.googlePlay : APP_DOWNLOAD_LINKS.appStore;
  return (
    <aside aria-label={t('app_banner.label')} className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-neutral-200 bg-neutral-50 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-sm shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden" data-testid="app-banner">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('app_banner.title')}</p>
        <p className="text-neutral-700">{t('app_banner.body')}</p>
      </div>
      <a href={href} rel="noopener" className="shrink-0 bg-black px-3 py-2 text-xs font-bold uppercase tracking-wide text-white hover:bg-neutral-800">
        {t('app_banner.cta')}
      </a>
      <button type="button" onClick={onClose} aria-label={t('app_banner.close')} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-200">
        <UiIcon name="close" size={20} />
      </button>
    </aside>
  );
}
