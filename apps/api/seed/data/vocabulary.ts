import type { Translated } from '@blush/shared/catalog';
import type { Language } from '@blush/shared/markets';

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

/**
 * Attribute codes the seed writes into `products.attributes` (attribute → values). The UI
 * translates codes; these are every key and value the seed uses.
 */
export const ATTRIBUTE_CODES = {
  finish: ['matte', 'satin', 'dewy', 'shimmer', 'glossy'],
  coverage: ['sheer', 'medium', 'full'],
  skin_type: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
  concern: ['acne', 'dullness', 'ageing', 'hydration', 'pores'],
  formulation: ['liquid', 'cream', 'powder', 'gel', 'oil', 'stick'],
  scent_family: ['floral', 'woody', 'fresh', 'amber', 'citrus', 'gourmand'],
} as const;
export type AttributeKey = keyof typeof ATTRIBUTE_CODES;
export type AttributeValue<K extends AttributeKey> = (typeof ATTRIBUTE_CODES)[K][number];
export type Attributes = Partial<{ [K in AttributeKey]: Array<AttributeValue<K>> }>;

/** Shade families written to `variants.shade_family`. */
export const SHADE_FAMILIES = [
  'red', 'pink', 'nude', 'brown', 'berry', 'coral', 'orange', 'purple', 'black', 'fair', 'light',
  'medium', 'tan', 'deep', 'gold', 'silver', 'clear', 'blue', 'green', 'white',
] as const;
export type ShadeFamily = (typeof SHADE_FAMILIES)[number];

/** A word of a product name that describes it ("Matte", "Hydrating"); may imply attribute values. */
export interface Descriptor {
  word: Translated;
  attrs?: Attributes;
}

