/**
 * Demo Beauty Pass rewards: deluxe samples and minis of seeded products, a pouch, a tote bag, a
 * makeup service voucher, spread under and over 500 points, a few nearly gone and one fully
 * redeemed. A sample gives the first product (lowest id) its brand sells in the wanted category,
 * so the same catalogue size gives the same rewards; a small catalogue without one gets the
 * generic item (no variant, drawn art). Seeded once: a database with rewards is left alone.
 */
import { sql } from 'drizzle-orm';
import type { Translated } from '@blush/shared/catalog';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, queryRows } from '../src/db/client.ts';
import { rewards } from '../src/modules/reward/tables.ts';

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

interface RewardSeed {
  slug: string;
  points: number;
  stock: number;
  /** Brand slug. */
  brand?: string;
  /** A sample: the category its product is taken from; the generic name and drawn art when the catalogue has none. */
  sample?: { category: string; art: string; kind: Translated; fallback: Translated };
  /** The name when no product is given. */
  name?: Translated;
  description: Translated;
  /** Drawn art of a reward that gives no catalogue item (see the reward module's media). */
  art?: 'gift' | 'pouch' | 'tote' | 'voucher';
  countries?: CountryCode[];
}

const DELUXE = t('Deluxe sample', 'Sampel deluxe', 'ตัวอย่างขนาดดีลักซ์', '豪華體驗裝');
const MINI = t('Mini', 'Ukuran mini', 'ขนาดมินิ', '迷你裝');
const TRAVEL = t('Travel size', 'Ukuran travel', 'ขนาดพกพา', '旅行裝');
const FULL = t('Full size', 'Ukuran penuh', 'ขนาดปกติ', '正裝');

