import type { ProductArt, Translated } from '@blush/shared/catalog';
import type { PaletteKey } from './shades.ts';
import type { Attributes, DescriptorKey, LineGroup } from './vocabulary.ts';

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

export type VariantPlan =
  | { kind: 'shade'; palette: PaletteKey; min: number; max: number }
  | { kind: 'size'; options: readonly (readonly string[])[] }
  | { kind: 'standard' };

/** How-to-use and description wording is chosen per use group. */
export type UseGroup = 'face' | 'lip' | 'eye' | 'skin' | 'sun' | 'fragrance' | 'home' | 'hair' | 'tool' | 'accessory' | 'body';

/** What a product of a leaf category looks like: its name noun, variants, art, price and facets. */
export interface LeafSpec {
  noun: Translated;
  line: LineGroup;
  descriptors: readonly DescriptorKey[];
  art: readonly ProductArt[];
  variants: VariantPlan;
  /** Base price range in SGD. */
  price: readonly [number, number];
  /** Facet values a product may draw from (one or two each). */
  attrs?: Attributes;
  use: UseGroup;
  ingredients: string;
}

const SKIN_ALL = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
const ml = (...sizes: number[]) => sizes.map((s) => `${s} ml`);
const SKIN_SIZES = [ml(30), ml(50), ml(15, 50), ml(30, 100)] as const;
const FRAGRANCE_SIZES = [ml(30, 50, 100), ml(50, 100), ml(10, 50)] as const;
const HAIR_SIZES = [ml(250), ml(300, 1000), ml(100, 250)] as const;
const BODY_SIZES = [ml(200), ml(240, 400), ml(75)] as const;

const INCI = {
  lipstick: 'Ricinus Communis (Castor) Seed Oil, Octyldodecanol, Candelilla Cera, Silica, Tocopheryl Acetate, Parfum, [+/- CI 77491, CI 15850, CI 77891]',
  gloss: 'Polybutene, Diisostearyl Malate, Hydrogenated Polyisobutene, Silica Dimethyl Silylate, Tocopherol, Aroma, [+/- CI 77891, CI 15850]',
  balm: 'Butyrospermum Parkii (Shea) Butter, Cera Alba, Ricinus Communis Seed Oil, Squalane, Tocopherol, Aroma',
  foundation: 'Aqua, Cyclopentasiloxane, Glycerin, Dimethicone, PEG-10 Dimethicone, Niacinamide, Sodium Hyaluronate, Phenoxyethanol, [+/- CI 77891, CI 77491, CI 77492, CI 77499]',
  powder: 'Talc, Mica, Silica, Zinc Stearate, Dimethicone, Caprylyl Glycol, [+/- CI 77891, CI 77491, CI 77492]',
  eye: 'Mica, Talc, Magnesium Stearate, Dimethicone, Ethylhexylglycerin, [+/- CI 77499, CI 77491, CI 77891, CI 77007]',
  mascara: 'Aqua, Cera Alba, Stearic Acid, Acacia Senegal Gum, Panthenol, Phenoxyethanol, CI 77499',
  serum: 'Aqua, Glycerin, Niacinamide, Butylene Glycol, Sodium Hyaluronate, Panthenol, Centella Asiatica Extract, Allantoin, Phenoxyethanol',
  cream: 'Aqua, Glycerin, Caprylic/Capric Triglyceride, Squalane, Ceramide NP, Cetearyl Alcohol, Butyrospermum Parkii Butter, Tocopherol, Phenoxyethanol',
  cleanser: 'Aqua, Glycerin, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Camellia Sinensis Leaf Extract, Panthenol, Citric Acid, Sodium Benzoate',
  oil: 'Squalane, Simmondsia Chinensis (Jojoba) Seed Oil, Rosa Canina Fruit Oil, Tocopherol, Bisabolol',
  sunscreen: 'Aqua, Zinc Oxide, Caprylic/Capric Triglyceride, Glycerin, Niacinamide, Tocopherol, Phenoxyethanol',
  fragrance: 'Alcohol Denat., Parfum, Aqua, Limonene, Linalool, Coumarin, Citronellol, Geraniol',
  home: 'Rapeseed Wax, Parfum, Cotton Wick',
  shampoo: 'Aqua, Sodium Lauroyl Methyl Isethionate, Cocamidopropyl Betaine, Glycerin, Argania Spinosa Kernel Oil, Panthenol, Citric Acid, Parfum',
  conditioner: 'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Argania Spinosa Kernel Oil, Hydrolyzed Keratin, Panthenol, Parfum',
  styling: 'Aqua, VP/VA Copolymer, Glycerin, Panthenol, Polyquaternium-11, Parfum',
  body: 'Aqua, Glycerin, Butyrospermum Parkii Butter, Cocos Nucifera Oil, Cetearyl Alcohol, Tocopherol, Parfum',
  tool: 'Synthetic taklon bristles, aluminium ferrule, FSC-certified wooden handle',
  sponge: 'Latex-free hydrophilic polyurethane foam',
  silk: '100% mulberry silk, 22 momme, OEKO-TEX certified',
  bag: 'Recycled polyester with water-resistant lining, zinc alloy zip',
  device: 'Ceramic-coated plates, dual voltage 100–240 V, 2 m swivel cord',
} as const;

