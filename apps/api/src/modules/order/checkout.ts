/**
 * `GET /checkout`: what the checkout page needs for the shopper's bag, and the delivery quote
 * that placing an order uses too — so the total the shopper agrees to and the total charged come
 * from the same function.
 */
import { includedTax } from '@blush/shared/bag';
import type { CostSummary } from '@blush/shared/bag-contracts';
import { BANKS, BANK_NAMES, type CheckoutDto, type DeliveryQuote } from '@blush/shared/checkout-contracts';
import { DELIVERY_OPTION_IDS, type DeliveryOptionId, deliveryFee, deliveryOptionText, deliveryOptionsFor, estimatedDelivery } from '@blush/shared/delivery';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { PaymentMethod } from '@blush/shared/order-contracts';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { Db } from '../../db/client.ts';
import { type Shopper, viewBag } from '../bag/service.ts';
import { requireCustomer } from '../customer/service.ts';
import { getLayout } from '../content/service.ts';
import { collectionStores } from '../store/service.ts';
import { PAYMENT_METHODS_BY_COUNTRY } from './service.ts';

type Texts = Readonly<Record<Language, string>>;

export const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, { name: Texts; description: Texts }>> = {
  card: {
    name: { en: 'Credit or debit card', id: 'Kartu kredit atau debit', th: 'บัตรเครดิตหรือเดบิต', zh: '信用卡或扣帳卡' },
    description: { en: 'Visa, Mastercard and American Express.', id: 'Visa, Mastercard, dan American Express.', th: 'Visa, Mastercard และ American Express', zh: 'Visa、Mastercard 和 American Express。' },
  },
  paynow: {
    name: { en: 'PayNow', id: 'PayNow', th: 'PayNow', zh: 'PayNow' },
    description: { en: 'Scan the QR code with your banking app.', id: 'Pindai kode QR dengan aplikasi bank Anda.', th: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารของคุณ', zh: '使用銀行 App 掃描二維碼。' },
  },
  promptpay: {
    name: { en: 'PromptPay', id: 'PromptPay', th: 'พร้อมเพย์', zh: 'PromptPay' },
    description: { en: 'Scan the QR code with your banking app.', id: 'Pindai kode QR dengan aplikasi bank Anda.', th: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารของคุณ', zh: '使用銀行 App 掃描二維碼。' },
  },
  qris: {
    name: { en: 'QRIS', id: 'QRIS', th: 'QRIS', zh: 'QRIS' },
    description: { en: 'Scan the QR code with any banking or e-wallet app.', id: 'Pindai kode QR dengan aplikasi bank atau dompet digital apa pun.', th: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารหรือวอลเล็ตใดก็ได้', zh: '使用任意銀行或電子錢包 App 掃描二維碼。' },
  },
  virtual_account: {
    name: { en: 'Bank virtual account', id: 'Virtual account bank', th: 'บัญชีเสมือนของธนาคาร', zh: '銀行虛擬帳戶' },
    description: { en: 'Transfer to your own account number by ATM, mobile or internet banking.', id: 'Transfer ke nomor rekening khusus Anda lewat ATM, m-banking, atau internet banking.', th: 'โอนเข้าเลขบัญชีเฉพาะของคุณผ่าน ATM โมบายแบงก์กิ้ง หรืออินเทอร์เน็ตแบงก์กิ้ง', zh: '透過 ATM、手機銀行或網上銀行轉帳至您的專屬帳號。' },
  },
};

const UNAVAILABLE: Readonly<Record<'collect_only' | 'no_stores', Texts>> = {
  collect_only: {
    en: 'An item in your bag can only be collected in store.',
    id: 'Ada produk di tas Anda yang hanya dapat diambil di toko.',
    th: 'มีสินค้าในถุงของคุณที่รับได้ที่ร้านเท่านั้น',
    zh: '您的購物袋中有商品僅限門市自取。',
  },
  no_stores: {
    en: 'No store offers collection here yet.',
    id: 'Belum ada toko yang melayani pengambilan di sini.',
    th: 'ยังไม่มีร้านที่ให้บริการรับสินค้าที่นี่',
    zh: '此地區暫無門市提供自取服務。',
  },
};

/** The bag's summary with a delivery option's fee: shipping, tax and total recomputed the one way. */
export function summaryWith(bag: BagDto, country: CountryCode, option: DeliveryOptionId): CostSummary {
  const s = bag.summary;
  const merchandise = s.subtotal.amount - s.discount.amount;
  // Standard keeps what the bag computed (free-shipping threshold and free-shipping codes).
  const fee = option === 'standard' ? s.shipping.amount : deliveryFee(country, option, merchandise);
  const total = merchandise + fee - s.giftCardRedeemed.amount;
  const tax = includedTax(total, s.taxPercent);
  const money = (amount: number) => ({ amount, currency: s.total.currency });
  return { ...s, shipping: money(fee), total: money(total), tax: money(tax), priceBeforeTax: money(total - tax) };
}

/** Every delivery option for the bag: fee, dates, whether it can be chosen, and the summary it gives. */
export function deliveryQuotes(bag: BagDto, country: CountryCode, language: Language, hasStores: boolean, now = new Date()): DeliveryQuote[] {
  const collectOnly = bag.lines.some((l) => l.clickAndCollectOnly);
  const offered = new Set(deliveryOptionsFor(country, { hasClickAndCollectOnly: collectOnly }).map((o) => o.id));
  return DELIVERY_OPTION_IDS.map((id) => {
    const summary = summaryWith(bag, country, id);
    const reason = !offered.has(id) ? UNAVAILABLE.collect_only[language] : id === 'click_and_collect' && !hasStores ? UNAVAILABLE.no_stores[language] : null;
    return { id, ...deliveryOptionText(country, id, language), fee: summary.shipping, estimatedDelivery: estimatedDelivery(country, id, now), available: reason === null, unavailableReason: reason, summary };
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

export async function checkoutView(db: Db, shopper: Shopper): Promise<CheckoutDto> {
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
    paymentMethods: (PAYMENT_METHODS_BY_COUNTRY[country] ?? ['card']).map((id) => ({ id, name: PAYMENT_METHOD_TEXT[id].name[language], description: PAYMENT_METHOD_TEXT[id].description[language] })),
    banks: (PAYMENT_METHODS_BY_COUNTRY[country] ?? []).includes('virtual_account') ? BANKS.map((id) => ({ id, name: BANK_NAMES[id] })) : [],
    stores,
    member: customer
      ? { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, callingCode: customer.callingCode, mobile: customer.mobileNumber }
      : null,
    fraudSiteId,
  };
}
