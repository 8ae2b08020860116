/**
 * Preview layout (SPEC.md §2, §6): content editors look at unpublished layouts; a banner says so,
 * search engines are kept out, and page-view analytics stay off.
 */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/preview';
import { LayoutSkipLink } from '../../components/layout/LayoutSkipLink.tsx';

export function headers(): HeadersInit {
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' };
}

export default function PreviewLayout(_: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <LayoutSkipLink />
      <div className="bg-blush-700 px-4 py-2 text-center text-xs font-semibold uppercase tracking-[0.16em] text-white" role="note">
        {t('preview.banner')}
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </>
  );
}
