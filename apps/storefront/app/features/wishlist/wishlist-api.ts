/**
 * The wishlist calls of the browser (`GET /wishlist`, `PUT /wishlist`), members only (a guest gets
 * 401 `sign_in_required`), parsed with the zod contracts of `@blush/shared/bag-contracts`. Loaded
 * lazily: by a signed-in shopper's hearts after hydration, and by the account's wishlist page.
 */
import { type wishlistItemSchema, wishlistResponseSchema } from '@blush/shared/bag-contracts';
import type { z } from 'zod';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export function wishlistApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    list: async (signal?: AbortSignal) => (await api.get('/wishlist', { schema: wishlistResponseSchema, ...(signal ? { signal } : {}) })).items,
    update: async (variantId: number, action: 'add' | 'remove') =>
      (await api.send('PUT', '/wishlist', { variant_id: variantId, action }, { schema: wishlistResponseSchema })).items,
  };
}
