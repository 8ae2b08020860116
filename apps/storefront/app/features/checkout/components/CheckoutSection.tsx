import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';

/** A numbered section of the checkout page with its heading. */
export function CheckoutSection({ id, step, title, children, className }: { id: string; step: number; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cx('border-t border-neutral-200 pt-6', className)}>
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold tracking-tight">
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-black text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
