/**
 * `GET /checkout`: what the checkout page needs for the shopper's bag, and the delivery quote
 * that placing an order uses too — so the total the shopper agrees to and the total charged come
 * from the same function.
 */
import { includedTax } from '@blush/shared/bag';
import type { CostSummary } from '@blush/shared/bag-contracts';
import { emptyTender } from '@blush/shared/giftcard-contracts';
import { allocateTender } from '@blush/shared/tender';
import { BANKS, BANK_NAMES, type CheckoutDto, type DeliveryQuote } from '@blush/shared/checkout-contracts';
import { DELIVERY_OPTION_IDS, type DeliveryOptionId, deliveryFee, deliveryOptionText, deliveryOptionsFor, estimatedDelivery } from '@blush/shared/delivery';
import type { CountryCode, Language } from '@blush/shared/markets';
import { message, translator } from '@blush/shared/messages';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { Db } from '../../db/client.ts';
import { type Shopper, viewBag } from '../bag/service.ts';
import { requireCustomer } from '../customer/service.ts';
import { getLayout } from '../content/service.ts';
import { fraudScriptUrl } from '../fraud/script.ts';
import { collectionStores } from '../store/service.ts';
import { PAYMENT_METHODS_BY_COUNTRY } from './service.ts';

/**
 * The bag's summary with a delivery option's fee: shipping, tax, what gift cards and store credit
 * pay (`allocateTender`, the bag's own rule) and the total recomputed the one way. Gift cards
 * bought carry no shipping: a bag of only gift cards is delivered free by every option.
 */
export function summaryWith(bag: BagDto, country: CountryCode, option: DeliveryOptionId): CostSummary {
  const s = bag.summary;
  const giftCardGoods = (bag.giftCardLines ?? []).reduce((n, l) => n + l.amount.amount, 0);
  const merchandise = s.subtotal.amount - s.discount.amount - giftCardGoods;
  // Standard keeps what the bag computed (free-shipping threshold and free-shipping codes).
  const fee = bag.lines.length === 0 ? 0 : option === 'standard' ? s.shipping.amount : deliveryFee(country, option, merchandise);
  const due = merchandise + fee + giftCardGoods;
  const split = allocateTender(due, bag.tender ?? emptyTender);
  const giftCard = split.cards.reduce((n, x) => n + x, 0);
  const total = due - giftCard - split.credit;
  const tax = includedTax(merchandise + fee, s.taxPercent);
  const money = (amount: number) => ({ amount, currency: s.total.currency });
  return { ...s, shipping: money(fee), giftCardRedeemed: money(giftCard), storeCreditRedeemed: money(split.credit), total: money(total), tax: money(tax), priceBeforeTax: money(due - tax) };
}

/** Every delivery option for the bag: fee, dates, whether it can be chosen, and the summary it gives. */
export function deliveryQuotes(bag: BagDto, country: CountryCode, language: Language, hasStores: boolean, now = new Date()): DeliveryQuote[] {
  const collectOnly = bag.lines.some((l) => l.clickAndCollectOnly);
  const offered = new Set(deliveryOptionsFor(country, { hasClickAndCollectOnly: collectOnly }).map((o) => o.id));
  return DELIVERY_OPTION_IDS.map((id) => {
    const summary = summaryWith(bag, country, id);
    const reason = !offered.has(id) ? message(language, 'checkout.unavailable.collect_only') : id === 'click_and_collect' && !hasStores ? message(language, 'checkout.unavailable.no_stores') : null;
    return { id, ...deliveryOptionText(country, id, translator(language)), fee: summary.shipping, estimatedDelivery: estimatedDelivery(country, id, now), available: reason === null, unavailableReason: reason, summary };
  });
}

/** The fraud-prevention script's site id, from the site layout's config (product guide §3, issue 7 §5). */
async function fraudSiteIdOf(db: Db, country: CountryCode, language: Language): Promise<string> {
  try {
    return (await getLayout(db, 'default', { country, language, segments: [], preview: false })).config.fraudPreventionSiteId;
  } catch {
    return `blush-${country.toLowerCase()}`;
  }
}

/** `fraudScriptUrl`: FRAUD_SCRIPT_URL, a vendor's script; unset, the built-in one. */
export async function checkoutView(db: Db, shopper: Shopper, options: { fraudScriptUrl?: string | undefined } = {}): Promise<CheckoutDto> {
  const { country, language } = shopper;
  const [bag, stores, customer, fraudSiteId] = await Promise.all([
    viewBag(db, shopper),
    collectionStores(db, country, language),
    shopper.owner && 'customerId' in shopper.owner ? requireCustomer(db, shopper.owner.customerId) : null,
    fraudSiteIdOf(db, country, language),
  ]);
  return {
    bag,
    deliveryOptions: deliveryQuotes(bag, country, language, stores.length > 0),
    paymentMethods: (PAYMENT_METHODS_BY_COUNTRY[country] ?? ['card']).map((id) => ({ id, name: message(language, `checkout.payment_method.${id}.name`), description: message(language, `checkout.payment_method.${id}.description`) })),
    banks: (PAYMENT_METHODS_BY_COUNTRY[country] ?? []).includes('virtual_account') ? BANKS.map((id) => ({ id, name: BANK_NAMES[id] })) : [],
    stores,
    member: customer
      ? { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, callingCode: customer.callingCode, mobile: customer.mobileNumber }
      : null,
    fraudSiteId,
    fraudScriptUrl: fraudScriptUrl(fraudSiteId, options.fraudScriptUrl),
  };
}
