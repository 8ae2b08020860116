/**
 * Beauty Pass (product guide §3, §4, §6, §9): tier thresholds per country, earning rules, point sources
 * with their descriptions, perks, reward groups, and the tier status (progress and the tier
 * messages of §4) as a pure function of a member's spend, so the API and tests agree on every
 * number. Money is in the currency's minor unit.
 */
import { TIERS, type Tier } from './account.ts';
import { type CountryCode, type Language, MARKETS, RETAILER_BRAND } from './markets.ts';

type Messages = Readonly<Record<Language, string>>;

/**
 * Qualifying spend over a rolling 12 months that reaches each tier, per country, in minor units
 * of the country's currency. Pink is where every member starts.
 */
export const TIER_THRESHOLDS: Readonly<Record<CountryCode, Readonly<Record<Exclude<Tier, 'pink'>, number>>>> = {
  AU: { white: 300_00, black: 1_000_00, gold: 2_500_00 },
  HK: { white: 1_800_00, black: 6_000_00, gold: 15_000_00 },
  ID: { white: 3_000_000_00, black: 10_000_000_00, gold: 25_000_000_00 },
  MY: { white: 800_00, black: 2_500_00, gold: 6_000_00 },
  NZ: { white: 300_00, black: 1_000_00, gold: 2_500_00 },
  PH: { white: 12_000_00, black: 40_000_00, gold: 100_000_00 },
  SG: { white: 300_00, black: 1_000_00, gold: 2_500_00 },
  TH: { white: 7_000_00, black: 25_000_00, gold: 60_000_00 },
};

export function tierThreshold(country: CountryCode, tier: Tier): number {
  return tier === 'pink' ? 0 : TIER_THRESHOLDS[country][tier];
}

/** The tier a qualifying spend reaches in a country. */
export function tierForSpend(country: CountryCode, spend: number): Tier {
  let reached: Tier = 'pink';
  for (const tier of TIERS) if (spend >= tierThreshold(country, tier)) reached = tier;
  return reached;
}

export function nextTier(tier: Tier): Tier | null {
  return TIERS[TIERS.indexOf(tier) + 1] ?? null;
}

export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

/** Purchase points: one point per `spendPerPoint` minor units spent, times the tier's multiplier. */
export const POINTS_EARNING: Readonly<Record<CountryCode, { spendPerPoint: number }>> = {
  AU: { spendPerPoint: 1_00 },
  HK: { spendPerPoint: 5_00 },
  ID: { spendPerPoint: 10_000_00 },
  MY: { spendPerPoint: 3_00 },
  NZ: { spendPerPoint: 1_00 },
  PH: { spendPerPoint: 50_00 },
  SG: { spendPerPoint: 1_00 },
  TH: { spendPerPoint: 25_00 },
};
export const TIER_POINTS_MULTIPLIER: Readonly<Record<Tier, number>> = { pink: 1, white: 1, black: 1.25, gold: 1.5 };

/** Points a purchase of `amount` (minor units, the country's currency) earns at a tier. */
export function purchasePoints(country: CountryCode, amount: number, tier: Tier): number {
  return Math.floor(Math.floor(Math.max(0, amount) / POINTS_EARNING[country].spendPerPoint) * TIER_POINTS_MULTIPLIER[tier]);
}

/** Fixed awards, each given at most once per member (birthday points: once a year). */
export const POINT_AWARDS = {
  registration: 100,
  completed_beauty_profile: 50,
  published_review: 20,
  downloaded_mobile_app: 100,
  referred_mobile_app: 200,
  birthday_points: 200,
} as const;

/** product guide §9: points expire after 18 months without a purchase or redemption. */
export const POINTS_EXPIRY_MONTHS = 18;
/** product guide §9: purchase points become available up to 3 working days after delivery. */
export const POINTS_RELEASE_WORKING_DAYS = 3;
/** A tier holds for 12 months from when it was reached or last kept; then it is reviewed. */
export const TIER_TERM_MONTHS = 12;
/** The downgrade warning shows in the last 60 days before the review. */
export const DOWNGRADE_WARNING_DAYS = 60;
/** "Just upgraded" and "just downgraded" show for 30 days after the change. */
export const TIER_CHANGE_NOTICE_DAYS = 30;

