/**
 * The happening area's frame inside the blank layout (product guide §2): a slim bar with the shop's
 * name (home) and the way back to the services, classes and events, then the page.
 */
import type { ReactNode } from 'react';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function HappeningShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="border-b border-neutral-200">
        <nav aria-label={t('happening.shell.nav')} className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <UiLink to="/" className="text-xl font-bold tracking-tight">
            Blush
          </UiLink>
          <UiLink to="/happening/services" className="text-sm font-semibold underline underline-offset-4 hover:no-underline">
            {t('happening.shell.all')}
          </UiLink>
        </nav>
      </header>
      <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">{children}</div>
    </>
  );
}
