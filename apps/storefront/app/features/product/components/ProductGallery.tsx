/** Product images: the main image (the chosen variant's first) and thumbnails to switch between them. */
import { useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface ProductGalleryProps {
  /** Image URLs, the chosen variant's first. Remount (key) when the variant changes. */
  images: readonly string[];
  alt: string;
}

export function ProductGallery({ images, alt }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];
  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start" data-testid="product-gallery">
      <div className="relative aspect-square w-full overflow-hidden bg-neutral-50 lg:flex-1">
        {current ? (
          <img
            src={current}
            alt={alt}
            width={600}
            height={600}
            decoding="async"
            fetchPriority="high"
            className="size-full object-contain p-6"
            data-testid="product-image"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto lg:w-20 lg:flex-col" aria-label={t('product.images')}>
          {images.map((url, index) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={t('product.show_image', { number: index + 1, total: images.length })}
                aria-pressed={index === active}
                className={cx(
                  'block size-16 overflow-hidden bg-neutral-50 ring-1 lg:size-20',
                  index === active ? 'ring-2 ring-inset ring-black' : 'ring-inset ring-neutral-200 hover:ring-neutral-500',
                )}
              >
                <img src={url} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-full object-contain p-1.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
