/** Rich text block: prose (with "Read more" when long and collapsible) or numbered sections. */
import { Fragment, useId } from 'react';
import type { ContentBlockOf } from '@blush/shared/content';
import { type RichNode, parseRichText, richSections, textLength } from '../rich-text.ts';
import { ContentReadMore } from './ContentReadMore.tsx';

/** Shorter texts show whole even when the editors marked them collapsible. */
const COLLAPSE_FROM_CHARS = 480;

function Nodes({ nodes }: { nodes: readonly RichNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'heading':
            return (
              <h3 key={index} className="mt-8 text-lg font-semibold tracking-tight first:mt-0">
                {node.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index} className="mt-4 leading-relaxed text-neutral-700 first:mt-0">
                {node.text}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="mt-4 list-disc space-y-1.5 pl-5 leading-relaxed text-neutral-700 marker:text-blush-600">
                {node.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </>
  );
}

export function ContentRichText({ block }: { block: ContentBlockOf<'rich_text'> }) {
  const headingId = useId();
  const nodes = parseRichText(block.body);
  if (block.style === 'numbered') {
    const sections = richSections(nodes);
    return (
      <section aria-labelledby={block.title ? headingId : undefined} className="mx-auto w-full max-w-screen-lg px-4 sm:px-6" data-testid="content-rich-text">
        {block.title ? (
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
            {block.title}
          </h2>
        ) : null}
        <ol className="mt-6 grid gap-x-12 gap-y-10 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={index}>
              <p className="text-sm font-semibold tabular-nums text-blush-600" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              {section.heading ? <h3 className="mt-2 text-xl font-semibold tracking-tight">{section.heading}</h3> : null}
              <div className="mt-3">
                <Nodes nodes={section.nodes} />
              </div>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  const body = (
    <Fragment>
      <Nodes nodes={nodes} />
    </Fragment>
  );
  return (
    <section aria-labelledby={block.title ? headingId : undefined} className="mx-auto w-full max-w-3xl px-4 sm:px-6" data-testid="content-rich-text">
      {block.title ? (
        <h2 id={headingId} className="mb-5 text-2xl font-semibold tracking-tight">
          {block.title}
        </h2>
      ) : null}
      {block.collapsible && textLength(nodes) >= COLLAPSE_FROM_CHARS ? <ContentReadMore label={block.title}>{body}</ContentReadMore> : body}
    </section>
  );
}
