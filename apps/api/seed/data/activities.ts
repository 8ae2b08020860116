/**
 * The demo shop's services, classes and events, the same in every country with prices in its
 * currency (SGD prices scaled to a round local figure), in four languages.
 */
import type { ActivityKind, BookingQuestion } from '@blush/shared/booking';
import type { Translated } from '@blush/shared/catalog';

export interface ActivitySeed {
  key: string;
  kind: ActivityKind;
  group: string;
  durationMinutes: number;
  /** SGD cents; 0 = free. */
  priceSgd: number;
  name: Translated;
  summary: Translated;
  description: Translated;
  questions: BookingQuestion[];
}

export const GROUP_SEEDS: ReadonlyArray<{ slug: string; kind: ActivityKind; name: Translated }> = [
  { slug: 'makeup', kind: 'service', name: { en: 'Makeup', id: 'Makeup', th: 'แต่งหน้า', zh: '化妝' } },
  { slug: 'skincare', kind: 'service', name: { en: 'Skincare', id: 'Perawatan kulit', th: 'ดูแลผิว', zh: '護膚' } },
  { slug: 'brows', kind: 'service', name: { en: 'Brows', id: 'Alis', th: 'คิ้ว', zh: '眉型' } },
  { slug: 'masterclasses', kind: 'class', name: { en: 'Masterclasses', id: 'Kelas master', th: 'มาสเตอร์คลาส', zh: '大師班' } },
  { slug: 'store-events', kind: 'event', name: { en: 'Store events', id: 'Acara toko', th: 'อีเวนต์ในร้าน', zh: '店內活動' } },
];

const occasion: BookingQuestion = {
  id: 'occasion',
  kind: 'text',
  required: false,
  label: { en: 'What is the occasion?', id: 'Untuk acara apa?', th: 'แต่งหน้าสำหรับโอกาสอะไร', zh: '是甚麼場合？' },
};
const skinType: BookingQuestion = {
  id: 'skin_type',
  kind: 'choice',
  required: true,
  label: { en: 'Your skin type', id: 'Jenis kulit Anda', th: 'สภาพผิวของคุณ', zh: '您的膚質' },
  choices: [
    { id: 'dry', label: { en: 'Dry', id: 'Kering', th: 'ผิวแห้ง', zh: '乾性' } },
    { id: 'oily', label: { en: 'Oily', id: 'Berminyak', th: 'ผิวมัน', zh: '油性' } },
    { id: 'combination', label: { en: 'Combination', id: 'Kombinasi', th: 'ผิวผสม', zh: '混合性' } },
    { id: 'sensitive', label: { en: 'Sensitive', id: 'Sensitif', th: 'ผิวแพ้ง่าย', zh: '敏感性' } },
  ],
};

