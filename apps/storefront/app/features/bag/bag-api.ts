/**
 * The bag calls of the browser (`cart`, `cart/line-items`, `cart/move-to-wishlist`, and the bag's
 * promotions: `cart/discount-coupon`, `cart/offers`, `cart/bundles`, `multiple-gwps`,
 * `cart/samples`, `cart/beauty-pass-offers`), parsed with the zod contracts of
 * `@blush/shared/bag-contracts`. Loaded lazily (on a press of "Add to bag", on the bag page), never
 * with the first load. A guest's bag is found by the API's httpOnly `bag` cookie (set on the first
 * add), a member's by the session; the bag is the one of `X-Site-Country`.
 */
import type { z } from 'zod';
import { bagResponseSchema, giftSetsResponseSchema, offersResponseSchema, samplesResponseSchema } from '@blush/shared/bag-contracts';
import { bagRewardsResponseSchema } from '@blush/shared/loyalty-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

const schema = bagResponseSchema;

/** `GET cart/beauty-pass-offers`: the rewards catalogue and the reward already in this bag (the API's own contract). */
export type BagRewards = z.infer<typeof bagRewardsResponseSchema>;
export type BagReward = BagRewards['groups'][number]['rewards'][number];

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function bagApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    /** (Retried by the query cache, product guide §7.) */
    bag: (signal?: AbortSignal) => api.get('/cart', { schema, ...withSignal(signal) }),
    add: (variantId: number, quantity: number) => api.send('POST', '/cart/line-items', { variant_id: variantId, quantity }, { schema }),
    update: (lineId: number, quantity: number) => api.send('PATCH', `/cart/line-items/${lineId}`, { quantity }, { schema }),
    remove: (lineId: number) => api.send('DELETE', `/cart/line-items/${lineId}`, undefined, { schema }),
    moveToWishlist: (lineId: number) => api.send('POST', '/cart/move-to-wishlist', { line_id: lineId }, { schema }),

    /** The code exactly as typed: codes are case sensitive (product guide §5). */
    applyCoupon: (code: string) => api.send('POST', '/cart/discount-coupon', { code }, { schema }),
    removeCoupon: () => api.send('DELETE', '/cart/discount-coupon', undefined, { schema }),
    offers: (signal?: AbortSignal) => api.get('/cart/offers', { schema: offersResponseSchema, ...withSignal(signal) }),
    addBundle: (promotionId: number) => api.send('POST', '/cart/bundles', { promotion_id: promotionId }, { schema }),
    giftSets: (signal?: AbortSignal) => api.get('/multiple-gwps', { schema: giftSetsResponseSchema, ...withSignal(signal) }),
    /** Replaces the gifts chosen of one set. */
    chooseGifts: (promotionId: number, giftIds: number[]) => api.send('PUT', `/multiple-gwps/${promotionId}`, { gift_ids: giftIds }, { schema }),
    samples: (signal?: AbortSignal) => api.get('/cart/samples', { schema: samplesResponseSchema, ...withSignal(signal) }),
    /** Replaces the samples chosen (at most `max`). */
    chooseSamples: (sampleIds: number[]) => api.send('POST', '/cart/samples', { sample_ids: sampleIds }, { schema }),
    rewards: (signal?: AbortSignal) => api.get('/cart/beauty-pass-offers', { schema: bagRewardsResponseSchema, ...withSignal(signal) }),
    redeemReward: (rewardId: number) => api.send('POST', '/cart/beauty-pass-offers', { reward_id: rewardId }, { schema }),
    removeReward: (redemptionId: number) => api.send('DELETE', `/cart/beauty-pass-offers/${redemptionId}`, undefined, { schema }),
  };
}
