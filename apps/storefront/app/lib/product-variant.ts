/**
 * The variant a product card stands for (cards carry no variant id): the product's first variant
 * sold and in stock in this country, else the first sold here. Loaded only when a card's quick
 * "Add to bag" or heart is pressed (`GET /products/{slug}`, publicly cached).
 */
import { productDetailSchema } from '@blush/shared/contracts';
import type { ApiLocale } from './api-core.ts';
import { createBrowserApi } from './api-client.ts';

export interface CardVariant {
  id: number;
  inStock: boolean;
}

export async function cardVariant(locale: ApiLocale, slug: string): Promise<CardVariant | null> {
  const product = await createBrowserApi(locale).get(`/products/${encodeURIComponent(slug)}`, { schema: productDetailSchema, retries: 2 });
  const variant = product.variants.find((v) => v.offer?.inStock) ?? product.variants.find((v) => v.offer);
  return variant?.offer ? { id: variant.id, inStock: variant.offer.inStock } : null;
}
