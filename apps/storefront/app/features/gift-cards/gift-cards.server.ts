/** The gift card pages' data on the server: the country's designs, amounts and limits (`GET /gift-cards/options`). */
import { giftCardOptionsResponseSchema } from '@blush/shared/giftcard-contracts';
import type { ServerApi } from '../../lib/api.server.ts';

export const fetchGiftCardOptions = (api: ServerApi) => api.get('/gift-cards/options', { schema: giftCardOptionsResponseSchema });
