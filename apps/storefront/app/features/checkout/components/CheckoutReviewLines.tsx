/** The bag's lines as they will be ordered: products with shade or size and quantity, the gift cards bought, then what comes free. */
import type { ReactNode } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';

/** `extra`: more lines (`li`) after the products (the gift cards being bought, from the route). */
export function CheckoutReviewLines({ bag, extra }: { bag: BagDto; extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const free = [
    ...bag.gifts.map((item) => ({ key: `gift-${item.id}`, kind: 'gift' as const, ...item })),
    ...bag.samples.map((item) => ({ key: `sample-${item.id}`, kind: 'sample' as const, ...item })),
    ...(bag.reward ? [{ key: `reward-${bag.reward.id}`, kind: 'reward' as const, ...bag.reward }] : []),
  ];
  return (
    <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label={t('checkout.review.lines_label')} data-testid="review-lines">
      {bag.lines.map((line) => {
        const variant = line.variant.shade ? t('checkout.review.shade', { shade: line.variant.shade }) : line.variant.size ? t('checkout.review.size', { size: line.variant.size }) : null;
        return (
          <li key={line.id} className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-start gap-3 py-4" data-testid="review-line">
            <div className="aspect-square bg-neutral-50">
              {line.variant.imageUrl ? <img src={line.variant.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-full object-contain p-1" /> : null}
            </div>
            <div className="min-w-0 text-sm">
              <p className="text-xs font-bold uppercase tracking-[0.08em]">{line.brand.name}</p>
              <p>{line.product.name}</p>
              {variant ? <p className="text-neutral-600">{variant}</p> : null}
              <p className="text-neutral-600">{t('checkout.review.quantity', { quantity: line.quantity })}</p>
              {line.clickAndCollectOnly ? <p className="text-xs text-neutral-600">{t('checkout.review.click_and_collect_only')}</p> : null}
            </div>
            <p className="text-sm tabular-nums">{format(line.subtotal)}</p>
          </li>
        );
      })}
      {extra}
      {free.map((item) => (
        <li key={item.key} className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-start gap-3 py-3" data-testid="review-free">
          <div className="aspect-square bg-neutral-50">
            {item.imageUrl ? <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-full object-contain p-1" /> : null}
          </div>
          <div className="min-w-0 text-sm">
            {item.brand ? <p className="text-xs font-bold uppercase tracking-[0.08em]">{item.brand}</p> : null}
            <p>{item.name}</p>
            <p className="mt-0.5 inline-block bg-blush-100 px-2 py-0.5 text-xs font-semibold text-blush-900">{t(`checkout.review.kind.${item.kind}`)}</p>
          </div>
          <p className="text-sm">{t('checkout.summary.free')}</p>
        </li>
      ))}
    </ul>
  );
}
