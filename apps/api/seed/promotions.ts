/**
 * Demo promotions (product guide §3, §5): the codes a shopper can try (percentage, fixed amount per
 * country, free shipping, gift choice, brand-restricted, first order only, a single-use one, an
 * expired one and one not started yet), an automatic spend-and-get tote, two automatic bundles,
 * and the free samples. Gifts and samples are deluxe sizes of seeded products: the first product
 * (lowest id) of the wanted brand in the wanted category, else of any brand there, else the first
 * product not used yet, so the same catalogue gives the same rows. Amounts are per country in
 * minor units, scaled from each country's free-shipping threshold. The date windows are relative
 * to `now` (the time of seeding), so the expired code stays expired and the coming one stays
 * coming. Seeded once: a database with promotions is left alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Translated } from '@blush/shared/catalog';
import { COUNTRY_CODES, type CountryCode, MARKETS } from '@blush/shared/markets';
import type { PromotionKind } from '@blush/shared/promotion';
import { type Db, queryRows } from '../src/db/client.ts';
import { promotionGifts, promotions, samples } from '../src/modules/promotion/tables.ts';

/** The seeded codes, for tests and demos. Codes are case sensitive. */
export const PROMO_CODES = {
  welcome: 'WELCOME10',
  percentMin: 'BLUSH15',
  fixed: 'SAVE10',
  freeShipping: 'FREESHIP',
  gift: 'GLOWGIFT',
  brand: 'LIPLOVE',
  expired: 'EXPIRED5',
  notYet: 'NOTYET',
  oneUse: 'ONEUSE',
} as const;

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

/** Sentences one after the other (Chinese without a space). */
const sentences = (...parts: Translated[]): Translated => ({
  en: parts.map((p) => p.en).join(' '),
  id: parts.map((p) => p.id).join(' '),
  th: parts.map((p) => p.th).join(' '),
  zh: parts.map((p) => p.zh).join(''),
});

/** "Deluxe mini: {name}"; Chinese puts the kind after the name. */
const join = (kind: Translated, item: Translated): Translated => ({
  en: `${kind.en}: ${item.en}`,
  id: `${kind.id}: ${item.id}`,
  th: `${kind.th}: ${item.th}`,
  zh: `${item.zh}${kind.zh}`,
});

const DAY = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

type PerCountry = Partial<Record<CountryCode, number>>;
const perCountry = (fn: (country: CountryCode) => number): PerCountry =>
  Object.fromEntries(COUNTRY_CODES.map((c) => [c, fn(c)])) as PerCountry;
const threshold = (factor: number) => perCountry((c) => Math.round(MARKETS[c].freeShippingThreshold * factor));

/** The fixed amount off with SAVE10, in minor units (every currency has two decimals). */
export const SAVE10_AMOUNTS: Readonly<Record<CountryCode, number>> = {
  AU: 10_00, NZ: 10_00, SG: 10_00, MY: 30_00, HK: 60_00, PH: 400_00, TH: 300_00, ID: 100_000_00,
};

const KIND = {
  deluxeMini: t('Deluxe mini', 'Mini deluxe', 'มินิขนาดดีลักซ์', '豪華迷你裝'),
  deluxe: t('Deluxe sample', 'Sampel deluxe', 'ตัวอย่างขนาดดีลักซ์', '豪華體驗裝'),
  mini: t('Mini', 'Ukuran mini', 'ขนาดมินิ', '迷你裝'),
  travel: t('Travel size', 'Ukuran travel', 'ขนาดพกพา', '旅行裝'),
  vial: t('Fragrance vial', 'Vial parfum', 'น้ำหอมขนาดทดลอง', '香氛小樣'),
  gift: t('Free gift', 'Hadiah gratis', 'ของขวัญฟรี', '贈品'),
};