/** product guide §3 point-log sources. */
export const REGISTRATION_SOURCE = `registration_of_${RETAILER_BRAND}_account` as const;
export const POINT_SOURCES = [
  'manual_points_adjustment',
  'level_redemption',
  'expired_points',
  'survey_points',
  'used_points',
  REGISTRATION_SOURCE,
  'loyalty_points',
  'online_review',
  'published_review',
  'completed_beauty_profile',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'bonus_points',
  'purchase_points',
  'purchase_points_with_order_number',
  'product_review_with_name',
] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** Descriptions of point-log rows; `{order}`, `{product}`, `{reward}` are filled from the row. */
export const POINT_SOURCE_TEXT: Readonly<Record<PointSource, Messages>> = {
  manual_points_adjustment: { en: 'Points adjustment by Blush', id: 'Penyesuaian poin oleh Blush', th: 'ปรับคะแนนโดย Blush', zh: 'Blush 積分調整' },
  level_redemption: { en: 'Tier reward redeemed', id: 'Hadiah tingkat ditukar', th: 'แลกของรางวัลตามระดับ', zh: '兌換等級禮遇' },
  expired_points: { en: 'Points expired', id: 'Poin kedaluwarsa', th: 'คะแนนหมดอายุ', zh: '積分過期' },
  survey_points: { en: 'Survey completed', id: 'Survei diselesaikan', th: 'ทำแบบสอบถามแล้ว', zh: '完成問卷' },
  used_points: { en: 'Points used for {reward}', id: 'Poin digunakan untuk {reward}', th: 'ใช้คะแนนแลก {reward}', zh: '積分用於兌換 {reward}' },
  [REGISTRATION_SOURCE]: { en: 'Welcome to Beauty Pass', id: 'Selamat datang di Beauty Pass', th: 'ยินดีต้อนรับสู่ Beauty Pass', zh: '歡迎加入 Beauty Pass' },
  loyalty_points: { en: 'Beauty Pass points', id: 'Poin Beauty Pass', th: 'คะแนน Beauty Pass', zh: 'Beauty Pass 積分' },
  online_review: { en: 'Review written online', id: 'Ulasan ditulis secara online', th: 'เขียนรีวิวออนไลน์', zh: '網上撰寫評價' },
  published_review: { en: 'Review published', id: 'Ulasan dipublikasikan', th: 'รีวิวได้รับการเผยแพร่', zh: '評價已發佈' },
  completed_beauty_profile: { en: 'Beauty profile completed', id: 'Profil kecantikan dilengkapi', th: 'กรอกโปรไฟล์ความงามครบ', zh: '完成美妝檔案' },
  downloaded_mobile_app: { en: 'Blush app downloaded', id: 'Aplikasi Blush diunduh', th: 'ดาวน์โหลดแอป Blush', zh: '下載 Blush App' },
  referred_mobile_app: { en: 'A friend joined through your app referral', id: 'Teman bergabung lewat referensi aplikasi Anda', th: 'เพื่อนสมัครผ่านการแนะนำในแอปของคุณ', zh: '好友透過您的App 推薦加入' },
  bonus_points: { en: 'Bonus points', id: 'Poin bonus', th: 'คะแนนโบนัส', zh: '獎勵積分' },
  purchase_points: { en: 'Purchase', id: 'Pembelian', th: 'การซื้อสินค้า', zh: '購物' },
  purchase_points_with_order_number: { en: 'Purchase, order {order}', id: 'Pembelian, pesanan {order}', th: 'การซื้อสินค้า คำสั่งซื้อ {order}', zh: '購物，訂單 {order}' },
  product_review_with_name: { en: 'Review of {product}', id: 'Ulasan untuk {product}', th: 'รีวิว {product}', zh: '評價 {product}' },
};

/** Sources a client may report (the app, through `loyalty/app-events`); every other source is the shop's own. */
export const APP_EVENT_SOURCES = ['downloaded_mobile_app', 'referred_mobile_app'] as const;

/** product guide §3 beauty-perk gifts. */
export const PERK_KINDS = ['ten_percent_off', 'welcome_voucher', 'birthday_voucher', 'gold_welcome', 'birthday_points', 'staff_discount', 'others'] as const;
export type PerkKind = (typeof PERK_KINDS)[number];