export const LEAF_SPECS: Readonly<Record<string, LeafSpec>> = {
  'makeup/face/foundation': { noun: t('Foundation', 'Alas Bedak', 'รองพื้น', '粉底液'), line: 'face', descriptors: ['fullCoverage', 'longWear', 'dewy', 'matte', 'satin'], art: ['bottle', 'dropper'], variants: { kind: 'shade', palette: 'skin', min: 6, max: 10 }, price: [45, 95], attrs: { coverage: ['sheer', 'medium', 'full'], formulation: ['liquid', 'cream'], skin_type: SKIN_ALL.slice() }, use: 'face', ingredients: INCI.foundation },
  'makeup/face/concealer': { noun: t('Concealer', 'Konsiler', 'คอนซีลเลอร์', '遮瑕液'), line: 'face', descriptors: ['fullCoverage', 'longWear', 'hydrating', 'brightening'], art: ['tube', 'pencil'], variants: { kind: 'shade', palette: 'skin', min: 5, max: 9 }, price: [28, 52], attrs: { coverage: ['medium', 'full'], formulation: ['liquid', 'cream', 'stick'] }, use: 'face', ingredients: INCI.foundation },
  'makeup/face/powder': { noun: t('Powder', 'Bedak', 'แป้ง', '蜜粉'), line: 'face', descriptors: ['mattifying', 'longWear', 'mineral', 'satin'], art: ['compact', 'jar'], variants: { kind: 'shade', palette: 'powder', min: 3, max: 6 }, price: [32, 68], attrs: { formulation: ['powder'], finish: ['matte', 'satin'], skin_type: ['oily', 'combination', 'normal'] }, use: 'face', ingredients: INCI.powder },
  'makeup/face/blush': { noun: t('Blush', 'Perona Pipi', 'บลัชออน', '腮紅'), line: 'face', descriptors: ['satin', 'matte', 'shimmer', 'dewy'], art: ['compact', 'tube'], variants: { kind: 'shade', palette: 'blush', min: 3, max: 8 }, price: [30, 58], attrs: { formulation: ['powder', 'cream', 'liquid'], finish: ['matte', 'satin', 'dewy', 'shimmer'] }, use: 'face', ingredients: INCI.powder },
  'makeup/face/bronzer': { noun: t('Bronzer', 'Bronzer', 'บรอนเซอร์', '古銅粉'), line: 'face', descriptors: ['matte', 'satin', 'shimmer'], art: ['compact'], variants: { kind: 'shade', palette: 'bronzer', min: 2, max: 5 }, price: [34, 62], attrs: { formulation: ['powder', 'cream'], finish: ['matte', 'satin'] }, use: 'face', ingredients: INCI.powder },
  'makeup/face/highlighter': { noun: t('Highlighter', 'Iluminator', 'ไฮไลต์', '高光'), line: 'face', descriptors: ['shimmer', 'dewy', 'intense'], art: ['compact', 'dropper'], variants: { kind: 'shade', palette: 'highlight', min: 2, max: 5 }, price: [32, 60], attrs: { formulation: ['powder', 'liquid', 'stick'], finish: ['shimmer', 'dewy'] }, use: 'face', ingredients: INCI.powder },
  'makeup/face/primer-setting-spray': { noun: t('Primer', 'Primer', 'ไพรเมอร์', '妝前乳'), line: 'face', descriptors: ['poreRefining', 'hydrating', 'mattifying', 'longWear'], art: ['tube', 'bottle'], variants: { kind: 'size', options: [ml(30), ml(30, 50), ml(100)] }, price: [30, 62], attrs: { skin_type: SKIN_ALL.slice(), concern: ['pores', 'hydration'] }, use: 'face', ingredients: INCI.serum },
  'makeup/lips/lipstick': { noun: t('Lipstick', 'Lipstik', 'ลิปสติก', '口紅'), line: 'lip', descriptors: ['matte', 'satin', 'longWear', 'intense', 'hydrating'], art: ['lipstick'], variants: { kind: 'shade', palette: 'lip', min: 5, max: 10 }, price: [25, 65], attrs: { finish: ['matte', 'satin', 'glossy'], formulation: ['stick', 'liquid'] }, use: 'lip', ingredients: INCI.lipstick },
  'makeup/lips/lip-gloss': { noun: t('Lip Gloss', 'Lip Gloss', 'ลิปกลอส', '唇彩'), line: 'lip', descriptors: ['glossy', 'shimmer', 'hydrating', 'tinted'], art: ['gloss'], variants: { kind: 'shade', palette: 'gloss', min: 3, max: 8 }, price: [22, 45], attrs: { finish: ['glossy', 'shimmer'], formulation: ['liquid'] }, use: 'lip', ingredients: INCI.gloss },
  'makeup/lips/lip-liner': { noun: t('Lip Liner', 'Pensil Bibir', 'ดินสอเขียนขอบปาก', '唇線筆'), line: 'lip', descriptors: ['precision', 'longWear', 'waterproof'], art: ['pencil'], variants: { kind: 'shade', palette: 'lip', min: 4, max: 8 }, price: [18, 36], attrs: { formulation: ['stick'] }, use: 'lip', ingredients: INCI.lipstick },
  'makeup/lips/lip-balm-treatment': { noun: t('Lip Balm', 'Lip Balm', 'ลิปบาล์ม', '潤唇膏'), line: 'lip', descriptors: ['nourishing', 'overnight', 'tinted', 'hydrating'], art: ['tube', 'jar', 'lipstick'], variants: { kind: 'shade', palette: 'balm', min: 2, max: 5 }, price: [16, 38], attrs: { concern: ['hydration'], formulation: ['stick', 'cream'] }, use: 'lip', ingredients: INCI.balm },
  'makeup/eyes/mascara': { noun: t('Mascara', 'Maskara', 'มาสคาร่า', '睫毛膏'), line: 'eye', descriptors: ['volumising', 'lengthening', 'curling', 'waterproof'], art: ['mascara'], variants: { kind: 'shade', palette: 'mascara', min: 1, max: 3 }, price: [28, 48], attrs: { formulation: ['liquid'] }, use: 'eye', ingredients: INCI.mascara },
  'makeup/eyes/eyeliner': { noun: t('Eyeliner', 'Eyeliner', 'อายไลเนอร์', '眼線筆'), line: 'eye', descriptors: ['precision', 'waterproof', 'longWear', 'intense'], art: ['pencil', 'mascara'], variants: { kind: 'shade', palette: 'liner', min: 2, max: 6 }, price: [20, 42], attrs: { formulation: ['liquid', 'stick', 'gel'] }, use: 'eye', ingredients: INCI.eye },
  'makeup/eyes/eyeshadow': { noun: t('Eyeshadow Palette', 'Palet Perona Mata', 'พาเลตต์อายแชโดว์', '眼影盤'), line: 'eye', descriptors: ['shimmer', 'matte', 'intense'], art: ['palette'], variants: { kind: 'shade', palette: 'eye', min: 1, max: 4 }, price: [45, 98], attrs: { formulation: ['powder', 'cream'], finish: ['matte', 'shimmer', 'satin'] }, use: 'eye', ingredients: INCI.eye },
  'makeup/eyes/brows': { noun: t('Brow Pencil', 'Pensil Alis', 'ดินสอเขียนคิ้ว', '眉筆'), line: 'eye', descriptors: ['precision', 'waterproof', 'dualEnded'], art: ['pencil', 'mascara'], variants: { kind: 'shade', palette: 'brow', min: 3, max: 7 }, price: [22, 45], attrs: { formulation: ['stick', 'gel', 'powder'] }, use: 'eye', ingredients: INCI.eye },
  'skincare/cleanse/cleansers': { noun: t('Cleanser', 'Pembersih Wajah', 'คลีนเซอร์', '潔面乳'), line: 'skin', descriptors: ['gentle', 'clarifying', 'hydrating', 'detox'], art: ['tube', 'bottle'], variants: { kind: 'size', options: [ml(150), ml(50, 150), ml(200)] }, price: [28, 62], attrs: { skin_type: SKIN_ALL.slice(), formulation: ['gel', 'cream', 'oil'] }, use: 'skin', ingredients: INCI.cleanser },
  'skincare/cleanse/toners': { noun: t('Toner', 'Toner', 'โทนเนอร์', '爽膚水'), line: 'skin', descriptors: ['hydrating', 'exfoliating', 'soothing', 'brightening'], art: ['bottle'], variants: { kind: 'size', options: [ml(150), ml(200), ml(100, 250)] }, price: [30, 72], attrs: { skin_type: SKIN_ALL.slice(), concern: ['hydration', 'pores', 'dullness'] }, use: 'skin', ingredients: INCI.serum },
  'skincare/cleanse/makeup-removers': { noun: t('Cleansing Balm', 'Balm Pembersih', 'คลีนซิ่งบาล์ม', '卸妝膏'), line: 'skin', descriptors: ['gentle', 'nourishing', 'soothing'], art: ['jar', 'bottle'], variants: { kind: 'size', options: [ml(100), ml(50, 100), ml(200)] }, price: [32, 66], attrs: { skin_type: SKIN_ALL.slice(), formulation: ['oil', 'cream'] }, use: 'skin', ingredients: INCI.oil },
  'skincare/treat/serums': { noun: t('Serum', 'Serum', 'เซรั่ม', '精華液'), line: 'skin', descriptors: ['brightening', 'firming', 'hydrating', 'clarifying', 'poreRefining'], art: ['dropper'], variants: { kind: 'size', options: SKIN_SIZES }, price: [45, 180], attrs: { skin_type: SKIN_ALL.slice(), concern: ['dullness', 'ageing', 'hydration', 'acne', 'pores'], formulation: ['liquid', 'gel'] }, use: 'skin', ingredients: INCI.serum },
  'skincare/treat/exfoliators': { noun: t('Exfoliant', 'Eksfoliator', 'ผลิตภัณฑ์ผลัดเซลล์ผิว', '去角質精華'), line: 'skin', descriptors: ['exfoliating', 'brightening', 'poreRefining', 'gentle'], art: ['bottle', 'jar'], variants: { kind: 'size', options: [ml(100), ml(30, 100), ml(50)] }, price: [38, 95], attrs: { skin_type: ['oily', 'combination', 'normal'], concern: ['dullness', 'pores', 'acne'] }, use: 'skin', ingredients: INCI.serum },
  'skincare/treat/face-masks': { noun: t('Mask', 'Masker', 'มาสก์', '面膜'), line: 'skin', descriptors: ['detox', 'overnight', 'hydrating', 'brightening', 'soothing'], art: ['jar', 'tube'], variants: { kind: 'size', options: [ml(50), ml(75), ['5 sheets'], ml(15, 75)] }, price: [24, 88], attrs: { skin_type: SKIN_ALL.slice(), concern: ['hydration', 'dullness', 'pores'] }, use: 'skin', ingredients: INCI.cream },
  'skincare/moisturise/moisturisers': { noun: t('Moisturiser', 'Pelembap', 'มอยส์เจอไรเซอร์', '保濕面霜'), line: 'skin', descriptors: ['hydrating', 'nourishing', 'firming', 'soothing', 'overnight'], art: ['jar', 'tube'], variants: { kind: 'size', options: SKIN_SIZES }, price: [42, 160], attrs: { skin_type: SKIN_ALL.slice(), concern: ['hydration', 'ageing'], formulation: ['cream', 'gel'] }, use: 'skin', ingredients: INCI.cream },
  'skincare/moisturise/face-oils': { noun: t('Face Oil', 'Minyak Wajah', 'ออยล์บำรุงผิวหน้า', '面部精華油'), line: 'skin', descriptors: ['nourishing', 'brightening', 'soothing'], art: ['dropper'], variants: { kind: 'size', options: [ml(30), ml(15, 30)] }, price: [48, 120], attrs: { skin_type: ['dry', 'normal', 'combination'], formulation: ['oil'] }, use: 'skin', ingredients: INCI.oil },
  'skincare/moisturise/eye-care': { noun: t('Eye Cream', 'Krim Mata', 'อายครีม', '眼霜'), line: 'skin', descriptors: ['firming', 'brightening', 'hydrating'], art: ['jar', 'tube'], variants: { kind: 'size', options: [ml(15), ml(15, 30)] }, price: [45, 140], attrs: { concern: ['ageing', 'dullness', 'hydration'], formulation: ['cream', 'gel'] }, use: 'skin', ingredients: INCI.cream },
  'skincare/sun-care/face-sunscreen': { noun: t('Sunscreen SPF 50', 'Tabir Surya SPF 50', 'กันแดด SPF 50', '防曬霜 SPF 50'), line: 'skin', descriptors: ['mineral', 'tinted', 'hydrating', 'mattifying'], art: ['tube'], variants: { kind: 'size', options: [ml(50), ml(30, 50)] }, price: [32, 68], attrs: { skin_type: SKIN_ALL.slice(), formulation: ['cream', 'gel', 'liquid'] }, use: 'sun', ingredients: INCI.sunscreen },
  'skincare/sun-care/body-sunscreen': { noun: t('Body Sunscreen SPF 50', 'Tabir Surya Tubuh SPF 50', 'กันแดดผิวกาย SPF 50', '身體防曬霜 SPF 50'), line: 'body', descriptors: ['waterResistant', 'mineral', 'hydrating'], art: ['tube', 'bottle'], variants: { kind: 'size', options: [ml(150), ml(100, 200)] }, price: [30, 58], attrs: { skin_type: SKIN_ALL.slice() }, use: 'sun', ingredients: INCI.sunscreen },
  'fragrance/women/eau-de-parfum': { noun: t('Eau de Parfum', 'Eau de Parfum', 'โอ เดอ พาร์ฟูม', '濃香水'), line: 'fragrance', descriptors: ['intense'], art: ['perfume'], variants: { kind: 'size', options: FRAGRANCE_SIZES }, price: [110, 320], attrs: { scent_family: ['floral', 'amber', 'gourmand', 'woody'] }, use: 'fragrance', ingredients: INCI.fragrance },
  'fragrance/women/eau-de-toilette': { noun: t('Eau de Toilette', 'Eau de Toilette', 'โอ เดอ ทอยเล็ตต์', '淡香水'), line: 'fragrance', descriptors: ['travel'], art: ['perfume'], variants: { kind: 'size', options: FRAGRANCE_SIZES }, price: [90, 220], attrs: { scent_family: ['floral', 'fresh', 'citrus'] }, use: 'fragrance', ingredients: INCI.fragrance },
  'fragrance/men/cologne': { noun: t('Cologne', 'Cologne', 'โคโลญ', '古龍水'), line: 'fragrance', descriptors: ['intense', 'travel'], art: ['perfume'], variants: { kind: 'size', options: FRAGRANCE_SIZES }, price: [95, 260], attrs: { scent_family: ['woody', 'fresh', 'citrus', 'amber'] }, use: 'fragrance', ingredients: INCI.fragrance },
  'fragrance/men/aftershave': { noun: t('Aftershave Balm', 'Balm Setelah Bercukur', 'อาฟเตอร์เชฟบาล์ม', '鬚後膏'), line: 'fragrance', descriptors: ['soothing'], art: ['bottle', 'tube'], variants: { kind: 'size', options: [ml(75), ml(100)] }, price: [55, 120], attrs: { scent_family: ['woody', 'fresh'] }, use: 'fragrance', ingredients: INCI.body },
  'fragrance/unisex/perfume-oils': { noun: t('Perfume Oil', 'Minyak Parfum', 'น้ำมันหอม', '香氛油'), line: 'fragrance', descriptors: ['intense', 'travel'], art: ['dropper', 'perfume'], variants: { kind: 'size', options: [ml(10), ml(10, 30)] }, price: [60, 180], attrs: { scent_family: ['woody', 'amber', 'floral', 'gourmand'] }, use: 'fragrance', ingredients: INCI.oil },
  'fragrance/unisex/home-fragrance': { noun: t('Scented Candle', 'Lilin Aromaterapi', 'เทียนหอม', '香薰蠟燭'), line: 'fragrance', descriptors: ['travel'], art: ['jar'], variants: { kind: 'size', options: [['190 g'], ['70 g', '190 g'], ['300 g']] }, price: [45, 130], attrs: { scent_family: ['woody', 'fresh', 'floral', 'gourmand'] }, use: 'home', ingredients: INCI.home },
  'hair/hair-care/shampoo': { noun: t('Shampoo', 'Sampo', 'แชมพู', '洗髮水'), line: 'hair', descriptors: ['repair', 'hairVolume', 'colourCare', 'smoothing', 'strengthening'], art: ['bottle', 'tube'], variants: { kind: 'size', options: HAIR_SIZES }, price: [28, 70], use: 'hair', ingredients: INCI.shampoo },
  'hair/hair-care/conditioner': { noun: t('Conditioner', 'Kondisioner', 'ครีมนวดผม', '護髮素'), line: 'hair', descriptors: ['repair', 'smoothing', 'colourCare', 'strengthening'], art: ['bottle', 'tube'], variants: { kind: 'size', options: HAIR_SIZES }, price: [28, 72], use: 'hair', ingredients: INCI.conditioner },
  'hair/hair-care/hair-masks': { noun: t('Hair Mask', 'Masker Rambut', 'มาสก์ผม', '髮膜'), line: 'hair', descriptors: ['repair', 'nourishing', 'overnight', 'strengthening'], art: ['jar'], variants: { kind: 'size', options: [ml(200), ml(100, 250)] }, price: [34, 82], use: 'hair', ingredients: INCI.conditioner },
  'hair/styling/styling-products': { noun: t('Styling Spray', 'Semprotan Penata Rambut', 'สเปรย์จัดแต่งทรงผม', '造型噴霧'), line: 'hair', descriptors: ['hairVolume', 'curlDefining', 'smoothing', 'professional'], art: ['bottle', 'tube'], variants: { kind: 'size', options: [ml(150), ml(200), ml(50, 150)] }, price: [30, 62], use: 'hair', ingredients: INCI.styling },
  'hair/styling/hair-tools': { noun: t('Hair Straightener', 'Catok Rambut', 'เครื่องหนีบผม', '直髮器'), line: 'tools', descriptors: ['professional', 'travel'], art: ['brush'], variants: { kind: 'standard' }, price: [120, 420], use: 'tool', ingredients: INCI.device },
  'tools-brushes/brushes/face-brushes': { noun: t('Face Brush', 'Kuas Wajah', 'แปรงแต่งหน้า', '面部刷'), line: 'tools', descriptors: ['precision', 'vegan', 'dualEnded'], art: ['brush'], variants: { kind: 'standard' }, price: [24, 85], use: 'tool', ingredients: INCI.tool },
  'tools-brushes/brushes/eye-brushes': { noun: t('Eye Brush', 'Kuas Mata', 'แปรงทาตา', '眼部刷'), line: 'tools', descriptors: ['precision', 'vegan', 'dualEnded'], art: ['brush'], variants: { kind: 'standard' }, price: [18, 55], use: 'tool', ingredients: INCI.tool },
  'tools-brushes/sponges-applicators/sponges': { noun: t('Makeup Sponge', 'Spons Rias', 'ฟองน้ำแต่งหน้า', '美妝蛋'), line: 'tools', descriptors: ['vegan', 'professional'], art: ['sponge'], variants: { kind: 'shade', palette: 'blush', min: 1, max: 3 }, price: [16, 42], use: 'tool', ingredients: INCI.sponge },
  'tools-brushes/sponges-applicators/puffs': { noun: t('Powder Puff', 'Puff Bedak', 'พัฟแต่งหน้า', '粉撲'), line: 'tools', descriptors: ['vegan'], art: ['sponge', 'compact'], variants: { kind: 'standard' }, price: [12, 32], use: 'tool', ingredients: INCI.sponge },
  'tools-brushes/accessories/pillowcases': { noun: t('Silk Pillowcase', 'Sarung Bantal Sutra', 'ปลอกหมอนผ้าไหม', '真絲枕套'), line: 'accessories', descriptors: ['queen', 'king'], art: ['pillowcase'], variants: { kind: 'shade', palette: 'balm', min: 2, max: 4 }, price: [89, 149], use: 'accessory', ingredients: INCI.silk },
  'tools-brushes/accessories/makeup-bags': { noun: t('Makeup Bag', 'Tas Kosmetik', 'กระเป๋าเครื่องสำอาง', '化妝包'), line: 'accessories', descriptors: ['quilted', 'veganLeather', 'travel'], art: ['jar'], variants: { kind: 'standard' }, price: [32, 95], use: 'accessory', ingredients: INCI.bag },
  'bath-body/body-care/body-lotion': { noun: t('Body Lotion', 'Losion Tubuh', 'โลชั่นบำรุงผิวกาย', '身體乳'), line: 'body', descriptors: ['hydrating', 'nourishing', 'firming', 'brightening'], art: ['bottle', 'tube'], variants: { kind: 'size', options: BODY_SIZES }, price: [28, 68], attrs: { skin_type: ['dry', 'normal', 'sensitive'] }, use: 'body', ingredients: INCI.body },
  'bath-body/body-care/body-wash': { noun: t('Body Wash', 'Sabun Mandi', 'ครีมอาบน้ำ', '沐浴露'), line: 'body', descriptors: ['gentle', 'exfoliating', 'hydrating'], art: ['bottle'], variants: { kind: 'size', options: BODY_SIZES }, price: [22, 52], attrs: { skin_type: ['dry', 'normal', 'sensitive', 'oily'] }, use: 'body', ingredients: INCI.cleanser },
  'bath-body/body-care/hand-cream': { noun: t('Hand Cream', 'Krim Tangan', 'ครีมทามือ', '護手霜'), line: 'body', descriptors: ['nourishing', 'travel', 'hydrating'], art: ['tube'], variants: { kind: 'size', options: [ml(30), ml(75), ml(30, 75)] }, price: [16, 42], use: 'body', ingredients: INCI.body },
};