const ONE_CODE = t('One code per order.', 'Satu kode per pesanan.', 'ใช้ได้หนึ่งโค้ดต่อคำสั่งซื้อ', '每筆訂單限用一個優惠碼。');
const EXCLUSIONS = t(
  'Excludes gift sets and other non-discountable items, and products already priced in a bundle offer.',
  'Tidak berlaku untuk set hadiah dan produk lain yang tidak dapat didiskon, serta produk yang sudah termasuk penawaran bundel.',
  'ไม่รวมชุดของขวัญและสินค้าที่ไม่ร่วมรายการส่วนลด รวมถึงสินค้าที่อยู่ในข้อเสนอแบบเซ็ตแล้ว',
  '不適用於禮盒套裝及其他不參與折扣的商品，以及已享受組合優惠的商品。',
);
const MIN_SPEND_VARIES = t(
  'The minimum spend is counted on eligible items before discounts and varies by country.',
  'Minimum pembelian dihitung dari produk yang berlaku sebelum diskon dan berbeda di setiap negara.',
  'ยอดซื้อขั้นต่ำคิดจากสินค้าที่ร่วมรายการก่อนหักส่วนลด และแตกต่างกันในแต่ละประเทศ',
  '最低消費按折扣前的適用商品金額計算，因國家/地區而異。',
);
const WHILE_STOCKS_LAST = t(
  'While stocks last: a gift that is fully redeemed can no longer be chosen. Gifts have no cash value and cannot be exchanged.',
  'Selama persediaan masih ada: hadiah yang sudah habis ditukarkan tidak dapat dipilih lagi. Hadiah tidak dapat diuangkan atau ditukar.',
  'ของขวัญมีจำนวนจำกัด ของขวัญที่ถูกแลกครบแล้วจะไม่สามารถเลือกได้ ของขวัญไม่สามารถทอนเป็นเงินสดหรือแลกเปลี่ยนได้',
  '贈品數量有限，送完即止；已全部兌完的贈品無法再選擇。贈品不可兌換現金或更換。',
);
const BUNDLE_TERMS = t(
  'Applies automatically to every complete set in your bag. Bundled items take no other promotion code.',
  'Berlaku otomatis untuk setiap set lengkap di keranjang Anda. Produk dalam bundel tidak dapat digabung dengan kode promo lain.',
  'ใช้อัตโนมัติกับทุกเซ็ตที่ครบในตะกร้าของคุณ สินค้าในเซ็ตไม่สามารถใช้ร่วมกับโค้ดส่วนลดอื่น',
  '購物袋中每湊齊一整套即自動享受優惠。組合內商品不可再疊加其他優惠碼。',
);

/** Where a gift or sample is taken from: the first product of `brand` in `category`, else any brand there. */
interface Source {
  category: string;
  brand?: string;
}

interface ItemSeed {
  from: Source;
  /** "{kind}: {product name}"; ignored when `name` is given and the product is from the wanted category. */
  kind: Translated;
  /** A display name of its own (the tote bags). */
  name?: Translated;
  stock: number;
  countries?: CountryCode[];
}

interface PromotionSeed {
  code: string | null;
  kind: PromotionKind;
  title: Translated;
  details: Translated;
  terms: Translated;
  percent?: number;
  amounts?: PerCountry;
  minSpend?: PerCountry;
  firstOrderOnly?: boolean;
  /** Brand slugs the code is restricted to. */
  brands?: string[];
  /** Bundle: one product from each category, sold and in stock in every country. */
  bundleOf?: string[];
  countries?: CountryCode[];
  /** Days from `now`. */
  startsIn?: number;
  endsIn?: number;
  usageLimit?: number;
  perCustomerLimit?: number;
  giftMax?: number;
  gifts?: ItemSeed[];
  listed?: boolean;
}

const GLOW_GIFTS: ItemSeed[] = [
  { from: { category: 'makeup/lips/lip-gloss', brand: 'charlotte-tilbury' }, kind: KIND.deluxeMini, stock: 200 },
  { from: { category: 'skincare/treat/serums', brand: 'glow-recipe' }, kind: KIND.deluxeMini, stock: 150 },
  { from: { category: 'makeup/eyes/mascara', brand: 'benefit-cosmetics' }, kind: KIND.deluxeMini, stock: 0 },
  { from: { category: 'bath-body/body-care/body-lotion', brand: 'sol-de-janeiro' }, kind: KIND.deluxeMini, stock: 120 },
];

