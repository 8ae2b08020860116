/**
 * How gift cards and store credit pay a bag (decision 0024): the cards in the order they were
 * applied, each as much as it holds, then the member's credit; never more than is due. The bag,
 * every delivery quote of the checkout and the order placed all use this one function, so what
 * the shopper sees is what is debited.
 */
export interface TenderSplit {
  /** What each applied card pays, in the order of `tender.giftCards`. */
  cards: number[];
  credit: number;
}

/** What may pay: a `TenderDto` (giftcard-contracts.ts), or the bag's before amounts are used. */
export interface TenderSources {
  giftCards: ReadonlyArray<{ balance: { amount: number } }>;
  credit: { applied: boolean; canApply: boolean; available: { amount: number } } | null;
}

export function allocateTender(due: number, tender: TenderSources): TenderSplit {
  let left = Math.max(0, due);
  const cards = tender.giftCards.map((card) => {
    const used = Math.min(left, Math.max(0, card.balance.amount));
    left -= used;
    return used;
  });
  const credit = tender.credit?.applied && tender.credit.canApply ? Math.min(left, Math.max(0, tender.credit.available.amount)) : 0;
  return { cards, credit };
}
