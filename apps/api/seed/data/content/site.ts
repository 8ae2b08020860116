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
    name: t('Beauty Pass Gold', 'Beauty Pass Gold', 'Beauty Pass โกลด์', 'Beauty Pass 金卡會員'),
    description: t('Members in the Gold tier', 'Anggota tingkat Gold', 'สมาชิกระดับโกลด์', '金卡等級會員'),
  },
  {
    key: 'black_members',
    name: t('Beauty Pass Black', 'Beauty Pass Black', 'Beauty Pass แบล็ก', 'Beauty Pass 黑卡會員'),
    description: t('Members in the Black tier', 'Anggota tingkat Black', 'สมาชิกระดับแบล็ก', '黑卡等級會員'),
  },
  {
    key: 'white_members',
    name: t('Beauty Pass White', 'Beauty Pass White', 'Beauty Pass ไวท์', 'Beauty Pass 白卡會員'),
    description: t('Members in the White tier', 'Anggota tingkat White', 'สมาชิกระดับไวท์', '白卡等級會員'),
  },
  {
    key: 'pink_members',
    name: t('Beauty Pass Pink', 'Beauty Pass Pink', 'Beauty Pass พิงก์', 'Beauty Pass 粉卡會員'),
    description: t('Members in the Pink tier', 'Anggota tingkat Pink', 'สมาชิกระดับพิงก์', '粉卡等級會員'),
  },
  {
    key: 'new_customers',
    name: t('New customers', 'Pelanggan baru', 'ลูกค้าใหม่', '新顧客'),
    description: t('No order placed yet', 'Belum pernah memesan', 'ยังไม่เคยสั่งซื้อ', '尚未下過訂單'),
  },
  {
    key: 'app_users',
    name: t('App users', 'Pengguna aplikasi', 'ผู้ใช้แอป', 'App 用戶'),
    description: t('Signed in to the Blush app in the last 90 days', 'Masuk ke aplikasi Blush dalam 90 hari terakhir', 'เข้าสู่ระบบแอป Blush ภายใน 90 วันที่ผ่านมา', '過去 90 天內登入過 Blush App'),
  },
  {
    key: 'staff',
    name: t('Staff', 'Staf', 'พนักงาน', '員工'),
    description: t('Blush employees (staff discount)', 'Karyawan Blush (diskon staf)', 'พนักงาน Blush (ส่วนลดพนักงาน)', 'Blush 員工（員工折扣）'),
  },
];

const PROMO_MESSAGES = [
  {
    id: 'free-shipping',
    text: t(
      'Free standard shipping on orders over {free_shipping_threshold}',
      'Gratis ongkir standar untuk pesanan di atas {free_shipping_threshold}',
      'จัดส่งฟรีแบบมาตรฐานเมื่อสั่งซื้อครบ {free_shipping_threshold}',
      '訂單滿 {free_shipping_threshold} 享免費標準送貨',
    ),
  },
  {
    id: 'samples',
    text: t('Free samples with every order', 'Sampel gratis di setiap pesanan', 'รับตัวอย่างสินค้าฟรีทุกคำสั่งซื้อ', '每筆訂單均附贈免費試用裝'),
    href: '/pages/beauty-edit',
  },
  {
    id: 'lunar-new-year',
    text: t('Lunar New Year gifts are here', 'Hadiah Tahun Baru Imlek sudah hadir', 'ของขวัญตรุษจีนมาแล้ว', '新春好禮已上架'),
    href: '/pages/lunar-new-year',
    countries: ['HK', 'MY', 'SG'] as CountryCode[],
  },
  {
    id: 'gold-early-access',
    text: t('Gold members: early access is open', 'Anggota Gold: akses awal sudah dibuka', 'สมาชิกโกลด์: สิทธิ์ช้อปก่อนใครเปิดแล้ว', '金卡會員：搶先購已開啟'),
    href: '/search?sort=newest',
    segments: ['gold_members'],
  },
  {
    id: 'beauty-pass',
    text: t('Earn Beauty Pass points on every order', 'Kumpulkan poin Beauty Pass di setiap pesanan', 'สะสมคะแนน Beauty Pass ทุกคำสั่งซื้อ', '每筆訂單均可賺取 Beauty Pass 積分'),
    href: '/pages/beauty-pass',
  },
];