const TOTE_GIFTS: ItemSeed[] = [
  {
    from: { category: 'tools-brushes/accessories/makeup-bags', brand: 'blush-collection' },
    kind: KIND.gift,
    name: t('Blush canvas tote bag', 'Tas tote kanvas Blush', 'กระเป๋าผ้าแคนวาส Blush', 'Blush 帆布托特包'),
    stock: 300,
  },
  {
    from: { category: 'tools-brushes/accessories/makeup-bags', brand: 'blush-collection' },
    kind: KIND.gift,
    name: t('Blush quilted tote bag', 'Tas tote quilted Blush', 'กระเป๋าโท้ทผ้าควิลท์ Blush', 'Blush 絎縫托特包'),
    stock: 120,
  },
];

export const SAMPLE_SEEDS: readonly ItemSeed[] = [
  { from: { category: 'skincare/treat/serums', brand: 'the-ordinary' }, kind: KIND.deluxe, stock: 500 },
  { from: { category: 'skincare/moisturise/moisturisers', brand: 'laneige' }, kind: KIND.deluxe, stock: 320 },
  { from: { category: 'skincare/sun-care/face-sunscreen', brand: 'supergoop' }, kind: KIND.travel, stock: 240, countries: ['SG', 'MY', 'ID', 'TH', 'PH'] },
  { from: { category: 'fragrance/women/eau-de-parfum', brand: 'jo-malone-london' }, kind: KIND.vial, stock: 150, countries: ['SG', 'HK', 'AU', 'NZ'] },
  { from: { category: 'makeup/face/foundation', brand: 'fenty-beauty' }, kind: KIND.deluxe, stock: 0 },
  { from: { category: 'makeup/eyes/mascara', brand: 'too-faced' }, kind: KIND.mini, stock: 180 },
  { from: { category: 'hair/hair-care/hair-masks', brand: 'olaplex' }, kind: KIND.deluxe, stock: 90, countries: ['AU', 'NZ', 'SG', 'HK', 'MY'] },
  { from: { category: 'makeup/lips/lip-balm-treatment', brand: 'laneige' }, kind: KIND.mini, stock: 60, countries: ['ID', 'TH', 'PH', 'MY'] },
];

const LIPLOVE_BRANDS = ['charlotte-tilbury', 'rare-beauty'];

