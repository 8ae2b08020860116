/**
 * Product description with "Read more / Read less", then how to use, ingredients and the product's
 * attributes as an accordion (native disclosure widgets: keyboard and screen readers for free).
 */
import { useId, useState } from 'react';
import type { ProductDetail } from '@blush/shared/contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Longer descriptions start folded. */
const FOLD_AT = 320;

export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  const paragraphs = text.split(/\n{2,}/).filter(Boolean);
  return (
    <div data-testid="product-description">
      <div id={id} className={cx('space-y-3 text-sm leading-relaxed text-neutral-800', long && !open && 'line-clamp-4')}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {long ? (
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          className="mt-2 text-sm font-semibold underline underline-offset-4"
          data-testid="read-more"
        >
          {open ? t('product.read_less') : t('product.read_more')}
        </button>
      ) : null}
    </div>
  );
}

export function ProductAccordion({ product }: { product: Pick<ProductDetail, 'howToUse' | 'ingredients' | 'attributes'> }) {
  const { t } = useTranslation();
  const attributes = product.attributes.filter((a) => a.values.length);
  const sections = [
    { key: 'how_to_use', title: t('product.how_to_use'), body: product.howToUse ? <Text text={product.howToUse} /> : null },
    { key: 'ingredients', title: t('product.ingredients'), body: product.ingredients ? <Text text={product.ingredients} /> : null },
    {
      key: 'details',
      title: t('product.details'),
      body: attributes.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {attributes.map((a) => (
            <div key={a.key} className="contents">
              <dt className="text-neutral-600">{t(`filters.group.${a.key}`, { defaultValue: a.key })}</dt>
              <dd>{a.values.map((v) => t(`filters.value.${a.key}.${v}`, { defaultValue: v })).join(', ')}</dd>
            </div>
          ))}
        </dl>
      ) : null,
    },
  ].filter((s) => s.body);
  return (
    <div className="border-t border-neutral-200" data-testid="product-accordion">
      {sections.map((section) => (
        <details key={section.key} className="group border-b border-neutral-200">
          <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-sm font-semibold uppercase tracking-[0.08em] [&::-webkit-details-marker]:hidden">
            {section.title}
            <UiIcon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-5">{section.body}</div>
        </details>
      ))}
    </div>
  );
}

function Text({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-neutral-800">
      {text.split(/\n{2,}/).filter(Boolean).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
