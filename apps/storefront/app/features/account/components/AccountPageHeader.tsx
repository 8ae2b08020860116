import type { ReactNode } from 'react';

/** The heading of a page in the account area. */
export function AccountPageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p> : null}
    </header>
  );
}