const FOOTER_GROUPS = [
  {
    id: 'about',
    title: t('About Blush', 'Tentang Blush', 'เกี่ยวกับ Blush', '關於 Blush'),
    links: [
      link('/about', t('About us', 'Tentang kami', 'เกี่ยวกับเรา', '關於我們')),
      link('/pages/beauty-edit', t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妝精選')),
      link('/pages/beauty-pass', t('Beauty Pass', 'Beauty Pass', 'Beauty Pass', 'Beauty Pass 會員計劃')),
      link('/store-locations', t('Find a store', 'Cari toko', 'ค้นหาสาขา', '搜尋分店')),
      link('/welcome', t('Country sites', 'Situs negara', 'เว็บไซต์แต่ละประเทศ', '各國家/地區網站')),
    ],
  },
  {
    id: 'shopping',
    title: t('Shopping', 'Belanja', 'ช้อปปิ้ง', '購物'),
    links: [
      link('/search?sort=newest', t('New arrivals', 'Produk terbaru', 'สินค้ามาใหม่', '新品上市')),
      link('/search?sort=bestsellers', t('Bestsellers', 'Terlaris', 'สินค้าขายดี', '暢銷品')),
      link('/pages/summer-glow', t('Summer glow', 'Kilau musim panas', 'ซัมเมอร์โกลว์', '夏日光彩')),
      link('/cart', t('Bag', 'Keranjang', 'ตะกร้าสินค้า', '購物袋')),
      link('/sign_in', t('Sign in or register', 'Masuk atau daftar', 'เข้าสู่ระบบหรือสมัครสมาชิก', '登入或註冊')),
    ],
  },
  {
    id: 'legal',
    title: t('Legal', 'Informasi hukum', 'ข้อกฎหมาย', '法律資訊'),
    links: [
      link('/privacy', t('Privacy policy', 'Kebijakan privasi', 'นโยบายความเป็นส่วนตัว', '私隱政策')),
      link('/terms?section=Legal+Terms', t('Terms and conditions', 'Syarat dan ketentuan', 'ข้อกำหนดและเงื่อนไข', '條款及細則')),
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
    title: t('Site layout', 'Tata letak situs', 'เลย์เอาต์เว็บไซต์', '網站版面'),
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
          text: t('Mid-year sale: up to 30% off selected brands', 'Promo tengah tahun: diskon hingga 30% untuk merek pilihan', 'มิดเยียร์เซล: ลดสูงสุด 30% สำหรับแบรนด์ที่ร่วมรายการ', '年中大促：精選品牌低至七折'),
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
    title: t('Welcome overlay', 'Overlay selamat datang', 'โอเวอร์เลย์ต้อนรับ', '歡迎浮層'),
    overlay: {
      title: t('Welcome to Blush', 'Selamat datang di Blush', 'ยินดีต้อนรับสู่ Blush', '歡迎來到 Blush'),
      body: t(
        'Join Beauty Pass for free: earn points on every order, get a birthday gift and choose free samples at checkout.',
        'Gabung Beauty Pass gratis: kumpulkan poin di setiap pesanan, dapatkan hadiah ulang tahun, dan pilih sampel gratis saat checkout.',
        'สมัคร Beauty Pass ฟรี สะสมคะแนนทุกคำสั่งซื้อ รับของขวัญวันเกิด และเลือกตัวอย่างสินค้าฟรีตอนชำระเงิน',
        '免費加入 Beauty Pass：每筆訂單賺積分，生日有禮，結帳時還可挑選免費試用裝。',
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
      title: t('Your first order, with a gift', 'Pesanan pertama Anda, dengan hadiah', 'คำสั่งซื้อแรกของคุณ พร้อมของขวัญ', '首單有禮'),
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
      title: t('Beauty Pass banner', 'Banner Beauty Pass', 'แบนเนอร์ Beauty Pass', 'Beauty Pass 橫幅'),
      banner: {
        eyebrow: t('Beauty Pass', 'Beauty Pass', 'Beauty Pass', 'Beauty Pass'),
        title: t('Points on every order, gifts all year', 'Poin di setiap pesanan, hadiah sepanjang tahun', 'คะแนนทุกคำสั่งซื้อ ของขวัญตลอดทั้งปี', '每單有積分，全年有禮遇'),
        body: t(
          'Move up from Pink to Gold for early sale access, event invitations and free shipping.',
          'Naik dari Pink ke Gold untuk akses promo lebih awal, undangan acara, dan gratis ongkir.',
          'เลื่อนระดับจากพิงก์สู่โกลด์เพื่อรับสิทธิ์ช้อปเซลล์ก่อนใคร คำเชิญร่วมงานอีเวนต์ และจัดส่งฟรี',
          '從粉卡升級至金卡，享搶先購、活動邀請與免運費。',
        ),
        cta: link('/pages/beauty-pass', t('How it works', 'Cara kerjanya', 'วิธีการทำงาน', '了解詳情')),
        art: { pattern: 'dots', colors: ['#111111', '#c23a62', '#f7cbd8'] },
      },
    },
  };
}

export function siteSeeds(): SiteSeed[] {
  return [layout(), overlay(), banner()];
}
