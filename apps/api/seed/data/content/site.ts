/** Demo site content: the layout (promo bar, footer, remote config), the overlay, a banner, segments. */
import type { Translated } from '@blush/shared/catalog';
import type { ContentDocumentInput } from '@blush/shared/content';
import type { CountryCode } from '@blush/shared/markets';
import { link, t } from './text.ts';

export interface SiteSeed {
  key: string;
  type: 'layout' | 'overlay' | 'banner';
  published: ContentDocumentInput | null;
  draft?: ContentDocumentInput;
}

export const SEGMENTS: ReadonlyArray<{ key: string; name: Translated; description: Translated }> = [
  {
    key: 'gold_members',
    name: t('Beauty Pass Gold', 'Beauty Pass Gold', 'Beauty Pass Gold', 'Beauty Pass Gold 会员'),
    description: t('Members in the Gold tier', 'Anggota tingkat Gold', 'สมาชิกระดับ Gold', 'Gold 等级会员'),
  },
  {
    key: 'black_members',
    name: t('Beauty Pass Black', 'Beauty Pass Black', 'Beauty Pass Black', 'Beauty Pass Black 会员'),
    description: t('Members in the Black tier', 'Anggota tingkat Black', 'สมาชิกระดับ Black', 'Black 等级会员'),
  },
  {
    key: 'white_members',
    name: t('Beauty Pass White', 'Beauty Pass White', 'Beauty Pass White', 'Beauty Pass White 会员'),
    description: t('Members in the White tier', 'Anggota tingkat White', 'สมาชิกระดับ White', 'White 等级会员'),
  },
  {
    key: 'pink_members',
    name: t('Beauty Pass Pink', 'Beauty Pass Pink', 'Beauty Pass Pink', 'Beauty Pass Pink 会员'),
    description: t('Members in the Pink tier', 'Anggota tingkat Pink', 'สมาชิกระดับ Pink', 'Pink 等级会员'),
  },
  {
    key: 'new_customers',
    name: t('New customers', 'Pelanggan baru', 'ลูกค้าใหม่', '新顾客'),
    description: t('No order placed yet', 'Belum pernah memesan', 'ยังไม่เคยสั่งซื้อ', '尚未下过订单'),
  },
  {
    key: 'app_users',
    name: t('App users', 'Pengguna aplikasi', 'ผู้ใช้แอป', '应用用户'),
    description: t('Signed in to the Blush app in the last 90 days', 'Masuk ke aplikasi Blush dalam 90 hari terakhir', 'เข้าสู่ระบบแอป Blush ภายใน 90 วันที่ผ่านมา', '过去 90 天内登录过 Blush 应用'),
  },
  {
    key: 'staff',
    name: t('Staff', 'Staf', 'พนักงาน', '员工'),
    description: t('Blush employees (staff discount)', 'Karyawan Blush (diskon staf)', 'พนักงาน Blush (ส่วนลดพนักงาน)', 'Blush 员工（员工折扣）'),
  },
];

const PROMO_MESSAGES = [
  {
    id: 'free-shipping',
    text: t(
      'Free standard shipping on orders over {free_shipping_threshold}',
      'Gratis ongkir standar untuk pesanan di atas {free_shipping_threshold}',
      'จัดส่งฟรีแบบมาตรฐานเมื่อสั่งซื้อครบ {free_shipping_threshold}',
      '订单满 {free_shipping_threshold} 享免费标准配送',
    ),
  },
  {
    id: 'samples',
    text: t('Free samples with every order', 'Sampel gratis di setiap pesanan', 'รับตัวอย่างสินค้าฟรีทุกคำสั่งซื้อ', '每笔订单均附赠免费试用装'),
    href: '/pages/beauty-edit',
  },
  {
    id: 'lunar-new-year',
    text: t('Lunar New Year gifts are here', 'Hadiah Tahun Baru Imlek sudah hadir', 'ของขวัญตรุษจีนมาแล้ว', '新春好礼已上架'),
    href: '/pages/lunar-new-year',
    countries: ['HK', 'MY', 'SG'] as CountryCode[],
  },
  {
    id: 'gold-early-access',
    text: t('Gold members: early access is open', 'Anggota Gold: akses awal sudah dibuka', 'สมาชิก Gold: สิทธิ์ช้อปก่อนใครเปิดแล้ว', 'Gold 会员：抢先购已开启'),
    href: '/search?sort=newest',
    segments: ['gold_members'],
  },
  {
    id: 'beauty-pass',
    text: t('Earn Beauty Pass points on every order', 'Kumpulkan poin Beauty Pass di setiap pesanan', 'สะสมคะแนน Beauty Pass ทุกคำสั่งซื้อ', '每笔订单均可赚取 Beauty Pass 积分'),
    href: '/pages/beauty-pass',
  },
];