export const ACTIVITY_SEEDS: readonly ActivitySeed[] = [
  {
    key: 'express-makeup',
    kind: 'service',
    group: 'makeup',
    durationMinutes: 30,
    priceSgd: 35_00,
    name: { en: 'Express makeup', id: 'Makeup kilat', th: 'แต่งหน้าด่วน', zh: '快速化妝' },
    summary: { en: 'A fresh, polished look in half an hour.', id: 'Tampilan segar dan rapi dalam setengah jam.', th: 'ลุคสดใสเรียบร้อยในครึ่งชั่วโมง', zh: '半小時打造清新精緻妝容。' },
    description: {
      en: 'Your artist preps your skin and creates an everyday look with complexion, brows, eyes and lips, then tells you which products were used.',
      id: 'Artis menyiapkan kulit Anda dan membuat tampilan sehari-hari untuk wajah, alis, mata dan bibir, lalu memberi tahu produk yang dipakai.',
      th: 'ช่างจะเตรียมผิวและแต่งลุคประจำวันทั้งผิว คิ้ว ตา และริมฝีปาก พร้อมบอกผลิตภัณฑ์ที่ใช้',
      zh: '化妝師會為您打底，完成包括膚色、眉、眼和唇的日常妝容，並告訴您所用的產品。',
    },
    questions: [occasion],
  },
  {
    key: 'full-glam',
    kind: 'service',
    group: 'makeup',
    durationMinutes: 60,
    priceSgd: 80_00,
    name: { en: 'Full glam makeup', id: 'Makeup full glam', th: 'แต่งหน้าจัดเต็ม', zh: '全妝造型' },
    summary: { en: 'Event-ready makeup with lashes.', id: 'Makeup siap acara dengan bulu mata.', th: 'แต่งหน้าพร้อมออกงาน พร้อมติดขนตา', zh: '出席活動的全妝，連假睫毛。' },
    description: {
      en: 'A long-wear look for a wedding, a party or a photo shoot: skin prep, contour, eyes with lashes and a lip that lasts. Arrive with a clean face.',
      id: 'Tampilan tahan lama untuk pernikahan, pesta atau sesi foto: persiapan kulit, kontur, mata dengan bulu mata dan bibir yang tahan lama. Datang dengan wajah bersih.',
      th: 'ลุคติดทนสำหรับงานแต่ง งานปาร์ตี้ หรือถ่ายภาพ ทั้งเตรียมผิว คอนทัวร์ ตาพร้อมขนตา และริมฝีปากที่ติดทน โปรดมาโดยไม่แต่งหน้า',
      zh: '適合婚禮、派對或拍攝的持久妝容：打底、修容、眼妝連假睫毛及持久唇妝。請素顏到店。',
    },
    questions: [occasion],
  },
  {
    key: 'signature-facial',
    kind: 'service',
    group: 'skincare',
    durationMinutes: 60,
    priceSgd: 90_00,
    name: { en: 'Signature facial', id: 'Facial khas', th: 'ทรีตเมนต์หน้าซิกเนเจอร์', zh: '招牌面部護理' },
    summary: { en: 'Cleanse, exfoliate, mask and massage.', id: 'Membersihkan, eksfoliasi, masker dan pijat.', th: 'ทำความสะอาด ขัดผิว มาสก์ และนวด', zh: '潔面、去角質、面膜及按摩。' },
    description: {
      en: 'A relaxing hour chosen for your skin type, ending with a routine to take home. Not advised within a week of a peel or laser treatment.',
      id: 'Satu jam yang menenangkan sesuai jenis kulit Anda, diakhiri rutinitas untuk di rumah. Tidak disarankan dalam seminggu setelah peeling atau laser.',
      th: 'หนึ่งชั่วโมงแห่งการผ่อนคลายที่เลือกตามสภาพผิว พร้อมขั้นตอนดูแลผิวที่บ้าน ไม่แนะนำภายในหนึ่งสัปดาห์หลังทำพีลหรือเลเซอร์',
      zh: '按您的膚質度身訂造的一小時放鬆護理，並附家居護膚步驟。剛做完換膚或激光療程一星期內不建議進行。',
    },
    questions: [skinType],
  },
  {
    key: 'skin-consultation',
    kind: 'service',
    group: 'skincare',
    durationMinutes: 30,
    priceSgd: 0,
    name: { en: 'Skin consultation', id: 'Konsultasi kulit', th: 'ปรึกษาเรื่องผิว', zh: '皮膚諮詢' },
    summary: { en: 'A free skin analysis and routine.', id: 'Analisis kulit dan rutinitas gratis.', th: 'วิเคราะห์ผิวและแนะนำขั้นตอนฟรี', zh: '免費皮膚分析及護膚建議。' },
    description: {
      en: 'An expert looks at your skin with you and suggests a morning and evening routine. No purchase needed.',
      id: 'Ahli memeriksa kulit Anda bersama Anda dan menyarankan rutinitas pagi dan malam. Tanpa kewajiban membeli.',
      th: 'ผู้เชี่ยวชาญจะดูผิวไปพร้อมกับคุณและแนะนำขั้นตอนดูแลผิวเช้าและเย็น ไม่ต้องซื้อสินค้า',
      zh: '專家與您一起檢視皮膚，並建議早晚護膚步驟。無需購物。',
    },
    questions: [skinType],
  },
  {
    key: 'brow-shaping',
    kind: 'service',
    group: 'brows',
    durationMinutes: 30,
    priceSgd: 30_00,
    name: { en: 'Brow shaping', id: 'Pembentukan alis', th: 'จัดทรงคิ้ว', zh: '修眉造型' },
    summary: { en: 'Mapped, shaped and tinted brows.', id: 'Alis dipetakan, dibentuk dan diwarnai.', th: 'วัดสัดส่วน จัดทรง และย้อมสีคิ้ว', zh: '量度、修型及染眉。' },
    description: {
      en: 'Brows mapped to your face, shaped with wax and tweezers and finished with a tint if you like.',
      id: 'Alis dipetakan sesuai wajah, dibentuk dengan wax dan pinset, lalu diwarnai bila Anda mau.',
      th: 'วัดทรงคิ้วให้เข้ากับใบหน้า จัดทรงด้วยแว็กซ์และแหนบ และย้อมสีได้ตามต้องการ',
      zh: '按臉型量度眉型，以蠟及眉鉗修整，亦可選擇染眉。',
    },
    questions: [],
  },
  {
    key: 'makeup-masterclass',
    kind: 'class',
    group: 'masterclasses',
    durationMinutes: 90,
    priceSgd: 45_00,
    name: { en: 'Everyday makeup masterclass', id: 'Kelas master makeup sehari-hari', th: 'มาสเตอร์คลาสแต่งหน้าประจำวัน', zh: '日常妝容大師班' },
    summary: { en: 'Learn a five-minute face in a small group.', id: 'Belajar riasan lima menit dalam kelompok kecil.', th: 'เรียนแต่งหน้าห้านาทีในกลุ่มเล็ก', zh: '小組學習五分鐘快速妝容。' },
    description: {
      en: 'A hands-on class for up to eight: base, brows, eyes and lips, with products to try and a goodie bag to take home.',
      id: 'Kelas praktik hingga delapan orang: dasar, alis, mata dan bibir, dengan produk untuk dicoba dan goodie bag untuk dibawa pulang.',
      th: 'คลาสลงมือทำจริงไม่เกินแปดคน ทั้งรองพื้น คิ้ว ตา และริมฝีปาก พร้อมผลิตภัณฑ์ให้ทดลองและถุงของขวัญกลับบ้าน',
      zh: '最多八人的實踐課堂：底妝、眉、眼和唇，設產品試用及禮品袋。',
    },
    questions: [],
  },
  {
    key: 'beauty-night',
    kind: 'event',
    group: 'store-events',
    durationMinutes: 120,
    priceSgd: 0,
    name: { en: 'Blush beauty night', id: 'Malam kecantikan Blush', th: 'ค่ำคืนความงาม Blush', zh: 'Blush 美妝之夜' },
    summary: { en: 'New launches, mini makeovers and treats.', id: 'Produk baru, makeover mini dan suguhan.', th: 'สินค้าใหม่ แต่งหน้ามินิ และของว่าง', zh: '新品、迷你化妝及小食。' },
    description: {
      en: 'An evening in store with the newest launches, mini makeovers by our artists, drinks and double points on the night.',
      id: 'Malam di toko dengan produk terbaru, makeover mini oleh artis kami, minuman dan poin ganda malam itu.',
      th: 'ค่ำคืนในร้านกับสินค้าเปิดตัวใหม่ แต่งหน้ามินิโดยช่างของเรา เครื่องดื่ม และคะแนนสองเท่าในคืนนั้น',
      zh: '店內晚間活動：最新產品、化妝師迷你化妝、飲品，當晚積分雙倍。',
    },
    questions: [],
  },
];

