/**
 * The bag calls of the browser (`cart`, `cart/line-items`, `cart/move-to-wishlist`), parsed with the
 * zod contracts of `@blush/shared/bag-contracts`. Loaded lazily (on a press of "Add to bag", on the
 * bag page), never with the first load. A guest's bag is found by the API's httpOnly `bag` cookie
 * (set on the first add), a member's by the session; the bag is the one of `X-Site-Country`.
 */
import { bagResponseSchema } from '@blush/shared/bag-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

const schema = bagResponseSchema;

export function bagApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    /** (Retried by the query cache, SPEC.md §7.) */
    bag: (signal?: AbortSignal) => api.get('/cart', { schema, ...(signal ? { signal } : {}) }),
    add: (variantId: number, quantity: number) => api.send('POST', '/cart/line-items', { variant_id: variantId, quantity }, { schema }),
    update: (lineId: number, quantity: number) => api.send('PATCH', `/cart/line-items/${lineId}`, { quantity }, { schema }),
    remove: (lineId: number) => api.send('DELETE', `/cart/line-items/${lineId}`, undefined, { schema }),
    moveToWishlist: (lineId: number) => api.send('POST', '/cart/move-to-wishlist', { line_id: lineId }, { schema }),
  };
}
