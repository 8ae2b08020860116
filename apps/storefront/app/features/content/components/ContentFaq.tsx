/** FAQ block: questions as native disclosures (`<details>`), keyboard and screen-reader friendly. */
import { useId } from 'react';
import type { ContentBlockOf } from '@blush/shared/content';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';

export function ContentFaq({ block }: { block: ContentBlockOf<'faq'> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 sm:px-6" data-testid="content-faq">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {block.title}
      </h2>
      <div className="mt-5 divide-y divide-neutral-200 border-y border-neutral-200">
        {block.items.map((item, index) => (
          <details key={index} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <UiIcon name="chevron-down" size={20} className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 leading-relaxed text-neutral-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
