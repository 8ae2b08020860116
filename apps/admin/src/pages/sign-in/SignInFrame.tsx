import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** The sign-in steps' page: the app's name as the banner, one card in the main region. */
export function SignInFrame({ title, children, focus = false }: { title: string; children: ReactNode; focus?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-stone-200 bg-white px-4 py-3 md:px-6">
        <p className="text-lg font-semibold text-blush-800">{t('app.name')}</p>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 md:py-16">
        <div className="w-full max-w-md space-y-5 rounded-lg border border-stone-200 bg-white p-6 shadow-sm md:p-8">
          <PageHeading focus={focus}>{title}</PageHeading>
          {children}
        </div>
      </main>
    </div>
  );
}