export const REWARD_SEEDS: readonly RewardSeed[] = [
  {
    slug: 'deluxe-serum-sample', points: 150, stock: 120, brand: 'the-ordinary',
    sample: { category: 'skincare/treat/serums', art: 'dropper', kind: DELUXE, fallback: t('Serum', 'Serum', 'เซรั่ม', '精華') },
    description: t('A deluxe sample of a bestselling serum, enough for two weeks.', 'Sampel deluxe serum terlaris, cukup untuk dua minggu.', 'ตัวอย่างเซรั่มขายดีขนาดดีลักซ์ ใช้ได้นานสองสัปดาห์', '暢銷精華豪華體驗裝，可用兩週。'),
  },
  {
    slug: 'mini-lip-treatment', points: 200, stock: 80, brand: 'laneige',
    sample: { category: 'makeup/lips/lip-balm-treatment', art: 'tube', kind: MINI, fallback: t('Lip treatment', 'Perawatan bibir', 'ทรีตเมนต์บำรุงริมฝีปาก', '護唇膏') },
    description: t('A mini lip treatment for soft lips day and night.', 'Perawatan bibir ukuran mini untuk bibir lembut siang dan malam.', 'ทรีตเมนต์บำรุงริมฝีปากขนาดมินิ เพื่อริมฝีปากนุ่มทั้งวันทั้งคืน', '迷你護唇膏，日夜呵護雙唇柔軟。'),
  },
  {
    slug: 'deluxe-moisturiser-sample', points: 250, stock: 60, brand: 'kiehls',
    sample: { category: 'skincare/moisturise/moisturisers', art: 'jar', kind: DELUXE, fallback: t('Moisturiser', 'Pelembap', 'มอยส์เจอไรเซอร์', '面霜') },
    description: t('A deluxe sample of a daily moisturiser.', 'Sampel deluxe pelembap harian.', 'ตัวอย่างมอยส์เจอไรเซอร์สำหรับใช้ทุกวันขนาดดีลักซ์', '日常面霜豪華體驗裝。'),
  },
  {
    slug: 'mini-mascara', points: 300, stock: 3, brand: 'benefit-cosmetics',
    sample: { category: 'makeup/eyes/mascara', art: 'mascara', kind: MINI, fallback: t('Mascara', 'Maskara', 'มาสคาร่า', '睫毛膏') },
    description: t('A mini mascara for lengthened, lifted lashes.', 'Maskara mini untuk bulu mata lebih panjang dan lentik.', 'มาสคาร่าขนาดมินิ เพื่อขนตายาวงอน', '迷你睫毛膏，打造纖長捲翹睫毛。'),
  },
  {
    slug: 'fragrance-discovery-vial', points: 350, stock: 40, brand: 'jo-malone-london',
    sample: { category: 'fragrance/women/eau-de-parfum', art: 'perfume', kind: DELUXE, fallback: t('Fragrance', 'Parfum', 'น้ำหอม', '香氛') },
    description: t('A fragrance vial to try a scent before the full bottle.', 'Vial parfum untuk mencoba aroma sebelum membeli botol penuh.', 'น้ำหอมขนาดทดลองเพื่อลองกลิ่นก่อนซื้อขวดจริง', '香氛小樣，先試香再入正裝。'),
  },
  {
    slug: 'beauty-sponge', points: 400, stock: 0, brand: 'beautyblender',
    sample: { category: 'tools-brushes/sponges-applicators/sponges', art: 'sponge', kind: FULL, fallback: t('Makeup sponge', 'Spons makeup', 'ฟองน้ำแต่งหน้า', '美妝蛋') },
    description: t('The original makeup sponge for a seamless base.', 'Spons makeup orisinal untuk dasar riasan yang mulus.', 'ฟองน้ำแต่งหน้าต้นตำรับ เพื่อรองพื้นที่เนียนกริบ', '經典美妝蛋，打造無瑕底妝。'),
  },
  {
    slug: 'blush-makeup-pouch', points: 450, stock: 25, brand: 'blush-collection', art: 'pouch',
    name: t('Blush makeup pouch', 'Pouch makeup Blush', 'กระเป๋าเครื่องสำอาง Blush', 'Blush 化妝包'),
    description: t('A wipe-clean makeup pouch in Blush pink.', 'Pouch makeup warna pink Blush yang mudah dibersihkan.', 'กระเป๋าเครื่องสำอางสีชมพู Blush ทำความสะอาดง่าย', 'Blush 粉色化妝包，易於擦拭清潔。'),
  },
  {
    slug: 'travel-size-sunscreen', points: 499, stock: 2, brand: 'supergoop',
    sample: { category: 'skincare/sun-care/face-sunscreen', art: 'tube', kind: TRAVEL, fallback: t('Sunscreen', 'Tabir surya', 'กันแดด', '防曬霜') },
    description: t('A travel-size face sunscreen for every day.', 'Tabir surya wajah ukuran travel untuk setiap hari.', 'กันแดดสำหรับผิวหน้าขนาดพกพา ใช้ได้ทุกวัน', '旅行裝面部防曬，每天都適用。'),
  },
  {
    slug: 'blush-tote-bag', points: 500, stock: 50, brand: 'blush-collection', art: 'tote',
    name: t('Blush canvas tote bag', 'Tas tote kanvas Blush', 'กระเป๋าผ้าแคนวาส Blush', 'Blush 帆布托特包'),
    description: t('A roomy canvas tote for your beauty haul.', 'Tas tote kanvas yang lega untuk belanjaan kecantikan Anda.', 'กระเป๋าผ้าแคนวาสใบใหญ่ สำหรับช้อปความงาม', '寬敞的帆布托特包，裝下您的美妝戰利品。'),
  },
  {
    slug: 'deluxe-lipstick', points: 750, stock: 1, brand: 'charlotte-tilbury',
    sample: { category: 'makeup/lips/lipstick', art: 'lipstick', kind: MINI, fallback: t('Lipstick', 'Lipstik', 'ลิปสติก', '口紅') },
    description: t('A mini lipstick in a bestselling shade.', 'Lipstik mini dalam warna terlaris.', 'ลิปสติกขนาดมินิในเฉดสีขายดี', '暢銷色號迷你口紅。'),
  },
  {
    slug: 'express-makeup-session', points: 1000, stock: 30, art: 'voucher', countries: ['SG', 'MY', 'HK', 'TH'],
    name: t('Express makeup session voucher', 'Voucher sesi makeup ekspres', 'บัตรกำนัลแต่งหน้าแบบเอ็กซ์เพรส', '快速化妝服務禮券'),
    description: t('A 30-minute makeup session with a Blush artist, at a store near you.', 'Sesi makeup 30 menit bersama artis Blush di toko terdekat.', 'แต่งหน้า 30 นาทีกับช่างแต่งหน้า Blush ที่สาขาใกล้คุณ', '在就近門市由 Blush 化妝師為您提供 30 分鐘化妝服務。'),
  },
  {
    slug: 'hair-treatment-full-size', points: 1500, stock: 15, brand: 'olaplex',
    sample: { category: 'hair/hair-care/hair-masks', art: 'jar', kind: FULL, fallback: t('Hair treatment', 'Perawatan rambut', 'ทรีตเมนต์บำรุงผม', '護髮膜') },
    description: t('A full-size hair treatment for stronger, smoother hair.', 'Perawatan rambut ukuran penuh untuk rambut lebih kuat dan halus.', 'ทรีตเมนต์บำรุงผมขนาดปกติ เพื่อผมแข็งแรงและนุ่มลื่น', '正裝護髮產品，讓秀髮更強韌順滑。'),
  },
  {
    slug: 'silk-pillowcase', points: 2000, stock: 8, brand: 'slip',
    sample: { category: 'tools-brushes/accessories/pillowcases', art: 'pillowcase', kind: FULL, fallback: t('Silk pillowcase', 'Sarung bantal sutra', 'ปลอกหมอนผ้าไหม', '真絲枕套') },
    description: t('A pure silk pillowcase, kind to skin and hair overnight.', 'Sarung bantal sutra murni, lembut untuk kulit dan rambut sepanjang malam.', 'ปลอกหมอนผ้าไหมแท้ อ่อนโยนต่อผิวและเส้นผมตลอดคืน', '純真絲枕套，整夜呵護肌膚與秀髮。'),
  },
  {
    slug: 'full-size-fragrance', points: 2500, stock: 5, brand: 'byredo',
    sample: { category: 'fragrance/unisex/perfume-oils', art: 'perfume', kind: FULL, fallback: t('Fragrance', 'Parfum', 'น้ำหอม', '香氛') },
    description: t('A full-size fragrance from a niche house, for the points collector.', 'Parfum ukuran penuh dari rumah parfum niche, untuk kolektor poin.', 'น้ำหอมขนาดปกติจากแบรนด์นิช สำหรับนักสะสมคะแนน', '來自小眾香氛品牌的正裝香水，獻給積分達人。'),
  },
];

