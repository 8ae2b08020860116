/** Catalogue messages (product guide §8) the checkout page shows itself, made on the server in the page language. */
import { errorMessage } from '@blush/shared/errors';
import type { Language } from '@blush/shared/markets';

export function checkoutTexts(language: Language) {
  return { bagEmpty: errorMessage('bag_empty', language), outOfStock: errorMessage('out_of_stock', language) };
}