/** Artists' first names by country (three per store). */
export const ARTIST_NAMES: Readonly<Record<string, readonly string[]>> = {
  AU: ['Chloe', 'Mia', 'Olivia', 'Isla', 'Ruby', 'Zoe', 'Grace', 'Ava', 'Ella'],
  NZ: ['Aroha', 'Charlotte', 'Hana', 'Lily', 'Maia', 'Sophie'],
  SG: ['Mei Ling', 'Nurul', 'Priya', 'Jia Hui', 'Siti', 'Kavya', 'Rachel', 'Hui Min', 'Farah'],
  MY: ['Aisyah', 'Mei Yee', 'Thivya', 'Nadia', 'Wei Ling', 'Aina'],
  ID: ['Putri', 'Ayu', 'Dewi', 'Sari', 'Intan', 'Maya', 'Rina', 'Nadia', 'Tari'],
  TH: ['Ploy', 'Mint', 'Fah', 'Nok', 'Ice', 'Pim', 'May', 'Bow', 'Praew'],
  PH: ['Andrea', 'Bea', 'Carla', 'Dani', 'Isabel', 'Jasmine'],
  HK: ['Karen', 'Wing', 'Cherry', 'Ivy', 'Joyce', 'Mandy'],
};

/** Local price of an SGD price: scaled and rounded to a figure shoppers expect. */
const SCALE: Readonly<Record<string, { factor: number; round: number }>> = {
  SG: { factor: 1, round: 5_00 },
  AU: { factor: 1.15, round: 5_00 },
  NZ: { factor: 1.25, round: 5_00 },
  MY: { factor: 3.4, round: 10_00 },
  HK: { factor: 5.8, round: 10_00 },
  PH: { factor: 42, round: 100_00 },
  TH: { factor: 26, round: 100_00 },
  ID: { factor: 11_500, round: 50_000_00 },
};

export function localPrice(country: string, sgdCents: number): number {
  const { factor, round } = SCALE[country]!;
  return Math.max(round, Math.round((sgdCents * factor) / round) * round) * (sgdCents > 0 ? 1 : 0);
}