export const PERK_TEXT: Readonly<Record<PerkKind, { name: Messages; detail: Messages }>> = {
  ten_percent_off: {
    name: { en: '10% off', id: 'Diskon 10%', th: 'ส่วนลด 10%', zh: '九折優惠' },
    detail: { en: '10% off one order.', id: 'Diskon 10% untuk satu pesanan.', th: 'ส่วนลด 10% สำหรับหนึ่งคำสั่งซื้อ', zh: '單筆訂單享九折。' },
  },
  welcome_voucher: {
    name: { en: 'Welcome voucher', id: 'Voucher selamat datang', th: 'บัตรกำนัลต้อนรับ', zh: '迎新禮券' },
    detail: { en: '10% off your first order as a member.', id: 'Diskon 10% untuk pesanan pertama Anda sebagai anggota.', th: 'ส่วนลด 10% สำหรับคำสั่งซื้อแรกในฐานะสมาชิก', zh: '會員首單享九折。' },
  },
  birthday_voucher: {
    name: { en: 'Birthday gift', id: 'Hadiah ulang tahun', th: 'ของขวัญวันเกิด', zh: '生日禮' },
    detail: { en: 'A birthday gift with any purchase in your birthday month.', id: 'Hadiah ulang tahun untuk setiap pembelian di bulan ulang tahun Anda.', th: 'รับของขวัญวันเกิดเมื่อซื้อสินค้าใดก็ได้ในเดือนเกิดของคุณ', zh: '生日當月任意消費即可獲贈生日禮。' },
  },
  gold_welcome: {
    name: { en: 'Gold welcome gift', id: 'Hadiah selamat datang Gold', th: 'ของขวัญต้อนรับระดับ Gold', zh: 'Gold 迎賓禮' },
    detail: { en: 'A welcome gift for reaching Gold, with your next order.', id: 'Hadiah selamat datang karena mencapai Gold, bersama pesanan berikutnya.', th: 'ของขวัญต้อนรับเมื่อขึ้นสู่ระดับ Gold พร้อมคำสั่งซื้อถัดไป', zh: '晉升 Gold 的迎賓禮，隨下一筆訂單送出。' },
  },
  birthday_points: {
    name: { en: 'Birthday points', id: 'Poin ulang tahun', th: 'คะแนนวันเกิด', zh: '生日積分' },
    detail: { en: 'Bonus points in your birthday month.', id: 'Poin bonus di bulan ulang tahun Anda.', th: 'คะแนนโบนัสในเดือนเกิดของคุณ', zh: '生日當月的獎勵積分。' },
  },
  staff_discount: {
    name: { en: 'Staff discount', id: 'Diskon karyawan', th: 'ส่วนลดพนักงาน', zh: '員工折扣' },
    detail: { en: '30% off all items and 45% off Blush Collection.', id: 'Diskon 30% untuk semua produk dan 45% untuk Blush Collection.', th: 'ส่วนลด 30% ทุกรายการ และ 45% สำหรับ Blush Collection', zh: '全場七折，Blush Collection 五五折。' },
  },
  others: {
    name: { en: 'Member gift', id: 'Hadiah anggota', th: 'ของขวัญสมาชิก', zh: '會員禮' },
    detail: { en: 'A gift for Beauty Pass members.', id: 'Hadiah untuk anggota Beauty Pass.', th: 'ของขวัญสำหรับสมาชิก Beauty Pass', zh: '贈予 Beauty Pass 會員的禮物。' },
  },
};

/** product guide §9: rewards are grouped under 499 points and 500 points and above. */
export const REWARD_GROUPS = ['under_500', 'from_500'] as const;
export type RewardGroup = (typeof REWARD_GROUPS)[number];
export const rewardGroup = (points: number): RewardGroup => (points <= 499 ? 'under_500' : 'from_500');

// ---------------------------------------------------------------------------------------------
// Dates (YYYY-MM-DD, in the country's time zone)

export function localDate(country: CountryCode, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[country].timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Add months, clamping to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return fromUtc(first);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The date `days` working days (Monday to Friday) after `date`. Public holidays are not counted out. */
export function addWorkingDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = toUtc(current).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return current;
}

