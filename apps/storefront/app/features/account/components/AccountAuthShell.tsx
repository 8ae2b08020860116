/** The frame of the sign-in, sign-up, password and unlock pages: one column, a heading, an intro. */
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';

export interface AccountAuthShellProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

export function AccountAuthShell({ title, intro, children, wide = false }: AccountAuthShellProps) {
  return (
    <section aria-labelledby="auth-title" className={cx('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', wide ? 'max-w-2xl' : 'max-w-md')}>
      <h1 id="auth-title" className="text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      {intro ? <div className="mt-3 text-neutral-700">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