/** In display order: the listed codes first, then the automatic offers, then the unlisted codes. */
export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    code: PROMO_CODES.welcome,
    kind: 'percentage',
    percent: 10,
    firstOrderOnly: true,
    perCustomerLimit: 1,
    title: t('Welcome offer: 10% off your first order', 'Penawaran selamat datang: diskon 10% untuk pesanan pertama', 'ข้อเสนอต้อนรับ: ลด 10% สำหรับคำสั่งซื้อแรก', '新客禮遇：首單享九折'),
    details: t(
      'New to Blush? Enter WELCOME10 at checkout for 10% off your first order.',
      'Baru di Blush? Masukkan WELCOME10 saat checkout untuk diskon 10% pada pesanan pertama Anda.',
      'เพิ่งเคยช้อปกับ Blush ใช่ไหม ใส่โค้ด WELCOME10 ตอนชำระเงินเพื่อรับส่วนลด 10% สำหรับคำสั่งซื้อแรก',
      '初次光臨 Blush？結帳時輸入 WELCOME10，首單即享九折。',
    ),
    terms: sentences(
      t('Valid on your first Blush order only, once per customer.', 'Hanya berlaku untuk pesanan pertama Anda di Blush, satu kali per pelanggan.', 'ใช้ได้กับคำสั่งซื้อแรกที่ Blush เท่านั้น หนึ่งครั้งต่อลูกค้าหนึ่งท่าน', '僅限您在 Blush 的首筆訂單使用，每位顧客限用一次。'),
      EXCLUSIONS,
      ONE_CODE,
    ),
  },
  {
    code: PROMO_CODES.percentMin,
    kind: 'percentage',
    percent: 15,
    minSpend: threshold(2),
    title: t('15% off your beauty haul', 'Diskon 15% untuk belanja kecantikan Anda', 'ลด 15% สำหรับช้อปความงามของคุณ', '美妝滿額享 85 折'),
    details: t(
      'Stock up on your favourites: enter BLUSH15 for 15% off when you reach the minimum spend.',
      'Borong produk favorit Anda: masukkan BLUSH15 untuk diskon 15% saat belanja Anda mencapai minimum pembelian.',
      'ตุนของโปรดให้เต็มที่ ใส่โค้ด BLUSH15 รับส่วนลด 15% เมื่อยอดซื้อถึงขั้นต่ำ',
      '囤好心頭愛：訂單滿最低消費金額，輸入 BLUSH15 即享 85 折。',
    ),
    terms: sentences(MIN_SPEND_VARIES, EXCLUSIONS, ONE_CODE),
  },
  {
    code: PROMO_CODES.fixed,
    kind: 'fixed',
    amounts: SAVE10_AMOUNTS,
    minSpend: perCountry((c) => SAVE10_AMOUNTS[c] * 5),
    title: t('Instant savings on your order', 'Hemat langsung untuk pesanan Anda', 'ส่วนลดทันทีสำหรับคำสั่งซื้อของคุณ', '訂單立減優惠'),
    details: t(
      'Enter SAVE10 for a fixed amount off when you reach the minimum spend.',
      'Masukkan SAVE10 untuk potongan harga tetap saat belanja Anda mencapai minimum pembelian.',
      'ใส่โค้ด SAVE10 รับส่วนลดตามจำนวนที่กำหนดเมื่อยอดซื้อถึงขั้นต่ำ',
      '訂單滿最低消費金額，輸入 SAVE10 即可立減固定金額。',
    ),
    terms: sentences(
      t(
        'The amount off and the minimum spend vary by country. The saving is shared across your eligible items and never exceeds their value.',
        'Besar potongan dan minimum pembelian berbeda di setiap negara. Potongan dibagi ke seluruh produk yang berlaku dan tidak melebihi nilainya.',
        'จำนวนส่วนลดและยอดซื้อขั้นต่ำแตกต่างกันในแต่ละประเทศ ส่วนลดจะเฉลี่ยไปยังสินค้าที่ร่วมรายการและไม่เกินมูลค่าของสินค้านั้น',
        '立減金額與最低消費因國家/地區而異。優惠按比例分攤至適用商品，且不超過其金額。',
      ),
      EXCLUSIONS,
      ONE_CODE,
    ),
  },
  {
    code: PROMO_CODES.freeShipping,
    kind: 'free_shipping',
    title: t('Free standard shipping', 'Gratis ongkir pengiriman standar', 'จัดส่งมาตรฐานฟรี', '標準送貨免運費'),
    details: t(
      'Enter FREESHIP for free standard shipping on any order, no minimum spend.',
      'Masukkan FREESHIP untuk gratis ongkir pengiriman standar tanpa minimum pembelian.',
      'ใส่โค้ด FREESHIP รับสิทธิ์จัดส่งมาตรฐานฟรีทุกคำสั่งซื้อ ไม่มีขั้นต่ำ',
      '輸入 FREESHIP，任意訂單均享標準送貨免運費，無最低消費。',
    ),
    terms: sentences(
      t(
        'Applies to standard home delivery only; express delivery is charged as usual.',
        'Hanya berlaku untuk pengiriman standar ke alamat; pengiriman ekspres dikenakan biaya seperti biasa.',
        'ใช้ได้กับการจัดส่งมาตรฐานถึงบ้านเท่านั้น การจัดส่งด่วนคิดค่าบริการตามปกติ',
        '僅適用於標準送貨上門，特快送貨照常收費。',
      ),
      ONE_CODE,
    ),
  },
  {
    code: PROMO_CODES.gift,
    kind: 'gift',
    giftMax: 2,
    minSpend: threshold(1),
    startsIn: -14,
    gifts: GLOW_GIFTS,
    title: t('Choose 2 free deluxe minis', 'Pilih 2 mini deluxe gratis', 'เลือกรับมินิขนาดดีลักซ์ฟรี 2 ชิ้น', '任選 2 件豪華迷你裝贈品'),
    details: t(
      'Enter GLOWGIFT when you reach the minimum spend and pick two deluxe minis to try, on us.',
      'Masukkan GLOWGIFT saat belanja Anda mencapai minimum pembelian, lalu pilih dua mini deluxe gratis untuk dicoba.',
      'ใส่โค้ด GLOWGIFT เมื่อยอดซื้อถึงขั้นต่ำ แล้วเลือกมินิขนาดดีลักซ์ 2 ชิ้นไปลองฟรี',
      '訂單滿最低消費金額時輸入 GLOWGIFT，即可免費挑選兩件豪華迷你裝試用。',
    ),
    terms: sentences(WHILE_STOCKS_LAST, MIN_SPEND_VARIES, ONE_CODE),
  },
  {
    code: PROMO_CODES.brand,
    kind: 'percentage',
    percent: 20,
    brands: LIPLOVE_BRANDS,
    countries: ['SG', 'MY', 'AU'],
    title: t('Lip love: 20% off Charlotte Tilbury and Rare Beauty', 'Lip love: diskon 20% untuk Charlotte Tilbury dan Rare Beauty', 'Lip love: ลด 20% สำหรับ Charlotte Tilbury และ Rare Beauty', 'Lip love：Charlotte Tilbury 與 Rare Beauty 享 8 折'),
    details: t(
      'Enter LIPLOVE for 20% off everything from Charlotte Tilbury and Rare Beauty, from lipstick to blush.',
      'Masukkan LIPLOVE untuk diskon 20% semua produk Charlotte Tilbury dan Rare Beauty, dari lipstik hingga perona pipi.',
      'ใส่โค้ด LIPLOVE รับส่วนลด 20% ทุกรายการจาก Charlotte Tilbury และ Rare Beauty ตั้งแต่ลิปสติกจนถึงบลัชออน',
      '輸入 LIPLOVE，Charlotte Tilbury 與 Rare Beauty 全線商品享 8 折，從口紅到腮紅一網打盡。',
    ),
    terms: sentences(
      t(
        'Valid on Charlotte Tilbury and Rare Beauty products only, in Singapore, Malaysia and Australia.',
        'Hanya berlaku untuk produk Charlotte Tilbury dan Rare Beauty, di Singapura, Malaysia, dan Australia.',
        'ใช้ได้เฉพาะสินค้า Charlotte Tilbury และ Rare Beauty ในสิงคโปร์ มาเลเซีย และออสเตรเลียเท่านั้น',
        '僅適用於 Charlotte Tilbury 與 Rare Beauty 商品，限新加坡、馬來西亞及澳洲。',
      ),
      EXCLUSIONS,
      ONE_CODE,
    ),
  },
  {
    code: null,
    kind: 'gift',
    giftMax: 1,
    minSpend: threshold(1.5),
    gifts: TOTE_GIFTS,
    title: t('Spend more, get a free Blush tote', 'Belanja lebih, gratis tote Blush', 'ช้อปครบ รับกระเป๋าโท้ท Blush ฟรี', '滿額即送 Blush 托特包'),
    details: t(
      'Reach the minimum spend and choose a free Blush tote for your beauty haul. No code needed.',
      'Capai minimum pembelian dan pilih tas tote Blush gratis untuk belanjaan kecantikan Anda. Tanpa kode.',
      'ช้อปครบยอดขั้นต่ำ เลือกรับกระเป๋าโท้ท Blush ฟรีไว้ใส่ของความงาม ไม่ต้องใช้โค้ด',
      '訂單滿最低消費金額，即可免費選擇一款 Blush 托特包裝下您的美妝好物，無需優惠碼。',
    ),
    terms: sentences(
      t('One tote per order.', 'Satu tote per pesanan.', 'หนึ่งใบต่อคำสั่งซื้อ', '每筆訂單限領一個。'),
      WHILE_STOCKS_LAST,
      MIN_SPEND_VARIES,
    ),
  },
  {
    code: null,
    kind: 'bundle',
    percent: 15,
    bundleOf: ['skincare/cleanse/cleansers', 'skincare/treat/serums', 'skincare/moisturise/moisturisers'],
    title: t('Cleanse & Glow routine', 'Rutinitas Cleanse & Glow', 'รูทีน Cleanse & Glow', '潔淨煥亮護膚組合'),
    details: t(
      'A cleanser, a serum and a moisturiser for a fresh, glowing routine: buy the three together and save 15% on every set.',
      'Pembersih, serum, dan pelembap untuk rutinitas kulit segar dan bercahaya: beli ketiganya sekaligus dan hemat 15% untuk setiap set.',
      'คลีนเซอร์ เซรั่ม และมอยส์เจอไรเซอร์ เพื่อผิวสดใสเปล่งปลั่ง ซื้อครบทั้งสามชิ้นประหยัด 15% ทุกเซ็ต',
      '潔面、精華與面霜，打造清爽煥亮的護膚步驟：三件同購，每套立省 15%。',
    ),
    terms: BUNDLE_TERMS,
  },
  {
    code: null,
    kind: 'bundle',
    percent: 20,
    bundleOf: ['makeup/lips/lip-liner', 'makeup/lips/lipstick'],
    title: t('Perfect pout lip duo', 'Duo bibir sempurna', 'ดูโอ้ริมฝีปากสวยสมบูรณ์แบบ', '完美雙唇組合'),
    details: t(
      'Line, then colour: buy the lip liner and the lipstick together and save 20% on every pair.',
      'Garis dulu, lalu warnai: beli pensil bibir dan lipstik sekaligus dan hemat 20% untuk setiap pasang.',
      'วาดขอบปากแล้วเติมสี ซื้อลิปไลเนอร์และลิปสติกคู่กัน ประหยัด 20% ทุกคู่',
      '先勾唇線，再上唇色：唇線筆與口紅同購，每對立省 20%。',
    ),
    terms: BUNDLE_TERMS,
  },
  {
    code: PROMO_CODES.expired,
    kind: 'percentage',
    percent: 5,
    startsIn: -30,
    endsIn: -7,
    listed: false,
    title: t('Flash sale: 5% off everything', 'Flash sale: diskon 5% untuk semua produk', 'แฟลชเซล: ลด 5% ทุกรายการ', '限時閃購：全場 95 折'),
    details: t(
      'Our weekend flash sale code: 5% off sitewide.',
      'Kode flash sale akhir pekan kami: diskon 5% untuk semua produk.',
      'โค้ดแฟลชเซลสุดสัปดาห์ ลด 5% ทั้งเว็บไซต์',
      '週末限時閃購優惠碼：全場 95 折。',
    ),
    terms: sentences(t('Valid for a limited time only.', 'Hanya berlaku dalam waktu terbatas.', 'ใช้ได้ในระยะเวลาจำกัดเท่านั้น', '僅限活動期間使用。'), EXCLUSIONS, ONE_CODE),
  },
  {
    code: PROMO_CODES.notYet,
    kind: 'percentage',
    percent: 12,
    startsIn: 14,
    endsIn: 21,
    listed: false,
    title: t('Payday treat: 12% off', 'Promo gajian: diskon 12%', 'โปรเงินเดือนออก: ลด 12%', '發薪日福利：全場 88 折'),
    details: t(
      'Coming soon: 12% off sitewide to celebrate payday.',
      'Segera hadir: diskon 12% untuk semua produk merayakan hari gajian.',
      'เร็ว ๆ นี้: ลด 12% ทั้งเว็บไซต์ ฉลองเงินเดือนออก',
      '即將開啟：發薪日全場 88 折。',
    ),
    terms: sentences(t('Valid during the payday week only.', 'Hanya berlaku selama minggu gajian.', 'ใช้ได้เฉพาะสัปดาห์เงินเดือนออกเท่านั้น', '僅限發薪週內使用。'), EXCLUSIONS, ONE_CODE),
  },
  {
    code: PROMO_CODES.oneUse,
    kind: 'percentage',
    percent: 10,
    usageLimit: 1,
    listed: false,
    title: t('Exclusive single-use code: 10% off', 'Kode eksklusif sekali pakai: diskon 10%', 'โค้ดพิเศษใช้ได้ครั้งเดียว: ลด 10%', '專屬一次性優惠碼：享九折'),
    details: t(
      'A one-time code from our customer care team, for 10% off your order.',
      'Kode sekali pakai dari tim layanan pelanggan kami, untuk diskon 10% pada pesanan Anda.',
      'โค้ดใช้ครั้งเดียวจากทีมดูแลลูกค้าของเรา รับส่วนลด 10% สำหรับคำสั่งซื้อของคุณ',
      '由客服團隊提供的一次性優惠碼，訂單享九折。',
    ),
    terms: sentences(t('This code can be redeemed once in total.', 'Kode ini hanya dapat ditukarkan satu kali.', 'โค้ดนี้ใช้ได้เพียงครั้งเดียวเท่านั้น', '此優惠碼僅可使用一次。'), EXCLUSIONS),
  },
];