/** Descriptors by key. Names are composed en "{line} {descriptor} {noun}", id/th "{noun} {descriptor} {line}", zh "{line} {descriptor}{noun}". */
export const DESCRIPTORS = {
  matte: { word: t('Matte', 'Matte', 'เนื้อแมตต์', '啞光'), attrs: { finish: ['matte'] } },
  satin: { word: t('Satin', 'Satin', 'เนื้อซาติน', '緞光'), attrs: { finish: ['satin'] } },
  dewy: { word: t('Dewy', 'Bercahaya', 'ฉ่ำวาว', '水光'), attrs: { finish: ['dewy'] } },
  shimmer: { word: t('Shimmer', 'Berkilau', 'ชิมเมอร์', '珠光'), attrs: { finish: ['shimmer'] } },
  glossy: { word: t('High-Shine', 'Kilap Tinggi', 'เงาฉ่ำ', '高光澤'), attrs: { finish: ['glossy'] } },
  fullCoverage: { word: t('Full Coverage', 'Daya Tutup Tinggi', 'ปกปิดขั้นสุด', '高遮瑕'), attrs: { coverage: ['full'] } },
  longWear: { word: t('Long-Wear', 'Tahan Lama', 'ติดทนนาน', '持久') },
  hydrating: { word: t('Hydrating', 'Melembapkan', 'เติมความชุ่มชื้น', '保濕'), attrs: { concern: ['hydration'] } },
  brightening: { word: t('Brightening', 'Mencerahkan', 'เพื่อผิวกระจ่างใส', '煥亮'), attrs: { concern: ['dullness'] } },
  clarifying: { word: t('Clarifying', 'Anti Jerawat', 'ลดปัญหาสิว', '淨痘'), attrs: { concern: ['acne'] } },
  firming: { word: t('Firming', 'Mengencangkan', 'กระชับผิว', '緊緻'), attrs: { concern: ['ageing'] } },
  poreRefining: { word: t('Pore-Refining', 'Penyamar Pori', 'กระชับรูขุมขน', '細緻毛孔'), attrs: { concern: ['pores'] } },
  soothing: { word: t('Soothing', 'Menenangkan', 'ปลอบประโลมผิว', '舒緩'), attrs: { skin_type: ['sensitive'] } },
  gentle: { word: t('Gentle', 'Lembut', 'สูตรอ่อนโยน', '溫和') },
  nourishing: { word: t('Nourishing', 'Bernutrisi', 'บำรุงล้ำลึก', '滋養') },
  mattifying: { word: t('Mattifying', 'Kontrol Minyak', 'ควบคุมความมัน', '控油'), attrs: { skin_type: ['oily'] } },
  waterproof: { word: t('Waterproof', 'Tahan Air', 'กันน้ำ', '防水') },
  waterResistant: { word: t('Water-Resistant', 'Tahan Air', 'กันน้ำ', '防水') },
  volumising: { word: t('Volumising', 'Bervolume', 'เพิ่มวอลุ่ม', '濃密') },
  lengthening: { word: t('Lengthening', 'Pemanjang', 'เพิ่มความยาว', '纖長') },
  curling: { word: t('Curling', 'Pelentik', 'งอนเด้ง', '捲翹') },
  precision: { word: t('Precision', 'Presisi', 'ปลายเรียวแม่นยำ', '精準') },
  intense: { word: t('Intense', 'Intens', 'อินเทนส์', '濃郁') },
  exfoliating: { word: t('Exfoliating', 'Eksfoliasi', 'ผลัดเซลล์ผิว', '煥膚') },
  detox: { word: t('Detox', 'Detoks', 'ดีท็อกซ์', '淨化'), attrs: { concern: ['pores'] } },
  overnight: { word: t('Overnight', 'Malam Hari', 'สำหรับกลางคืน', '夜間') },
  mineral: { word: t('Mineral', 'Mineral', 'มิเนอรัล', '物理') },
  tinted: { word: t('Tinted', 'Berwarna', 'มีสี', '有色') },
  hairVolume: { word: t('Volumising', 'Pemberi Volume', 'เพิ่มวอลุ่ม', '豐盈蓬鬆') },
  repair: { word: t('Repairing', 'Perbaikan', 'ฟื้นบำรุง', '修護') },
  smoothing: { word: t('Smoothing', 'Penghalus', 'ลดผมชี้ฟู', '柔順') },
  colourCare: { word: t('Colour-Protect', 'Pelindung Warna', 'ถนอมสีผม', '護色') },
  strengthening: { word: t('Strengthening', 'Penguat', 'เสริมความแข็งแรง', '強韌') },
  curlDefining: { word: t('Curl-Defining', 'Pembentuk Ikal', 'กำหนดลอนผม', '捲髮塑型') },
  professional: { word: t('Professional', 'Profesional', 'ระดับมืออาชีพ', '專業') },
  travel: { word: t('Travel', 'Ukuran Travel', 'ขนาดพกพา', '旅行裝') },
  vegan: { word: t('Vegan', 'Vegan', 'วีแกน', '純素') },
  dualEnded: { word: t('Dual-Ended', 'Dua Sisi', 'แบบสองหัว', '雙頭') },
  queen: { word: t('Queen', 'Ukuran Queen', 'ไซซ์ควีน', '大號') },
  king: { word: t('King', 'Ukuran King', 'ไซซ์คิง', '特大號') },
  quilted: { word: t('Quilted', 'Quilting', 'ลายควิลต์', '絎縫') },
  veganLeather: { word: t('Vegan Leather', 'Kulit Vegan', 'หนังวีแกน', '素皮') },
} as const satisfies Record<string, Descriptor>;
export type DescriptorKey = keyof typeof DESCRIPTORS;