// ---------------------------------------------------------------------------------------------
// Tier status and the tier messages of product guide §4

export type TierMessage =
  | { kind: 'just_upgraded'; tier: Tier; since: string }
  | { kind: 'just_downgraded'; tier: Tier; from: Tier; since: string }
  | { kind: 'in_progress'; next: Tier; amountNeeded: number; reviewDate: string }
  | { kind: 'downgrade_warning'; tier: Tier; daysLeft: number; amountNeeded: number; before: string }
  | { kind: 'keep_tier'; tier: Tier; until: string }
  | { kind: 'max_tier'; until: string };

export interface TierInput {
  country: CountryCode;
  tier: Tier;
  /** Date the tier was reached or last kept (YYYY-MM-DD). */
  tierSince: string;
  /** The tier before the last change, and when it changed; null when never changed. */
  lastChange: { from: Tier; to: Tier; on: string } | null;
  /** Qualifying spend of the last 12 months up to today. */
  spend12m: number;
  /** Qualifying spend that counts at the review (purchases after the review date minus 12 months). */
  spendTowardsReview: number;
  today: string;
}

export interface TierStatus {
  tier: Tier;
  next: Tier | null;
  /** The next tier's threshold, and how far the 12-month spend is towards it (0–1). */
  nextThreshold: number | null;
  progress: number;
  amountToNext: number;
  reviewDate: string;
  message: TierMessage;
}

/**
 * Where a member stands: the tier holds until its review date (12 months after it was reached or
 * kept). Shown first: a change in the last 30 days (just upgraded or downgraded); then, in the last
 * 60 days before the review, a downgrade warning (days left, spend needed before the date) when
 * the spend that counts at the review is short of the tier, or "keep tier" when it is reached
 * (for Gold "max tier"); Gold otherwise shows "max tier"; every other tier its progress towards
 * the next.
 */
export function tierStatus(input: TierInput): TierStatus {
  const { country, tier, today } = input;
  const next = nextTier(tier);
  const nextThreshold = next ? tierThreshold(country, next) : null;
  const progress = nextThreshold ? Math.min(1, input.spend12m / nextThreshold) : 1;
  const amountToNext = nextThreshold ? Math.max(0, nextThreshold - input.spend12m) : 0;
  const reviewDate = addMonths(input.tierSince, TIER_TERM_MONTHS);
  const base = { tier, next, nextThreshold, progress, amountToNext, reviewDate };

  const change = input.lastChange;
  if (change && daysBetween(change.on, today) < TIER_CHANGE_NOTICE_DAYS) {
    const message: TierMessage =
      tierRank(change.to) > tierRank(change.from)
        ? { kind: 'just_upgraded', tier: change.to, since: change.on }
        : { kind: 'just_downgraded', tier: change.to, from: change.from, since: change.on };
    return { ...base, message };
  }
  const keepAmount = tierThreshold(country, tier);
  const kept = input.spendTowardsReview >= keepAmount;
  const daysLeft = daysBetween(today, reviewDate);
  if (tier !== 'pink' && daysLeft <= DOWNGRADE_WARNING_DAYS) {
    if (!kept) {
      return { ...base, message: { kind: 'downgrade_warning', tier, daysLeft: Math.max(0, daysLeft), amountNeeded: keepAmount - input.spendTowardsReview, before: reviewDate } };
    }
    const until = addMonths(reviewDate, TIER_TERM_MONTHS);
    return { ...base, message: tier === 'gold' ? { kind: 'max_tier', until } : { kind: 'keep_tier', tier, until } };
  }
  if (!next) return { ...base, message: { kind: 'max_tier', until: kept ? addMonths(reviewDate, TIER_TERM_MONTHS) : reviewDate } };
  return { ...base, message: { kind: 'in_progress', next, amountNeeded: amountToNext, reviewDate } };
}

/**
 * The tier after a review on its review date: kept (a new 12-month term) when the spend that
 * counts reaches it, else the tier the 12-month spend reaches.
 */
export function tierAtReview(country: CountryCode, tier: Tier, spendTowardsReview: number): Tier {
  return spendTowardsReview >= tierThreshold(country, tier) ? tier : tierForSpend(country, spendTowardsReview);
}