interface Found {
  productId: number;
  variantId: number;
  name: Translated;
}

/**
 * The first variant of the first product (lowest id), published and not coming soon, in a
 * category or below it (any category when null), of a brand when given, not in `used`. With
 * `everywhere`, only a discountable product, not app exclusive, whose first variant is sold and in
 * stock in every country.
 */
async function findProduct(db: Db, category: string | null, options: { brand?: string; used: ReadonlySet<number>; everywhere?: boolean }): Promise<Found | undefined> {
  const conditions: SQL[] = [sql`p.published`, sql`not ('coming_soon' = any(p.badges))`];
  if (category) conditions.push(sql`(tree.path = ${category} or tree.path like ${`${category}/%`})`);
  if (options.brand) conditions.push(sql`b.slug = ${options.brand}`);
  if (options.used.size) conditions.push(sql`p.id not in (${sql.join([...options.used].map((id) => sql`${id}`), sql`, `)})`);
  if (options.everywhere) {
    // A bundle goes into a web bag: none of its products may be sold only in the app.
    conditions.push(sql`not p.non_discountable`, sql`not ('app_exclusive' = any(p.badges))`);
    conditions.push(sql`(select count(distinct vm.country) from variant_markets vm where vm.variant_id = v.id and vm.available and vm.stock > 0 and vm.price > 0) = ${COUNTRY_CODES.length}`);
  }
  const [row] = await queryRows<{ product_id: number; variant_id: number; name: Translated }>(db, sql`
    with recursive tree as (
      select id, slug::text as path from categories where parent_id is null
      union all
      select c.id, tree.path || '/' || c.slug from categories c join tree on c.parent_id = tree.id
    )
    select p.id as product_id, v.id as variant_id, p.name
    from products p
    join brands b on b.id = p.brand_id
    join tree on tree.id = p.category_id
    join lateral (select id from variants where product_id = p.id order by position, id limit 1) v on true
    where ${sql.join(conditions, sql` and `)}
    order by p.id
    limit 1`);
  return row ? { productId: Number(row.product_id), variantId: Number(row.variant_id), name: row.name } : undefined;
}

