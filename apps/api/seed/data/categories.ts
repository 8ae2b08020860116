import type { Translated } from '@blush/shared/catalog';

/** A node of the three-level category tree; products attach to level-3 nodes (leaves). */
export interface CategoryNode {
  slug: string;
  name: Translated;
  children?: readonly CategoryNode[];
}

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    slug: 'makeup',
    name: t('Makeup', 'Tata Rias', 'เมคอัพ', '彩妝'),
    children: [
      {
        slug: 'face',
        name: t('Face', 'Wajah', 'ใบหน้า', '面部'),
        children: [
          { slug: 'foundation', name: t('Foundation', 'Alas Bedak', 'รองพื้น', '粉底') },
          { slug: 'concealer', name: t('Concealer', 'Konsiler', 'คอนซีลเลอร์', '遮瑕') },
          { slug: 'powder', name: t('Powder', 'Bedak', 'แป้ง', '散粉與粉餅') },
          { slug: 'blush', name: t('Blush', 'Perona Pipi', 'บลัชออน', '腮紅') },
          { slug: 'bronzer', name: t('Bronzer', 'Bronzer Wajah', 'บรอนเซอร์', '古銅修容') },
          { slug: 'highlighter', name: t('Highlighter', 'Iluminator', 'ไฮไลต์', '高光') },
          {
            slug: 'primer-setting-spray',
            name: t('Primer & Setting Spray', 'Primer & Semprotan Pengunci Riasan', 'ไพรเมอร์และสเปรย์ล็อกเมคอัพ', '妝前乳與定妝噴霧'),
          },
        ],
      },
      {
        slug: 'lips',
        name: t('Lips', 'Bibir', 'ริมฝีปาก', '唇部'),
        children: [
          { slug: 'lipstick', name: t('Lipstick', 'Lipstik', 'ลิปสติก', '口紅') },
          { slug: 'lip-gloss', name: t('Lip Gloss', 'Pengilap Bibir', 'ลิปกลอส', '唇彩') },
          { slug: 'lip-liner', name: t('Lip Liner', 'Pensil Bibir', 'ดินสอเขียนขอบปาก', '唇線筆') },
          {
            slug: 'lip-balm-treatment',
            name: t('Lip Balm & Treatment', 'Pelembap & Perawatan Bibir', 'ลิปบาล์มและทรีตเมนต์บำรุงริมฝีปาก', '潤唇膏與唇部護理'),
          },
        ],
      },
      {
        slug: 'eyes',
        name: t('Eyes', 'Mata', 'ดวงตา', '眼部'),
        children: [
          { slug: 'mascara', name: t('Mascara', 'Maskara', 'มาสคาร่า', '睫毛膏') },
          { slug: 'eyeliner', name: t('Eyeliner', 'Celak Mata', 'อายไลเนอร์', '眼線') },
          { slug: 'eyeshadow', name: t('Eyeshadow', 'Perona Mata', 'อายแชโดว์', '眼影') },
          { slug: 'brows', name: t('Brows', 'Alis', 'คิ้ว', '眉部') },
        ],
      },
    ],
  },
  {
    slug: 'skincare',
    name: t('Skincare', 'Perawatan Kulit', 'สกินแคร์', '護膚'),
    children: [
      {
        slug: 'cleanse',
        name: t('Cleanse', 'Pembersih', 'ทำความสะอาด', '清潔'),
        children: [
          { slug: 'cleansers', name: t('Cleansers', 'Pembersih Wajah', 'คลีนเซอร์', '潔面') },
          { slug: 'toners', name: t('Toners', 'Penyegar Wajah', 'โทนเนอร์', '爽膚水') },
          { slug: 'makeup-removers', name: t('Makeup Removers', 'Pembersih Riasan', 'ผลิตภัณฑ์ล้างเครื่องสำอาง', '卸妝') },
        ],
      },
      {
        slug: 'treat',
        name: t('Treat', 'Perawatan Intensif', 'ทรีตเมนต์', '功效護理'),
        children: [
          { slug: 'serums', name: t('Serums', 'Serum', 'เซรั่ม', '精華') },
          { slug: 'exfoliators', name: t('Exfoliators', 'Eksfoliator', 'ผลิตภัณฑ์ผลัดเซลล์ผิว', '去角質') },
          { slug: 'face-masks', name: t('Face Masks', 'Masker Wajah', 'มาสก์หน้า', '面膜') },
        ],
      },
      {
        slug: 'moisturise',
        name: t('Moisturise', 'Pelembap', 'ให้ความชุ่มชื้น', '保濕'),
        children: [
          { slug: 'moisturisers', name: t('Moisturisers', 'Krim Pelembap', 'มอยส์เจอไรเซอร์', '面霜與乳液') },
          { slug: 'face-oils', name: t('Face Oils', 'Minyak Wajah', 'ออยล์บำรุงผิวหน้า', '面部精華油') },
          { slug: 'eye-care', name: t('Eye Care', 'Perawatan Mata', 'บำรุงรอบดวงตา', '眼部護理') },
        ],
      },
      {
        slug: 'sun-care',
        name: t('Sun Care', 'Perlindungan Matahari', 'ปกป้องผิวจากแสงแดด', '防曬'),
        children: [
          { slug: 'face-sunscreen', name: t('Face Sunscreen', 'Tabir Surya Wajah', 'กันแดดสำหรับผิวหน้า', '面部防曬') },
          { slug: 'body-sunscreen', name: t('Body Sunscreen', 'Tabir Surya Tubuh', 'กันแดดสำหรับผิวกาย', '身體防曬') },
        ],
      },
    ],
  },
  {
    slug: 'fragrance',
    name: t('Fragrance', 'Wewangian', 'น้ำหอม', '香水'),
    children: [
      {
        slug: 'women',
        name: t('Women', 'Wanita', 'ผู้หญิง', '女士'),
        children: [
          { slug: 'eau-de-parfum', name: t('Eau de Parfum', 'Eau de Parfum (EDP)', 'โอ เดอ พาร์ฟูม', '濃香水') },
          { slug: 'eau-de-toilette', name: t('Eau de Toilette', 'Eau de Toilette (EDT)', 'โอ เดอ ทอยเล็ตต์', '淡香水') },
        ],
      },
      {
        slug: 'men',
        name: t('Men', 'Pria', 'ผู้ชาย', '男士'),
        children: [
          { slug: 'cologne', name: t('Cologne', 'Kolonye', 'โคโลญ', '古龍水') },
          { slug: 'aftershave', name: t('Aftershave', 'Losion Setelah Bercukur', 'อาฟเตอร์เชฟ', '鬚後水') },
        ],
      },
      {
        slug: 'unisex',
        name: t('Unisex', 'Uniseks', 'ยูนิเซ็กซ์', '中性'),
        children: [
          { slug: 'perfume-oils', name: t('Perfume Oils', 'Minyak Parfum', 'น้ำมันหอม', '香氛精油') },
          { slug: 'home-fragrance', name: t('Home Fragrance', 'Pengharum Ruangan', 'น้ำหอมสำหรับบ้าน', '家居香氛') },
        ],
      },
    ],
  },
  {
    slug: 'hair',
    name: t('Hair', 'Rambut', 'เส้นผม', '美髮'),
    children: [
      {
        slug: 'hair-care',
        name: t('Hair Care', 'Perawatan Rambut', 'ดูแลเส้นผม', '頭髮護理'),
        children: [
          { slug: 'shampoo', name: t('Shampoo', 'Sampo', 'แชมพู', '洗髮水') },
          { slug: 'conditioner', name: t('Conditioner', 'Kondisioner', 'ครีมนวดผม', '護髮素') },
          { slug: 'hair-masks', name: t('Hair Masks', 'Masker Rambut', 'มาสก์ผม', '髮膜') },
        ],
      },
      {
        slug: 'styling',
        name: t('Styling', 'Penataan Rambut', 'จัดแต่งทรงผม', '造型'),
        children: [
          { slug: 'styling-products', name: t('Styling Products', 'Produk Penata Rambut', 'ผลิตภัณฑ์จัดแต่งทรงผม', '造型產品') },
          { slug: 'hair-tools', name: t('Hair Tools', 'Alat Penata Rambut', 'อุปกรณ์จัดแต่งทรงผม', '美髮工具') },
        ],
      },
    ],
  },
  {
    slug: 'tools-brushes',
    name: t('Tools & Brushes', 'Alat & Kuas', 'อุปกรณ์และแปรงแต่งหน้า', '工具與化妝刷'),
    children: [
      {
        slug: 'brushes',
        name: t('Brushes', 'Kuas', 'แปรงแต่งหน้า', '化妝刷'),
        children: [
          { slug: 'face-brushes', name: t('Face Brushes', 'Kuas Wajah', 'แปรงสำหรับใบหน้า', '面部刷') },
          { slug: 'eye-brushes', name: t('Eye Brushes', 'Kuas Mata', 'แปรงสำหรับดวงตา', '眼部刷') },
        ],
      },
      {
        slug: 'sponges-applicators',
        name: t('Sponges & Applicators', 'Spons & Aplikator', 'ฟองน้ำและอุปกรณ์เกลี่ย', '海綿與上妝工具'),
        children: [
          { slug: 'sponges', name: t('Sponges', 'Spons Rias', 'ฟองน้ำแต่งหน้า', '美妝蛋') },
          { slug: 'puffs', name: t('Puffs', 'Puff Bedak', 'พัฟแต่งหน้า', '粉撲') },
        ],
      },
      {
        slug: 'accessories',
        name: t('Accessories', 'Aksesori', 'แอ็กเซสซอรี', '配件'),
        children: [
          { slug: 'pillowcases', name: t('Pillowcases', 'Sarung Bantal', 'ปลอกหมอน', '枕套') },
          { slug: 'makeup-bags', name: t('Makeup Bags', 'Tas Kosmetik', 'กระเป๋าเครื่องสำอาง', '化妝包') },
        ],
      },
    ],
  },
  {
    slug: 'bath-body',
    name: t('Bath & Body', 'Mandi & Tubuh', 'อาบน้ำและดูแลผิวกาย', '沐浴與身體護理'),
    children: [
      {
        slug: 'body-care',
        name: t('Body Care', 'Perawatan Tubuh', 'ดูแลผิวกาย', '身體護理'),
        children: [
          { slug: 'body-lotion', name: t('Body Lotion', 'Losion Tubuh', 'โลชั่นบำรุงผิวกาย', '身體乳') },
          { slug: 'body-wash', name: t('Body Wash', 'Sabun Mandi Cair', 'ครีมอาบน้ำ', '沐浴露') },
          { slug: 'hand-cream', name: t('Hand Cream', 'Krim Tangan', 'ครีมทามือ', '護手霜') },
        ],
      },
    ],
  },
];

/** Leaf paths such as `makeup/lips/lipstick`, in tree order. */
export function leafPaths(tree: readonly CategoryNode[] = CATEGORY_TREE, prefix = ''): string[] {
  return tree.flatMap((node) => {
    const path = prefix ? `${prefix}/${node.slug}` : node.slug;
    return node.children?.length ? leafPaths(node.children, path) : [path];
  });
}