const FOOTER_GROUPS = [
  {
    id: 'about',
    title: t('About Blush', 'Tentang Blush', 'เกี่ยวกับ Blush', '关于 Blush'),
    links: [
      link('/about', t('About us', 'Tentang kami', 'เกี่ยวกับเรา', '关于我们')),
      link('/pages/beauty-edit', t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妆精选')),
      link('/pages/beauty-pass', t('Beauty Pass', 'Beauty Pass', 'Beauty Pass', 'Beauty Pass 会员计划')),
      link('/welcome', t('Country sites', 'Situs negara', 'เว็บไซต์แต่ละประเทศ', '各国家/地区网站')),
    ],
  },
  {
    id: 'shopping',
    title: t('Shopping', 'Belanja', 'การช้อปปิ้ง', '购物'),
    links: [
      link('/search?sort=newest', t('New arrivals', 'Produk terbaru', 'สินค้ามาใหม่', '新品上市')),
      link('/search?sort=bestsellers', t('Bestsellers', 'Terlaris', 'สินค้าขายดี', '畅销品')),
      link('/pages/summer-glow', t('Summer glow', 'Kilau musim panas', 'ซัมเมอร์โกลว์', '夏日光彩')),
      link('/cart', t('Bag', 'Tas Belanja', 'ถุงช้อปปิ้ง', '购物袋')),
      link('/sign_in', t('Sign in or register', 'Masuk atau daftar', 'เข้าสู่ระบบหรือสมัครสมาชิก', '登录或注册')),
    ],
  },
  {
    id: 'legal',
    title: t('Legal', 'Informasi hukum', 'ข้อกฎหมาย', '法律信息'),
    links: [
      link('/privacy', t('Privacy policy', 'Kebijakan privasi', 'นโยบายความเป็นส่วนตัว', '隐私政策')),
      link('/terms?section=Legal+Terms', t('Terms and conditions', 'Syarat dan ketentuan', 'ข้อกำหนดและเงื่อนไข', '条款与细则')),
    ],
  },
];

const LAYOUT_CONFIG = {
  fraudPreventionSiteId: 'blush-web-apac',
  smartLinkExemptedPaths: [
    { type: 'startsWith' as const, value: '/preview' },
    { type: 'startsWith' as const, value: '/sandbox' },
    { type: 'absolute' as const, value: '/cart' },
    { type: 'regex' as const, value: '^/orders/[^/]+/(confirmation|payment_pending|payment_failed|payment_instruction)$' },
  ],
};

function layout(): SiteSeed {
  const published: ContentDocumentInput = {
    title: t('Site layout', 'Tata letak situs', 'เลย์เอาต์เว็บไซต์', '网站版面'),
    layout: { promoMessages: PROMO_MESSAGES, footerGroups: FOOTER_GROUPS, config: LAYOUT_CONFIG, overlayKey: 'overlays/welcome' },
  };
  // Next campaign, under review: the mid-year sale message goes first.
  const draft: ContentDocumentInput = {
    ...published,
    layout: {
      ...published.layout!,
      promoMessages: [
        {
          id: 'mid-year-sale',
          text: t('Mid-year sale: up to 30% off selected brands', 'Promo tengah tahun: diskon hingga 30% untuk merek pilihan', 'มิดเยียร์เซล: ลดสูงสุด 30% สำหรับแบรนด์ที่ร่วมรายการ', '年中大促：精选品牌低至七折'),
          href: '/pages/summer-glow',
        },
        ...published.layout!.promoMessages!,
      ],
    },
  };
  return { key: 'layouts/default', type: 'layout', published, draft };
}

function overlay(): SiteSeed {
  const art = { pattern: 'petals' as const, colors: ['#f7cbd8', '#d9577b', '#fdf3f6'] as [string, string, string] };
  const published: ContentDocumentInput = {
    title: t('Welcome overlay', 'Overlay selamat datang', 'โอเวอร์เลย์ต้อนรับ', '欢迎浮层'),
    overlay: {
      title: t('Welcome to Blush', 'Selamat datang di Blush', 'ยินดีต้อนรับสู่ Blush', '欢迎来到 Blush'),
      body: t(
        'Join Beauty Pass for free: earn points on every order, get a birthday gift and choose free samples at checkout.',
        'Gabung Beauty Pass gratis: kumpulkan poin di setiap pesanan, dapatkan hadiah ulang tahun, dan pilih sampel gratis saat checkout.',
        'สมัคร Beauty Pass ฟรี สะสมคะแนนทุกคำสั่งซื้อ รับของขวัญวันเกิด และเลือกตัวอย่างสินค้าฟรีตอนชำระเงิน',
        '免费加入 Beauty Pass：每笔订单赚积分，生日有礼，结账时还可挑选免费试用装。',
      ),
      cta: link('/pages/beauty-pass', t('Discover Beauty Pass', 'Kenali Beauty Pass', 'รู้จัก Beauty Pass', '了解 Beauty Pass')),
      art,
      delaySeconds: 2,
      dismissDays: 14,
    },
  };
  const draft: ContentDocumentInput = {
    ...published,
    overlay: {
      ...published.overlay!,
      title: t('Your first order, with a gift', 'Pesanan pertama Anda, dengan hadiah', 'คำสั่งซื้อแรกของคุณ พร้อมของขวัญ', '首单有礼'),
      art: { pattern: 'rings', colors: ['#f3dcae', '#b88a4a', '#fff8ec'] },
    },
  };
  return { key: 'overlays/welcome', type: 'overlay', published, draft };
}

function banner(): SiteSeed {
  return {
    key: 'banners/beauty-pass',
    type: 'banner',
    published: {
      title: t('Beauty Pass banner', 'Banner Beauty Pass', 'แบนเนอร์ Beauty Pass', 'Beauty Pass 横幅'),
      banner: {
        eyebrow: t('Beauty Pass', 'Beauty Pass', 'Beauty Pass', 'Beauty Pass'),
        title: t('Points on every order, gifts all year', 'Poin di setiap pesanan, hadiah sepanjang tahun', 'คะแนนทุกคำสั่งซื้อ ของขวัญตลอดทั้งปี', '每单有积分，全年有礼遇'),
        body: t(
          'Move up from Pink to Gold for early sale access, event invitations and free shipping.',
          'Naik dari Pink ke Gold untuk akses promo lebih awal, undangan acara, dan gratis ongkir.',
          'เลื่อนระดับจาก Pink สู่ Gold เพื่อรับสิทธิ์ช้อปเซลล์ก่อนใคร คำเชิญร่วมงานอีเวนต์ และจัดส่งฟรี',
          '从 Pink 升级至 Gold，享抢先购、活动邀请与免运费。',
        ),
        cta: link('/pages/beauty-pass', t('How it works', 'Cara kerjanya', 'วิธีการทำงาน', '了解详情')),
        art: { pattern: 'dots', colors: ['#111111', '#c23a62', '#f7cbd8'] },
      },
    },
  };
}

export function siteSeeds(): SiteSeed[] {
  return [layout(), overlay(), banner()];
}