/** Attribute values as words inside description sentences. */
export const ATTRIBUTE_WORDS = {
  finish: {
    matte: t('matte', 'matte', 'แมตต์', '啞光'),
    satin: t('satin', 'satin', 'ซาติน', '緞光'),
    dewy: t('dewy', 'lembap bercahaya', 'ฉ่ำวาว', '水光'),
    shimmer: t('shimmering', 'berkilau', 'ชิมเมอร์ระยิบระยับ', '珠光'),
    glossy: t('high-shine', 'kilap tinggi', 'เงาฉ่ำ', '高光澤'),
  },
  coverage: {
    sheer: t('sheer coverage', 'daya tutup ringan', 'การปกปิดแบบบางเบา', '輕透遮瑕力'),
    medium: t('medium coverage', 'daya tutup sedang', 'การปกปิดระดับปานกลาง', '適中遮瑕力'),
    full: t('full coverage', 'daya tutup tinggi', 'การปกปิดขั้นสุด', '高遮瑕力'),
  },
  skin_type: {
    dry: t('dry', 'kering', 'ผิวแห้ง', '乾性'),
    oily: t('oily', 'berminyak', 'ผิวมัน', '油性'),
    combination: t('combination', 'kombinasi', 'ผิวผสม', '混合性'),
    normal: t('normal', 'normal', 'ผิวธรรมดา', '中性'),
    sensitive: t('sensitive', 'sensitif', 'ผิวแพ้ง่าย', '敏感'),
  },
  concern: {
    acne: t('breakouts', 'jerawat', 'สิว', '痘痘'),
    dullness: t('dullness', 'kulit kusam', 'ผิวหมองคล้ำ', '暗沉'),
    ageing: t('fine lines and loss of firmness', 'garis halus dan kulit kendur', 'ริ้วรอยและความหย่อนคล้อย', '細紋與鬆弛'),
    hydration: t('dehydration', 'kulit dehidrasi', 'ผิวขาดน้ำ', '缺水'),
    pores: t('the look of pores', 'tampilan pori-pori besar', 'รูขุมขนกว้าง', '毛孔粗大'),
  },
  formulation: {
    liquid: t('liquid', 'cair', 'เนื้อลิควิด', '液態'),
    cream: t('cream', 'krim', 'เนื้อครีม', '霜狀'),
    powder: t('powder', 'bubuk', 'เนื้อแป้ง', '粉狀'),
    gel: t('gel', 'gel', 'เนื้อเจล', '啫喱'),
    oil: t('oil', 'minyak', 'เนื้อออยล์', '油狀'),
    stick: t('stick', 'stik', 'แบบแท่ง', '棒狀'),
  },
  scent_family: {
    floral: t('floral', 'floral', 'ฟลอรัล', '花香調'),
    woody: t('woody', 'kayu', 'วูดดี้', '木質調'),
    fresh: t('fresh', 'segar', 'เฟรช', '清新調'),
    amber: t('warm amber', 'amber yang hangat', 'แอมเบอร์อันอบอุ่น', '琥珀調'),
    citrus: t('citrus', 'sitrus', 'ซิตรัส', '柑橘調'),
    gourmand: t('gourmand', 'gourmand', 'กูร์มองด์', '美食調'),
  },
} as const satisfies { [K in AttributeKey]: Record<AttributeValue<K>, Translated> };

/** Fragrance notes, and which notes each scent family draws its top, heart and base from. */
export const NOTES = {
  bergamot: t('bergamot', 'bergamot', 'เบอร์กาม็อต', '佛手柑'),
  pear: t('pear', 'pir', 'ลูกแพร์', '梨'),
  pinkPepper: t('pink pepper', 'lada merah muda', 'พริกไทยชมพู', '粉紅胡椒'),
  mandarin: t('mandarin', 'jeruk mandarin', 'ส้มแมนดาริน', '橘子'),
  blackcurrant: t('blackcurrant', 'kismis hitam', 'แบล็กเคอแรนต์', '黑加侖'),
  lemon: t('lemon', 'lemon', 'เลมอน', '檸檬'),
  seaSalt: t('sea salt', 'garam laut', 'เกลือทะเล', '海鹽'),
  cardamom: t('cardamom', 'kapulaga', 'กระวาน', '小豆蔻'),
  neroli: t('neroli', 'neroli', 'เนโรลี', '橙花'),
  rose: t('rose', 'mawar', 'กุหลาบ', '玫瑰'),
  jasmine: t('jasmine', 'melati', 'มะลิ', '茉莉'),
  peony: t('peony', 'peony', 'ดอกโบตั๋น', '牡丹'),
  tuberose: t('tuberose', 'sedap malam', 'ซ่อนกลิ่น', '晚香玉'),
  iris: t('iris', 'iris', 'ไอริส', '鳶尾'),
  fig: t('fig', 'buah ara', 'มะเดื่อ', '無花果'),
  lavender: t('lavender', 'lavender', 'ลาเวนเดอร์', '薰衣草'),
  musk: t('musk', 'musk', 'มัสก์', '麝香'),
  sandalwood: t('sandalwood', 'cendana', 'ไม้จันทน์', '檀香'),
  vanilla: t('vanilla', 'vanila', 'วานิลลา', '香草'),
  cedarwood: t('cedarwood', 'kayu cedar', 'ไม้ซีดาร์', '雪松'),
  vetiver: t('vetiver', 'akar wangi', 'หญ้าแฝก', '岩蘭草'),
  oud: t('oud', 'gaharu', 'ไม้กฤษณา', '沉香'),
  amber: t('amber', 'amber', 'แอมเบอร์', '琥珀'),
  tonka: t('tonka bean', 'kacang tonka', 'ถั่วตองกา', '零陵香豆'),
  patchouli: t('patchouli', 'nilam', 'แพตชูลี', '廣藿香'),
  caramel: t('caramel', 'karamel', 'คาราเมล', '焦糖'),
} as const satisfies Record<string, Translated>;
export type NoteKey = keyof typeof NOTES;