/** The first variant of the first product (lowest id) a brand sells in a category or below it; none when it sells none there. */
async function sampleOf(db: Db, brand: string, category: string): Promise<{ variant_id: number; name: Translated } | undefined> {
  const [row] = await queryRows<{ variant_id: number; name: Translated }>(db, sql`
    with recursive tree as (
      select id, slug::text as path from categories where parent_id is null
      union all
      select c.id, tree.path || '/' || c.slug from categories c join tree on c.parent_id = tree.id
    )
    select v.id as variant_id, p.name
    from products p
    join brands b on b.id = p.brand_id
    join tree on tree.id = p.category_id
    join lateral (select id from variants where product_id = p.id order by position, id limit 1) v on true
    where b.slug = ${brand} and p.published and not ('coming_soon' = any(p.badges))
      and (tree.path = ${category} or tree.path like ${`${category}/%`})
    order by p.id
    limit 1`);
  return row ? { variant_id: Number(row.variant_id), name: row.name } : undefined;
}

const join = (kind: Translated, item: Translated): Translated => ({
  en: `${kind.en}: ${item.en}`,
  id: `${kind.id}: ${item.id}`,
  th: `${kind.th}: ${item.th}`,
  zh: `${item.zh}${kind.zh}`,
});

export async function seedRewards(db: Db): Promise<number> {
  const [existing] = await db.select({ id: rewards.id }).from(rewards).limit(1);
  if (existing) return 0;
  const brandIds = new Map(
    (await queryRows<{ id: number; slug: string }>(db, sql`select id, slug from brands`)).map((b) => [b.slug, Number(b.id)]),
  );
  const rows: Array<typeof rewards.$inferInsert> = [];
  for (const [index, seed] of REWARD_SEEDS.entries()) {
    const product = seed.brand && seed.sample ? await sampleOf(db, seed.brand, seed.sample.category) : undefined;
    const name = seed.sample ? join(seed.sample.kind, product?.name ?? seed.sample.fallback) : seed.name!;
    rows.push({
      slug: seed.slug,
      name,
      description: seed.description,
      brandId: seed.brand ? (brandIds.get(seed.brand) ?? null) : null,
      variantId: product?.variant_id ?? null,
      art: seed.art ?? seed.sample?.art ?? 'gift',
      points: seed.points,
      stock: seed.stock,
      countries: seed.countries ?? null,
      position: (index + 1) * 10,
    });
  }
  await db.insert(rewards).values(rows);
  return rows.length;
}