/** How to use, by use group. */
export const HOW_TO_USE: Readonly<Record<UseGroup, Translated>> = {
  face: t(
    'Apply a small amount to the centre of the face and blend outwards with a brush, sponge or fingertips. Build up where you want more.',
    'Aplikasikan sedikit di bagian tengah wajah, lalu baurkan ke arah luar dengan kuas, spons, atau ujung jari. Tambahkan lapisan di area yang membutuhkan.',
    'แตะผลิตภัณฑ์เล็กน้อยบริเวณกลางใบหน้า แล้วเกลี่ยออกด้านนอกด้วยแปรง ฟองน้ำ หรือปลายนิ้ว เพิ่มทีละชั้นในจุดที่ต้องการ',
    '取適量於面部中央，用刷子、美妝蛋或指腹向外推開，需要時可局部疊加。',
  ),
  lip: t(
    'Apply directly to the lips, starting from the centre and working outwards. Line the lips first for a sharper edge.',
    'Aplikasikan langsung pada bibir, mulai dari tengah ke arah luar. Gunakan pensil bibir terlebih dahulu untuk garis yang lebih tegas.',
    'ทาลงบนริมฝีปากโดยตรง เริ่มจากกลางปากแล้วเกลี่ยออกด้านข้าง เขียนขอบปากก่อนเพื่อให้ขอบคมชัดยิ่งขึ้น',
    '從唇部中央向兩側直接塗抹。先用唇線筆勾勒唇形，輪廓更清晰。',
  ),
  eye: t(
    'Apply along the lash line or over the lid, building in thin layers. Let each layer set before adding the next.',
    'Aplikasikan di sepanjang garis bulu mata atau di kelopak mata secara tipis dan bertahap. Biarkan setiap lapisan mengering sebelum menambah lapisan berikutnya.',
    'ทาตามแนวขนตาหรือบนเปลือกตาทีละชั้นบาง ๆ รอให้แต่ละชั้นเซ็ตตัวก่อนทาชั้นถัดไป',
    '沿睫毛根部或在眼瞼上薄塗，逐層疊加，待上一層定妝後再塗下一層。',
  ),
  skin: t(
    'Use morning and evening on clean skin: smooth a small amount over the face and neck, avoiding the eye area.',
    'Gunakan pagi dan malam pada kulit yang bersih: ratakan sedikit produk ke wajah dan leher, hindari area mata.',
    'ใช้เช้าและเย็นหลังทำความสะอาดผิว ลูบไล้ผลิตภัณฑ์เล็กน้อยให้ทั่วใบหน้าและลำคอ หลีกเลี่ยงบริเวณรอบดวงตา',
    '早晚潔膚後使用：取適量均勻塗抹於面部和頸部，避開眼周。',
  ),
  sun: t(
    'Apply generously 15 minutes before going out as the last step of your morning routine. Reapply every two hours and after swimming.',
    'Aplikasikan secara merata 15 menit sebelum beraktivitas di luar sebagai langkah terakhir rutinitas pagi. Ulangi setiap dua jam dan setelah berenang.',
    'ทาในปริมาณที่เพียงพอก่อนออกแดด 15 นาทีเป็นขั้นตอนสุดท้ายของการดูแลผิวตอนเช้า ทาซ้ำทุกสองชั่วโมงและหลังว่ายน้ำ',
    '出門前 15 分鐘足量塗抹，作為早間護膚的最後一步。每兩小時及游泳後補塗。',
  ),
  fragrance: t(
    'Spray onto pulse points such as the wrists and neck from about 15 cm away. Do not rub: let the scent settle on its own.',
    'Semprotkan ke titik nadi seperti pergelangan tangan dan leher dari jarak sekitar 15 cm. Jangan digosok, biarkan aroma menyatu dengan sendirinya.',
    'ฉีดที่จุดชีพจร เช่น ข้อมือและลำคอ ห่างประมาณ 15 ซม. ไม่ต้องถู ปล่อยให้กลิ่นค่อย ๆ ผสานกับผิว',
    '在距離約 15 厘米處噴於手腕、頸部等脈搏處。無需揉搓，讓香氣自然散發。',
  ),
  home: t(
    'Burn for two to three hours at a time and trim the wick to 5 mm before each use. Never leave a burning candle unattended.',
    'Nyalakan selama dua hingga tiga jam setiap kali dan potong sumbu hingga 5 mm sebelum digunakan. Jangan tinggalkan lilin menyala tanpa pengawasan.',
    'จุดครั้งละสองถึงสามชั่วโมง และตัดไส้เทียนให้เหลือ 5 มม. ก่อนใช้ทุกครั้ง อย่าทิ้งเทียนที่จุดอยู่โดยไม่มีคนดูแล',
    '每次點燃兩至三小時，每次使用前將燭芯修剪至 5 毫米。點燃時切勿無人看管。',
  ),
  hair: t(
    'Work through damp hair from mid-lengths to ends, leave for a minute, then rinse or style as usual.',
    'Ratakan pada rambut yang lembap dari bagian tengah hingga ujung, diamkan satu menit, lalu bilas atau tata seperti biasa.',
    'ลูบไล้ให้ทั่วผมที่หมาดตั้งแต่กลางเส้นผมถึงปลายผม ทิ้งไว้หนึ่งนาที แล้วล้างออกหรือจัดแต่งทรงตามปกติ',
    '均勻塗抹於濕髮的髮中至髮尾，停留一分鐘後沖洗或照常造型。',
  ),
  tool: t(
    'Use with your favourite products. Clean after use with a gentle cleanser and let it dry naturally.',
    'Gunakan bersama produk favorit Anda. Bersihkan setelah dipakai dengan pembersih lembut dan biarkan kering dengan sendirinya.',
    'ใช้คู่กับผลิตภัณฑ์ที่คุณชื่นชอบ ทำความสะอาดหลังใช้ด้วยน้ำยาอ่อนโยนและปล่อยให้แห้งเองตามธรรมชาติ',
    '搭配您喜愛的產品使用。用後以溫和清潔劑清洗，自然晾乾。',
  ),
  accessory: t(
    'Hand wash cold or machine wash on a delicate cycle in a laundry bag. Dry flat, away from direct sunlight.',
    'Cuci dengan tangan menggunakan air dingin atau mesin cuci dengan siklus lembut di dalam kantong cucian. Keringkan mendatar, jauhi sinar matahari langsung.',
    'ซักมือด้วยน้ำเย็น หรือซักเครื่องโหมดถนอมผ้าโดยใส่ถุงซัก ตากแบบวางราบ หลีกเลี่ยงแสงแดดโดยตรง',
    '冷水手洗，或裝入洗衣袋以輕柔模式機洗。平鋪晾乾，避免陽光直射。',
  ),
  body: t(
    'Massage into the skin after a shower or bath, paying extra attention to dry areas such as elbows and knees.',
    'Pijatkan ke kulit setelah mandi, terutama pada area kering seperti siku dan lutut.',
    'นวดให้ทั่วผิวหลังอาบน้ำ เน้นบริเวณที่แห้งกร้าน เช่น ข้อศอกและหัวเข่า',
    '沐浴後按摩至肌膚吸收，乾燥部位如手肘、膝蓋需重點護理。',
  ),
};