export const SCENT_NOTES: Readonly<Record<AttributeValue<'scent_family'>, { top: NoteKey[]; heart: NoteKey[]; base: NoteKey[] }>> = {
  floral: { top: ['bergamot', 'pear', 'pinkPepper', 'mandarin'], heart: ['rose', 'jasmine', 'peony', 'tuberose', 'iris'], base: ['musk', 'sandalwood', 'vanilla'] },
  woody: { top: ['bergamot', 'pinkPepper', 'cardamom'], heart: ['iris', 'fig', 'lavender'], base: ['sandalwood', 'cedarwood', 'vetiver', 'oud'] },
  fresh: { top: ['lemon', 'bergamot', 'seaSalt', 'mandarin'], heart: ['neroli', 'lavender', 'fig'], base: ['musk', 'cedarwood', 'vetiver'] },
  amber: { top: ['mandarin', 'pinkPepper', 'blackcurrant'], heart: ['jasmine', 'rose', 'tuberose'], base: ['amber', 'vanilla', 'tonka', 'patchouli', 'oud'] },
  citrus: { top: ['lemon', 'mandarin', 'bergamot'], heart: ['neroli', 'lavender'], base: ['musk', 'vetiver', 'cedarwood'] },
  gourmand: { top: ['pear', 'blackcurrant', 'mandarin'], heart: ['jasmine', 'iris'], base: ['vanilla', 'caramel', 'tonka', 'sandalwood'] },
};

/** How each language joins a list: "a, b and c". */
export function joinList(language: Language, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  const last = items[items.length - 1]!;
  switch (language) {
    case 'en':
      return `${head.join(', ')} and ${last}`;
    case 'id':
      return items.length === 2 ? `${head[0]} dan ${last}` : `${head.join(', ')}, dan ${last}`;
    case 'th':
      return `${head.join(' ')} และ${last}`;
    case 'zh':
      return `${head.join('、')}及${last}`;
  }
}

/**
 * Line names: English marketing names kept as they are in every language. A product's name is
 * its line, an optional descriptor and its noun ("Velvet Kiss" + "Matte" + "Lipstick").
 */