/** A gift or sample's product: the wanted brand in the category, any brand there, else any product; and whether it is from the category. */
async function itemProduct(db: Db, from: Source, used: Set<number>): Promise<{ found: Found; inCategory: boolean } | undefined> {
  const inCategory = (from.brand ? await findProduct(db, from.category, { brand: from.brand, used }) : undefined) ?? (await findProduct(db, from.category, { used }));
  const found = inCategory ?? (await findProduct(db, null, { used }));
  if (!found) return undefined;
  used.add(found.productId);
  return { found, inCategory: inCategory !== undefined };
}

async function itemRow(db: Db, seed: ItemSeed, used: Set<number>) {
  const item = await itemProduct(db, seed.from, used);
  if (!item) return undefined;
  return {
    variantId: item.found.variantId,
    label: seed.name && item.inCategory ? seed.name : join(seed.kind, item.found.name),
    stock: seed.stock,
  };
}

/** A bundle's products: one per category (else from its parent, then its department), sold and in stock everywhere. */
async function bundleProducts(db: Db, categories: readonly string[], used: Set<number>): Promise<number[]> {
  const ids: number[] = [];
  for (const category of categories) {
    const parts = category.split('/');
    let found: Found | undefined;
    for (let depth = parts.length; depth > 0 && !found; depth--) {
      found = await findProduct(db, parts.slice(0, depth).join('/'), { used, everywhere: true });
    }
    if (!found) continue;
    used.add(found.productId);
    ids.push(found.productId);
  }
  return ids;
}

