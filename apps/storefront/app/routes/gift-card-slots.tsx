/**
 * Gift cards in the bag and at checkout (issue 18), put together here because a feature never
 * imports another (docs/architecture.md rule 1): the gift card parts (`features/gift-cards`) in the
 * bag's and the checkout's slots, their calls answering the bag that `showBag` (`features/bag`)
 * puts in the header count and the bag page's cache.
 */
import type { BagDto } from '@blush/shared/bag-contracts';
import { type BagContext, showBag } from '../features/bag/bag-actions.ts';
import type { BagPageProps } from '../features/bag/bag-slots.ts';
import type { CheckoutSlots } from '../features/checkout/components/CheckoutPage.tsx';
import { GiftCardBagLines } from '../features/gift-cards/components/GiftCardBagLines.tsx';
import { GiftCardReviewLine } from '../features/gift-cards/components/GiftCardLineDetails.tsx';
import { GiftCardTender } from '../features/gift-cards/components/GiftCardTender.tsx';
import { type GiftCardCall, giftCardApi } from '../features/gift-cards/gift-card-api.ts';
import { useSessionSubject } from '../lib/session.ts';
import { useSiteLocale } from '../lib/site.ts';

/** Run a gift card call for the bag page: the bag it answers is shown everywhere and handed to the page. */
const bagCall = (context: BagContext, change: (action: () => Promise<BagDto>) => Promise<BagDto>) => (call: GiftCardCall) =>
  change(async () => showBag(context, (await call(giftCardApi(context.locale))).bag));

export const BAG_GIFT_CARD_SLOTS: NonNullable<BagPageProps['slots']> = {
  lines: ({ bag, context, change, announce }) => <GiftCardBagLines bag={bag} onChange={bagCall(context, change)} announce={announce} />,
  payment: ({ bag, context, change, announce }) => <GiftCardTender bag={bag} onChange={bagCall(context, change)} announce={announce} />,
};

/** The checkout's: a change shows the bag and loads the checkout again (every option's summary follows). */
export function useCheckoutGiftCardSlots(): CheckoutSlots {
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  return {
    payment: ({ bag, reload, announce }) => {
      const onChange = async (call: GiftCardCall) => {
        const { bag: updated } = await call(giftCardApi(locale));
        await showBag({ locale, subject }, updated);
        return (await reload())?.bag ?? updated;
      };
      return <GiftCardTender bag={bag} onChange={onChange} announce={announce} />;
    },
    reviewLines: (bag) => bag.giftCardLines?.map((line) => <GiftCardReviewLine key={line.id} line={line} />),
  };
}

/** The gift card page's: the bag with the new card in the header count. */
export function useShowBag(): (bag: BagDto) => Promise<BagDto> {
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  return (bag) => showBag({ locale, subject }, bag);
}