export const LINES = {
  face: [
    'Second Skin', 'Soft Focus', 'Skin Perfect', 'Airbrush', 'Flawless Finish', 'Skin Veil', 'Radiant Touch',
    'Bare Canvas', 'Glow Getter', 'Hydro Glow', 'Blur Effect', 'Cloud Skin', 'Dewy Glow', 'Velvet Skin',
    'Power Stay', 'Silk Canvas', 'Daylight', 'Sunkissed', 'Butter Glow', 'Pillow Soft', 'Rose Glow',
    'Fresh Face', 'Glass Skin', 'Barely There', 'Weightless', 'Stay Put', 'Pure Radiance', 'Cheek Pop',
    'Moonlit', 'Golden Hour',
  ],
  lip: [
    'Lip Lacquer', 'Velvet Kiss', 'Power Pout', 'Kiss Proof', 'Rouge Velours', 'Lip Crush', 'Lip Icon',
    'Cushion Kiss', 'Lip Butter', 'Glass Shine', 'Juicy Shine', 'Rouge Couture', 'Lip Sculpt', 'Plush Lip',
    'Lip Silk', 'Cherry Glaze', 'Sugar Lip', 'Lip Glow', 'Colour Rich', 'Lip Veil', 'Bold Move', 'Mood Kiss',
    'Lip Affair', 'Soft Bloom', 'Kiss & Tell',
  ],
  eye: [
    'Lash Lift', 'Big Lash', 'Volume Edge', 'Feather Lash', 'Wing It', 'Precision Line', 'Ink Stay',
    'Brow Define', 'Brow Sculpt', 'Eye Silk', 'Smoke Show', 'Metal Mood', 'Nude Edit', 'Sunset Edit',
    'Eye Velvet', 'Glitter Drop', 'Eye Dream', 'Eye Stay', 'Night Out', 'Soft Smoke', 'Liquid Edge',
    'Stay Sharp', 'Lash Flirt', 'Sculpt & Lift',
  ],
  skin: [
    'Daily Glow', 'Barrier Repair', 'Hydra Boost', 'Cica Calm', 'Vitamin C Bright', 'Dew Drop', 'Skin Reset',
    'Pore Refine', 'Overnight Renewal', 'Clear Skin', 'Calm Skin', 'Youth Reboot', 'Peptide Firm', 'Rice Water',
    'Green Tea Fresh', 'Ceramide Comfort', 'Hyaluronic Plump', 'Niacinamide Clarity', 'Retinol Renew',
    'Bakuchiol Smooth', 'Honey Nourish', 'Aqua Veil', 'Silk Cloud', 'Pure Clean', 'Moon Milk', 'Glow Tonic',
  ],
  fragrance: [
    'Midnight Bloom', 'Santal Noir', 'Velvet Orchid', 'Rose Nuit', 'Golden Hour', 'Wild Fig', 'Cedar Mist',
    'Amber Sky', 'Neroli Coast', 'Jasmine Veil', 'White Tea', 'Black Vanilla', 'Citrus Grove', 'Silk Musk',
    'Oud Royale', 'Pink Pepper Club', 'Tuberose Dream', 'Blue Hour', 'Iris Poudre', 'Cashmere Wood',
    'Lost in Tokyo', 'Sunday Linen', 'Bergamot Bay', 'Nomad Spirit', 'Fleur de Sel', 'Electric Peony',
    'Night Garden', 'Cherry Smoke',
  ],
  hair: [
    'Silk Repair', 'Bond Builder', 'Volume Lift', 'Curl Love', 'Moisture Rush', 'Colour Care', 'Smooth Sleek',
    'Scalp Detox', 'Argan Shine', 'Frizz Fix', 'Keratin Strong', 'Blonde Brilliance', 'Daily Fresh',
    'Coconut Hydrate', 'Rose Oil', 'Air Dry', 'Beach Wave', 'Hold Me', 'Mirror Shine', 'Pure Balance',
  ],
  tools: ['Pro', 'Elite', 'Signature', 'Precision', 'Studio', 'Essentials', 'Everyday', 'Artistry', 'Velvet Touch', 'Cloud', 'Soft Blend', 'Atelier'],
  accessories: ['Classic', 'Beauty Sleep', 'Signature', 'Everyday', 'Silk Dream', 'Weekender', 'Petite', 'Getaway', 'Midnight', 'Blossom'],
  body: [
    'Coconut Milk', 'Shea Butter', 'Cherry Blossom', 'Coco Glow', 'Silk Body', 'Velvet Touch', 'Sweet Almond',
    'Ocean Breeze', 'Sun Ritual', 'Tropical Bliss', 'Oat Comfort', 'Lavender Calm', 'Citrus Zest', 'Rose Garden',
    'Vanilla Bean', 'Mango Glow', 'Fig & Cassis', 'Jasmine Night',
  ],
} as const;
export type LineGroup = keyof typeof LINES;