/** Seed the demo promotions, their gifts and the free samples once. Returns the rows inserted. */
export async function seedPromotions(db: Db, now: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ id: promotions.id }).from(promotions).limit(1);
  if (existing) return 0;
  const brandIds = new Map(
    (await queryRows<{ id: number; slug: string }>(db, sql`select id, slug from brands`)).map((b) => [b.slug, Number(b.id)]),
  );
  const [anyProduct] = await queryRows<{ id: number }>(db, sql`select id from products limit 1`);
  if (!anyProduct) return 0;
  return db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const used = new Set<number>();
    let inserted = 0;
    for (const [index, seed] of PROMOTION_SEEDS.entries()) {
      const brandList = seed.brands?.map((slug) => brandIds.get(slug)).filter((id): id is number => id !== undefined);
      if (seed.brands && !brandList?.length) continue;
      const productIds = seed.bundleOf ? await bundleProducts(database, seed.bundleOf, used) : undefined;
      if (productIds && productIds.length < 2) continue;
      const gifts = [];
      for (const gift of seed.gifts ?? []) {
        const row = await itemRow(database, gift, used);
        if (row) gifts.push(row);
      }
      if (seed.kind === 'gift' && gifts.length === 0) continue;
      const [promotion] = await database
        .insert(promotions)
        .values({
          code: seed.code,
          kind: seed.kind,
          title: seed.title,
          details: seed.details,
          terms: seed.terms,
          percent: seed.percent ?? null,
          amounts: seed.amounts ?? null,
          minSpend: seed.minSpend ?? null,
          firstOrderOnly: seed.firstOrderOnly ?? false,
          productIds: productIds ?? null,
          brandIds: brandList ?? null,
          countries: seed.countries ?? null,
          startsAt: seed.startsIn === undefined ? null : at(now, seed.startsIn),
          endsAt: seed.endsIn === undefined ? null : at(now, seed.endsIn),
          usageLimit: seed.usageLimit ?? null,
          perCustomerLimit: seed.perCustomerLimit ?? null,
          giftMax: seed.giftMax ?? null,
          listed: seed.listed ?? true,
          active: true,
          position: (index + 1) * 10,
        })
        .returning({ id: promotions.id });
      inserted++;
      if (gifts.length) {
        await database.insert(promotionGifts).values(gifts.map((g, i) => ({ ...g, promotionId: promotion!.id, position: (i + 1) * 10 })));
        inserted += gifts.length;
      }
    }
    const sampleRows: Array<typeof samples.$inferInsert> = [];
    for (const [index, seed] of SAMPLE_SEEDS.entries()) {
      const row = await itemRow(database, seed, used);
      if (row) sampleRows.push({ ...row, countries: seed.countries ?? null, active: true, position: (index + 1) * 10 });
    }
    if (sampleRows.length) await database.insert(samples).values(sampleRows);
    return inserted + sampleRows.length;
  });
}
