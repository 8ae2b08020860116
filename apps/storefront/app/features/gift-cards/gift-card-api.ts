/**
 * The gift card and store credit calls of the browser (`@blush/shared/giftcard-contracts`):
 * the country's designs and amounts (`gift-cards/options`), a gift card into the bag
 * (`cart/gift-cards`), the balance check (`gift-cards/balance`, throttled by the API), cards and
 * credit paying the bag (`cart/gift-card-redemptions`, `cart/store-credit`: each answers the bag,
 * whose `tender` says what they pay) and the member's credit (`store-credit`).
 */
import { type BagDto, bagResponseSchema } from '@blush/shared/bag-contracts';
import {
  type PurchaseGiftCardBody,
  giftCardBalanceResponseSchema,
  giftCardOptionsResponseSchema,
  storeCreditResponseSchema,
} from '@blush/shared/giftcard-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

const schema = bagResponseSchema;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function giftCardApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    options: (signal?: AbortSignal) => api.get('/gift-cards/options', { schema: giftCardOptionsResponseSchema, retries: 2, ...withSignal(signal) }),
    addToBag: (body: PurchaseGiftCardBody) => api.send('POST', '/cart/gift-cards', body, { schema }),
    removeFromBag: (lineId: number) => api.send('DELETE', `/cart/gift-cards/${lineId}`, undefined, { schema }),
    balance: (number: string, pin: string) => api.send('POST', '/gift-cards/balance', { number, pin }, { schema: giftCardBalanceResponseSchema }),
    applyCard: (number: string, pin: string) => api.send('POST', '/cart/gift-card-redemptions', { number, pin }, { schema }),
    removeCard: (id: number) => api.send('DELETE', `/cart/gift-card-redemptions/${id}`, undefined, { schema }),
    applyCredit: () => api.send('POST', '/cart/store-credit', {}, { schema }),
    removeCredit: () => api.send('DELETE', '/cart/store-credit', undefined, { schema }),
    storeCredit: (signal?: AbortSignal) => api.get('/store-credit', { schema: storeCreditResponseSchema, ...withSignal(signal) }),
  };
}

export type GiftCardApi = ReturnType<typeof giftCardApi>;

/** A call that answers the bag (applying or removing a card or credit, a gift card line out). */
export type GiftCardCall = (api: GiftCardApi) => Promise<{ bag: BagDto }>;
