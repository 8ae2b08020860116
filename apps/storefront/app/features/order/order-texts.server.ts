/** The order page's texts from `@blush/shared`, made on the server (see `OrderTexts`). */
import { CLICK_AND_COLLECT_HOLD_DAYS, DELIVERY_OPTION_IDS, deliveryOptionText } from '@blush/shared/delivery';
import { errorMessage } from '@blush/shared/errors';
import type { CountryCode, Language } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import type { DeliveryMethod } from '@blush/shared/order-contracts';
import type { OrderTexts } from './order-texts.ts';

export function orderTexts(country: CountryCode, language: Language): OrderTexts {
  return {
    deliveryNames: Object.fromEntries(DELIVERY_OPTION_IDS.map((id) => [id, deliveryOptionText(country, id, translator(language)).name])) as Record<DeliveryMethod, string>,
    holdDays: CLICK_AND_COLLECT_HOLD_DAYS,
    qrExpired: errorMessage('qr_code_expired', language),
  };
}
