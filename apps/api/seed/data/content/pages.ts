/**
 * Demo pages: the homepage, About, the Beauty Edit CMS pages, Beauty Pass, and two landing pages,
 * each with real copy in en, id, th, zh. Product and brand slugs come from the seeded catalogue.
 */
import type { ContentDocumentInput } from '@blush/shared/content';
import { type CataloguePicks, link, paragraphs, t } from './text.ts';

export interface PageSeed {
  key: string;
  type: 'homepage' | 'landing_page' | 'cms_page' | 'about';
  published: ContentDocumentInput | null;
  /** A draft that differs from the published version (else the draft is the published one). */
  draft?: ContentDocumentInput;
}

const categoryTitle = t('Shop by category', 'Belanja berdasarkan kategori', 'ช้อปตามหมวดหมู่', '按類別選購');

function homepage(picks: CataloguePicks): PageSeed {
  const hero = {
    type: 'hero' as const,
    id: 'hero',
    eyebrow: t('New this season', 'Baru di Blush', 'ใหม่ประจำซีซั่น', '本季新品'),
    title: t('Your glow, edited.', 'Pilihan terbaik untuk kilau Anda.', 'ผิวโกลว์ในแบบของคุณ', '為你的光彩精選'),
    body: t(
      'The newest launches from the brands you love, with free samples on every order.',
      'Produk terbaru dari merek favorit Anda, dengan sampel gratis di setiap pesanan.',
      'ผลิตภัณฑ์ใหม่ล่าสุดจากแบรนด์ที่คุณรัก พร้อมรับตัวอย่างสินค้าฟรีทุกคำสั่งซื้อ',
      '你喜愛的品牌最新上市，每筆訂單均附贈免費試用裝。',
    ),
    cta: link('/search?sort=newest', t('Shop new arrivals', 'Belanja produk terbaru', 'ช้อปสินค้ามาใหม่', '選購新品')),
    secondaryCta: link('/search?sort=bestsellers', t('Explore bestsellers', 'Lihat produk terlaris', 'ดูสินค้าขายดี', '瀏覽暢銷品')),
    art: 'vanity' as const,
    tone: 'blush' as const,
    // Beauty Pass Gold members see their early access instead.
    variants: [
      {
        segments: ['gold_members'],
        fields: {
          eyebrow: t('Beauty Pass Gold', 'Beauty Pass Gold', 'Beauty Pass โกลด์', 'Beauty Pass 金卡'),
          title: t('Gold early access is open.', 'Akses awal Gold sudah dibuka.', 'สิทธิ์ช้อปก่อนสำหรับสมาชิกโกลด์เปิดแล้ว', '金卡會員搶先購已開啟。'),
          body: t(
            'Shop the season’s launches two days before everyone else, with free shipping on every order.',
            'Belanja produk terbaru musim ini dua hari lebih awal dari yang lain, dengan gratis ongkir untuk setiap pesanan.',
            'ช้อปสินค้าใหม่ประจำซีซั่นก่อนใครสองวัน พร้อมจัดส่งฟรีทุกคำสั่งซื้อ',
            '比所有人提前兩天選購本季新品，每筆訂單均享免運費。',
          ),
          tone: 'gold' as const,
        },
      },
    ],
  };
  const blocks = [
    hero,
    {
      type: 'category_tiles' as const,
      id: 'categories',
      title: categoryTitle,
      categories: picks.topCategories.map((path) => ({ path })),
    },
    {
      type: 'product_rail' as const,
      id: 'editors-picks',
      title: t('Editors’ picks', 'Pilihan editor', 'ไอเท็มที่บรรณาธิการเลือก', '編輯精選'),
      productSlugs: [...picks.editorsPicks],
      viewAll: link('/pages/beauty-edit', t('Read the Beauty Edit', 'Baca Beauty Edit', 'อ่าน Beauty Edit', '閱讀美妝精選')),
    },
    { type: 'image_banner' as const, id: 'beauty-pass', bannerKey: 'banners/beauty-pass' },
    {
      type: 'product_rail' as const,
      id: 'skincare-heroes',
      title: t('Skincare heroes', 'Andalan perawatan kulit', 'สกินแคร์ตัวท็อป', '護膚明星單品'),
      productSlugs: [...picks.skincare],
      viewAll: link('/categories/skincare', t('Shop skincare', 'Belanja perawatan kulit', 'ช้อปสกินแคร์', '選購護膚品')),
    },
    {
      type: 'brand_rail' as const,
      id: 'popular-brands',
      title: t('Popular brands', 'Merek populer', 'แบรนด์ยอดนิยม', '熱門品牌'),
      brandSlugs: [...picks.popularBrands],
    },
  ];
  const published: ContentDocumentInput = {
    title: t('Makeup, skincare, fragrance and hair care', 'Makeup, perawatan kulit, parfum, dan perawatan rambut', 'เมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผม', '彩妝、護膚、香水與護髮'),
    blocks,
  };
  // The mid-year campaign, not yet live: a new headline and the sale banner.
  const draft: ContentDocumentInput = {
    ...published,
    blocks: blocks.map((block) =>
      block.id === 'hero'
        ? {
            ...hero,
            eyebrow: t('Mid-year sale', 'Promo tengah tahun', 'มิดเยียร์เซล', '年中大促'),
            title: t('Mid-year beauty, unwrapped.', 'Kecantikan tengah tahun, kini terbuka.', 'ความงามกลางปี เปิดกล่องแล้ว', '年中美妝，驚喜開箱。'),
            cta: link('/pages/summer-glow', t('Shop the sale', 'Belanja promonya', 'ช้อปสินค้าลดราคา', '立即選購')),
          }
        : block,
    ),
  };
  return { key: 'homepage', type: 'homepage', published, draft };
}

function about(): PageSeed {
  const section = (title: string, body: string) => `## ${title}\n\n${body}`;
  return {
    key: 'about',
    type: 'about',
    published: {
      title: t('About Blush', 'Tentang Blush', 'เกี่ยวกับ Blush', '關於 Blush'),
      description: t(
        'Blush is a beauty destination for Asia-Pacific: prestige makeup, skincare, fragrance and hair care from more than a hundred brands.',
        'Blush adalah destinasi kecantikan untuk Asia-Pasifik: makeup, perawatan kulit, parfum, dan perawatan rambut premium dari lebih dari seratus merek.',
        'Blush คือจุดหมายปลายทางด้านความงามของเอเชียแปซิฟิก รวมเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมระดับพรีเมียมจากกว่าร้อยแบรนด์',
        'Blush 是亞太地區的美妝目的地，彙集一百多個品牌的高端彩妝、護膚、香水與護髮產品。',
      ),
      blocks: [
        {
          type: 'hero',
          id: 'story',
          eyebrow: t('Our story', 'Kisah kami', 'เรื่องราวของเรา', '我們的故事'),
          title: t('About Blush', 'Tentang Blush', 'เกี่ยวกับ Blush', '關於 Blush'),
          body: t(
            'Blush is a beauty destination for Asia-Pacific: prestige makeup, skincare, fragrance and hair care from more than a hundred brands, and the people who know them best.',
            'Blush adalah destinasi kecantikan untuk Asia-Pasifik: makeup, perawatan kulit, parfum, dan perawatan rambut premium dari lebih dari seratus merek, bersama orang-orang yang paling memahaminya.',
            'Blush คือจุดหมายปลายทางด้านความงามของเอเชียแปซิฟิก รวมเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมระดับพรีเมียมจากกว่าร้อยแบรนด์ พร้อมทีมงานที่รู้จักผลิตภัณฑ์เหล่านั้นดีที่สุด',
            'Blush 是亞太地區的美妝目的地：彙集一百多個品牌的高端彩妝、護膚、香水與護髮產品，以及最懂它們的專業團隊。',
          ),
          cta: link('/', t('Start shopping', 'Mulai belanja', 'เริ่มช้อปเลย', '開始購物')),
          art: 'bottles',
          tone: 'blush',
        },
        {
          type: 'rich_text',
          id: 'what-we-do',
          style: 'numbered',
          body: {
            en: [
              section('Curated, not crowded', 'Our buyers test thousands of launches every year and keep only what earns its place: cult favourites, clean formulas and the next brands everyone will talk about.'),
              section('Expert advice, in store and online', 'Our beauty advisors are trained by the brands we carry. Book a complimentary makeover, a skin consultation or a masterclass at your nearest Blush store.'),
              section('Beauty Pass rewards', 'Every purchase earns points with Beauty Pass, our loyalty programme. Redeem them for rewards, unlock birthday gifts and move up from Pink to White, Black and Gold for early sale access and event invitations.'),
              section('Local in {country} and seven more countries', 'We run dedicated sites for Australia, Hong Kong, Indonesia, Malaysia, New Zealand, the Philippines, Singapore and Thailand, with local prices, delivery and customer care in your language.'),
            ].join('\n\n'),
            id: [
              section('Terkurasi, bukan sekadar banyak', 'Tim pembeli kami menguji ribuan produk baru setiap tahun dan hanya memilih yang benar-benar layak: favorit sepanjang masa, formula clean beauty, dan merek-merek berikutnya yang akan jadi perbincangan.'),
              section('Saran ahli, di toko dan online', 'Beauty advisor kami dilatih langsung oleh merek-merek yang kami jual. Pesan makeover gratis, konsultasi kulit, atau kelas master di toko Blush terdekat.'),
              section('Hadiah Beauty Pass', 'Setiap pembelian memberi Anda poin Beauty Pass, program loyalitas kami. Tukarkan dengan hadiah, dapatkan hadiah ulang tahun, dan naik dari Pink ke White, Black, hingga Gold untuk akses lebih awal ke promo dan undangan acara.'),
              section('Hadir lokal di {country} dan tujuh negara lainnya', 'Kami memiliki situs khusus untuk Australia, Hong Kong, Indonesia, Malaysia, Selandia Baru, Filipina, Singapura, dan Thailand, dengan harga lokal, pengiriman, dan layanan pelanggan dalam bahasa Anda.'),
            ].join('\n\n'),
            th: [
              section('คัดสรร ไม่ใช่แค่มากมาย', 'ทีมจัดซื้อของเราทดลองผลิตภัณฑ์ใหม่หลายพันรายการทุกปี และเลือกเฉพาะสิ่งที่คู่ควร ทั้งไอเท็มยอดนิยมตลอดกาล สูตรคลีนบิวตี้ และแบรนด์น้องใหม่ที่ทุกคนกำลังจะพูดถึง'),
              section('คำแนะนำจากผู้เชี่ยวชาญ ทั้งในร้านและออนไลน์', 'บิวตี้แอดไวเซอร์ของเราได้รับการฝึกอบรมจากแบรนด์ที่เราจำหน่ายโดยตรง จองบริการแต่งหน้าฟรี ปรึกษาเรื่องผิว หรือคลาสมาสเตอร์ได้ที่ร้าน Blush ใกล้คุณ'),
              section('สิทธิประโยชน์ Beauty Pass', 'ทุกการซื้อจะได้รับคะแนนจาก Beauty Pass โปรแกรมสมาชิกของเรา แลกคะแนนเป็นของรางวัล รับของขวัญวันเกิด และเลื่อนระดับจากพิงก์สู่ไวท์, แบล็กและ โกลด์เพื่อรับสิทธิ์ช้อปเซลล์ก่อนใครและคำเชิญร่วมงานอีเวนต์'),
              section('ใกล้ชิดคุณใน{country}และอีกเจ็ดประเทศ', 'เรามีเว็บไซต์เฉพาะสำหรับออสเตรเลีย ฮ่องกง อินโดนีเซีย มาเลเซีย นิวซีแลนด์ ฟิลิปปินส์ สิงคโปร์ และประเทศไทย พร้อมราคาท้องถิ่น การจัดส่ง และบริการลูกค้าในภาษาของคุณ'),
            ].join('\n\n'),
            zh: [
              section('精選，而非堆砌', '我們的買手每年試用數千款新品，只留下真正值得的：口碑爆款、純淨配方，以及下一個人人都在談論的品牌。'),
              section('門市與網上的專業建議', '我們的美妝顧問均接受過品牌的專業培訓。歡迎在離您最近的 Blush 門市預約免費妝容體驗、肌膚諮詢或大師課。'),
              section('Beauty Pass 會員禮遇', '每次購物都能透過我們的會員計劃 Beauty Pass 賺取積分。積分可兌換禮品、解鎖生日禮遇，並從粉卡升級至白卡、黑卡和金卡，享受搶先購與活動邀請。'),
              section('紮根{country}及其他七個國家和地區', '我們為澳洲、香港、印尼、馬來西亞、紐西蘭、菲律賓、新加坡和泰國分別設有專屬網站，提供本地價格、送貨以及您熟悉語言的客戶服務。'),
            ].join('\n\n'),
          },
        },
        {
          type: 'faq',
          id: 'good-to-know',
          title: t('Good to know', 'Perlu diketahui', 'ข้อควรรู้', '溫馨提示'),
          items: [
            {
              question: t('Are the products authentic?', 'Apakah produknya asli?', 'สินค้าเป็นของแท้หรือไม่', '產品是正品嗎？'),
              answer: t(
                'Always. We buy directly from the brands or their official distributors in each country.',
                'Selalu. Kami membeli langsung dari merek atau distributor resminya di setiap negara.',
                'แน่นอน เราสั่งซื้อโดยตรงจากแบรนด์หรือตัวแทนจำหน่ายอย่างเป็นทางการในแต่ละประเทศ',
                '當然。我們直接向品牌或其在各國的官方經銷商採購。',
              ),
            },
            {
              question: t('Can I shop on another country’s site?', 'Bisakah saya berbelanja di situs negara lain?', 'ฉันช้อปในเว็บไซต์ของประเทศอื่นได้หรือไม่', '我可以在其他國家/地區的網站購物嗎？'),
              answer: t(
                'Each site delivers within its own country. Choose the site of the country you want your order delivered to.',
                'Setiap situs mengirim di dalam negaranya sendiri. Pilih situs negara tujuan pengiriman pesanan Anda.',
                'แต่ละเว็บไซต์จัดส่งภายในประเทศของตนเท่านั้น โปรดเลือกเว็บไซต์ของประเทศที่คุณต้องการให้จัดส่งสินค้า',
                '每個網站只在本國家/地區內送貨。請選擇您希望收貨的國家/地區網站。',
              ),
            },
          ],
        },
      ],
    },
  };
}

const LONG_EDIT = paragraphs(
  t(
    'Every month our editors, buyers and in-store artists sit down with the newest launches and the quiet classics, and argue about what deserves a place in your routine. The Beauty Edit is what comes out of those conversations: honest notes, shade tips and the products we reach for ourselves.',
    'Setiap bulan editor, tim pembeli, dan makeup artist toko kami mencoba produk-produk terbaru dan klasik yang tak lekang waktu, lalu berdiskusi tentang apa yang layak masuk ke rutinitas Anda. Beauty Edit adalah hasil dari diskusi itu: catatan jujur, tips memilih warna, dan produk yang kami pakai sendiri.',
    'ทุกเดือน ทีมบรรณาธิการ ทีมจัดซื้อ และช่างแต่งหน้าประจำร้านของเราจะมานั่งลองผลิตภัณฑ์ใหม่ล่าสุดและไอเท็มคลาสสิกที่ไม่เคยตกยุค แล้วถกกันว่าอะไรคู่ควรกับกิจวัตรความงามของคุณ Beauty Edit คือผลลัพธ์จากบทสนทนาเหล่านั้น ทั้งบันทึกอย่างตรงไปตรงมา เคล็ดลับการเลือกเฉดสี และผลิตภัณฑ์ที่พวกเราใช้เอง',
    '每個月，我們的編輯、買手和門市化妝師都會一起試用最新上市的產品和低調的經典之作，討論哪些值得進入你的日常。Beauty Edit 就是這些討論的成果：坦誠的心得、選色建議，以及我們自己也在用的產品。',
  ),
  t(
    '## How we choose',
    '## Cara kami memilih',
    '## เราเลือกอย่างไร',
    '## 我們如何挑選',
  ),
  t(
    'Nothing here is paid placement. A product makes the edit when at least three of us have used it for two weeks, in the heat and humidity most of our shoppers live with, and still want to keep it on the shelf. We test shades on a wide range of skin tones and undertones, and we say so when a formula suits some skin types better than others.',
    'Tidak ada yang berbayar di sini. Sebuah produk masuk Beauty Edit jika setidaknya tiga orang dari kami sudah memakainya selama dua minggu, di cuaca panas dan lembap yang dialami sebagian besar pelanggan kami, dan masih ingin menyimpannya. Kami menguji warna pada berbagai warna dan undertone kulit, dan kami sampaikan jika sebuah formula lebih cocok untuk jenis kulit tertentu.',
    'ไม่มีผลิตภัณฑ์ใดที่ได้รับค่าจ้างให้ลงพื้นที่นี้ สินค้าจะได้อยู่ใน Beauty Edit ก็ต่อเมื่อพวกเราอย่างน้อยสามคนได้ใช้จริงเป็นเวลาสองสัปดาห์ ท่ามกลางอากาศร้อนชื้นแบบที่ลูกค้าส่วนใหญ่ของเราเจอทุกวัน และยังอยากเก็บไว้ใช้ต่อ เราทดสอบเฉดสีกับสีผิวและอันเดอร์โทนที่หลากหลาย และจะบอกตรง ๆ หากสูตรใดเหมาะกับสภาพผิวบางแบบมากกว่า',
    '這裡沒有任何付費推廣。一款產品要入選，至少要有我們三個人在大多數顧客所處的濕熱氣候下連續使用兩週，並且仍然想把它留在梳妝台上。我們會在不同膚色和膚調上試色，如果某個配方更適合特定膚質，我們也會直說。',
  ),
  t(
    '## What to expect this month',
    '## Yang bisa Anda harapkan bulan ini',
    '## เดือนนี้มีอะไรบ้าง',
    '## 本月看點',
  ),
  t(
    '- Long-wear base that survives a commute without a touch-up\n- Lip colours that stay comfortable from lunch to dinner\n- Lightweight sunscreens that sit well under makeup\n- Fragrances for warm evenings, from fresh citrus to soft musk',
    '- Alas riasan tahan lama yang awet sepanjang perjalanan tanpa perlu touch-up\n- Warna bibir yang tetap nyaman dari makan siang hingga makan malam\n- Tabir surya ringan yang menyatu dengan baik di bawah riasan\n- Parfum untuk malam yang hangat, dari sitrus segar hingga musk lembut',
    '- เบสติดทนที่อยู่รอดตลอดการเดินทางโดยไม่ต้องเติม\n- สีปากที่ยังสบายปากตั้งแต่มื้อกลางวันถึงมื้อค่ำ\n- กันแดดเนื้อบางเบาที่เข้ากับเมคอัพได้ดี\n- น้ำหอมสำหรับค่ำคืนอบอุ่น ตั้งแต่ซิตรัสสดชื่นไปจนถึงมัสก์นุ่มนวล',
    '- 通勤一整天也無需補妝的持久底妝\n- 從午餐到晚餐都保持舒適的唇色\n- 在妝容下服帖的輕薄防曬\n- 適合溫暖夜晚的香水，從清新柑橘到柔和麝香',
  ),
  t(
    'Found something you love, or something we missed? Tell our advisors in store: the best tips in this edit came from shoppers.',
    'Menemukan produk favorit, atau ada yang terlewat? Ceritakan kepada beauty advisor kami di toko: tips terbaik di Beauty Edit ini datang dari para pelanggan.',
    'เจอไอเท็มที่ชอบ หรือมีอะไรที่เราพลาดไปไหม บอกบิวตี้แอดไวเซอร์ของเราที่ร้านได้เลย เพราะเคล็ดลับที่ดีที่สุดใน Beauty Edit ครั้งนี้ก็มาจากลูกค้านี่แหละ',
    '發現了心頭好，或者我們漏掉了什麼？歡迎在門市告訴我們的美妝顧問：本期最好的建議正是來自顧客。',
  ),
);

function beautyEdit(picks: CataloguePicks): PageSeed[] {
  const editHero = {
    type: 'hero' as const,
    id: 'hero',
    eyebrow: t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妝精選'),
    title: t('What we’re loving this month', 'Favorit kami bulan ini', 'ไอเท็มที่เราหลงรักในเดือนนี้', '本月心頭好'),
    body: t(
      'Honest notes from our editors and artists on the launches worth your time.',
      'Catatan jujur dari editor dan makeup artist kami tentang produk baru yang layak dicoba.',
      'บันทึกตรงไปตรงมาจากบรรณาธิการและช่างแต่งหน้าของเรา ถึงผลิตภัณฑ์ใหม่ที่คุ้มค่าแก่การลอง',
      '編輯和化妝師的真誠筆記，告訴你哪些新品值得一試。',
    ),
    cta: link('/pages/beauty-edit/makeup', t('Read the makeup edit', 'Baca edisi makeup', 'อ่านฉบับเมคอัพ', '閱讀彩妝篇')),
    art: 'palette' as const,
    tone: 'noir' as const,
  };
  const editBlocks = [
    editHero,
    { type: 'rich_text' as const, id: 'intro', title: t('Inside this edit', 'Isi edisi ini', 'ในฉบับนี้', '本期內容'), body: LONG_EDIT, collapsible: true },
    {
      type: 'category_tiles' as const,
      id: 'shop-the-edit',
      title: t('Shop the edit', 'Belanja pilihan edisi ini', 'ช้อปตามฉบับนี้', '選購本期精選'),
      categories: [{ path: 'makeup/lips' }, { path: 'makeup/face' }, { path: 'skincare/sun-care' }, { path: 'fragrance' }],
    },
    {
      type: 'product_rail' as const,
      id: 'picks',
      title: t('This month’s picks', 'Pilihan bulan ini', 'ไอเท็มเด่นประจำเดือน', '本月精選'),
      productSlugs: [...picks.editorsPicks],
    },
    {
      type: 'faq' as const,
      id: 'faq',
      title: t('About the Beauty Edit', 'Tentang Beauty Edit', 'เกี่ยวกับ Beauty Edit', '關於 Beauty Edit'),
      items: [
        {
          question: t('Are brands paid to appear?', 'Apakah merek membayar agar tampil?', 'แบรนด์จ่ายเงินเพื่อให้ได้ลงหรือไม่', '品牌是否付費上榜？'),
          answer: t(
            'No. Our editors choose every product, and brands never see the edit before it is published.',
            'Tidak. Editor kami memilih setiap produk, dan merek tidak pernah melihat isinya sebelum diterbitkan.',
            'ไม่ ทีมบรรณาธิการของเราเป็นผู้เลือกทุกผลิตภัณฑ์ และแบรนด์จะไม่ได้เห็นเนื้อหาก่อนเผยแพร่',
            '不會。每款產品都由我們的編輯挑選，品牌在發佈前不會看到內容。',
          ),
        },
        {
          question: t('How often is it updated?', 'Seberapa sering diperbarui?', 'อัปเดตบ่อยแค่ไหน', '多久更新一次？'),
          answer: t('A new edit arrives at the start of every month.', 'Edisi baru hadir setiap awal bulan.', 'ฉบับใหม่จะมาทุกต้นเดือน', '每月初推出新一期。'),
        },
      ],
    },
  ];
  const edit: PageSeed = {
    key: 'pages/beauty-edit',
    type: 'cms_page',
    published: {
      title: t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妝精選'),
      description: t(
        'Our editors’ and artists’ honest picks of the month in makeup, skincare and fragrance.',
        'Pilihan jujur editor dan makeup artist kami bulan ini untuk makeup, perawatan kulit, dan parfum.',
        'ไอเท็มเด่นประจำเดือนด้านเมคอัพ สกินแคร์ และน้ำหอม ที่บรรณาธิการและช่างแต่งหน้าของเราเลือกอย่างจริงใจ',
        '編輯與化妝師本月真誠推薦的彩妝、護膚與香氛好物。',
      ),
      blocks: editBlocks,
    },
  };
  // The next issue, waiting for review: a new headline.
  edit.draft = {
    ...edit.published!,
    blocks: editBlocks.map((block) =>
      block.id === 'hero'
        ? {
            ...editHero,
            title: t('The mid-year issue: heat-proof beauty', 'Edisi tengah tahun: kecantikan tahan panas', 'ฉบับกลางปี: บิวตี้สู้ร้อน', '年中特刊：不怕熱的美妝'),
          }
        : block,
    ),
  };

  const makeup: PageSeed = {
    key: 'pages/beauty-edit/makeup',
    type: 'cms_page',
    published: {
      title: t('The makeup edit', 'Edisi makeup', 'ฉบับเมคอัพ', '彩妝篇'),
      description: t(
        'Base that lasts through humidity, easy colour and the tools our artists swear by.',
        'Alas riasan yang tahan lembap, warna yang mudah dipakai, dan alat andalan makeup artist kami.',
        'เบสที่ทนความชื้น สีสันที่ใช้ง่าย และเครื่องมือที่ช่างแต่งหน้าของเราไว้ใจ',
        '抗濕熱的持久底妝、輕鬆上手的色彩，以及化妝師信賴的工具。',
      ),
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          eyebrow: t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妝精選'),
          title: t('Makeup that keeps up', 'Makeup yang tahan seharian', 'เมคอัพที่อยู่ได้ทั้งวัน', '持妝一整天'),
          body: t(
            'Long-wear base, comfortable colour and what our artists pack in their kits.',
            'Alas riasan tahan lama, warna yang nyaman, dan isi tas rias para makeup artist kami.',
            'เบสติดทนนาน สีสันที่สบายผิว และของที่ช่างแต่งหน้าของเราพกติดกระเป๋า',
            '持久底妝、舒適色彩，以及化妝師隨身必備的單品。',
          ),
          cta: link('/pages/beauty-edit/makeup/lips', t('Read the lip edit', 'Baca edisi bibir', 'อ่านฉบับริมฝีปาก', '閱讀唇妝篇')),
          art: 'lipsticks',
          tone: 'blush',
        },
        {
          type: 'rich_text',
          id: 'base',
          title: t('Base that lasts', 'Alas riasan yang awet', 'เบสที่ติดทน', '持久底妝'),
          collapsible: true,
          body: paragraphs(
            t(
              'In a climate where the afternoon feels like a steam room, base makeup has two jobs: look like skin at nine in the morning, and still look like skin at six in the evening. Our artists start with a thin layer of a mattifying or grip primer only where you get shiny, usually the centre of the face.',
              'Di iklim yang sore harinya terasa seperti ruang uap, alas riasan punya dua tugas: terlihat seperti kulit asli pukul sembilan pagi, dan tetap begitu pukul enam sore. Makeup artist kami memulai dengan lapisan tipis primer matte atau primer pengunci hanya di area yang mudah berminyak, biasanya bagian tengah wajah.',
              'ในสภาพอากาศที่ตอนบ่ายร้อนอบอ้าวเหมือนห้องอบไอน้ำ เบสเมคอัพมีหน้าที่สองอย่าง คือดูเป็นผิวจริงตอนเก้าโมงเช้า และยังดูเป็นผิวจริงตอนหกโมงเย็น ช่างแต่งหน้าของเราเริ่มด้วยไพรเมอร์ควบคุมความมันหรือไพรเมอร์ยึดเกาะเพียงบาง ๆ เฉพาะจุดที่มันง่าย ซึ่งมักเป็นบริเวณกลางใบหน้า',
              '在下午悶熱得像蒸汽房的氣候裡，底妝有兩項任務：早上九點看起來像真實肌膚，傍晚六點依然如此。我們的化妝師會先在容易出油的部位（通常是面部中央）薄塗一層控油或持妝妝前乳。',
            ),
            t(
              'Then comes a light-to-medium coverage foundation, pressed in with a damp sponge rather than buffed, and concealer only where you need it. Set the T-zone with a fine powder, leave the cheeks fresh, and finish with a setting spray held at arm’s length. Two thin layers always outlast one thick one.',
              'Lalu gunakan alas bedak dengan tutupan ringan hingga sedang, ditepuk dengan spons lembap alih-alih dibaurkan, dan konsiler hanya di bagian yang perlu. Kunci area T dengan bedak halus, biarkan pipi tetap segar, dan akhiri dengan setting spray yang disemprotkan sejauh satu lengan. Dua lapisan tipis selalu lebih awet daripada satu lapisan tebal.',
              'จากนั้นจึงลงรองพื้นที่ปกปิดระดับบางเบาถึงปานกลาง โดยใช้ฟองน้ำชุบน้ำหมาด ๆ กดลงแทนการเกลี่ย และใช้คอนซีลเลอร์เฉพาะจุดที่จำเป็น ล็อกทีโซนด้วยแป้งเนื้อละเอียด ปล่อยแก้มให้ดูสดใส แล้วปิดท้ายด้วยสเปรย์ล็อกเมคอัพโดยฉีดห่างจากหน้าประมาณหนึ่งช่วงแขน การลงบาง ๆ สองชั้นติดทนกว่าการลงหนาชั้นเดียวเสมอ',
              '接著用濕潤的美妝蛋按壓上輕薄至中等遮瑕度的粉底，而不是來回推開，遮瑕膏只用在需要的地方。用細膩的散粉定住 T 區，讓雙頰保持水潤，最後在一臂之外噴上定妝噴霧。兩層薄塗永遠比一層厚塗更持久。',
            ),
            t(
              '## Colour without the fuss',
              '## Warna tanpa ribet',
              '## สีสันแบบไม่ยุ่งยาก',
              '## 輕鬆上色',
            ),
            t(
              'Cream blush and a sheer lip-and-cheek tint are the fastest way to look awake. Tap them on with fingers, build slowly, and blend the edges up towards the temples. If you only have time for one thing, make it mascara: a tubing formula will not smudge in the heat.',
              'Perona pipi krim dan tint bibir-pipi yang tipis adalah cara tercepat untuk terlihat segar. Tepuk dengan jari, bangun warnanya perlahan, dan baurkan tepinya ke arah pelipis. Jika hanya sempat satu langkah, pilih maskara: formula tubing tidak akan luntur di cuaca panas.',
              'บลัชเนื้อครีมและทินต์สำหรับปากและแก้มเนื้อบางเบาคือทางลัดที่ทำให้หน้าดูสดชื่น แตะด้วยปลายนิ้ว ค่อย ๆ เพิ่มสี แล้วเกลี่ยขอบขึ้นไปทางขมับ ถ้ามีเวลาแค่ขั้นตอนเดียว ให้เลือกมาสคาร่า สูตรทิวบิงจะไม่เลอะแม้อากาศร้อน',
              '膏狀腮紅和輕透的唇頰兩用染色液是讓氣色瞬間變好的捷徑。用指腹輕拍，慢慢疊加，再把邊緣向太陽穴方向暈開。如果只有時間做一步，那就刷睫毛膏：纖維管狀配方在高溫下也不會暈染。',
            ),
          ),
        },
        {
          type: 'product_rail',
          id: 'makeup-picks',
          title: t('Makeup we’re reaching for', 'Makeup andalan kami', 'เมคอัพที่เราหยิบใช้บ่อยที่สุด', '我們常用的彩妝'),
          productSlugs: [...picks.makeup],
          viewAll: link('/categories/makeup', t('Shop makeup', 'Belanja makeup', 'ช้อปเมคอัพ', '選購彩妝')),
        },
        {
          type: 'faq',
          id: 'faq',
          title: t('Makeup questions', 'Pertanyaan seputar makeup', 'คำถามเรื่องเมคอัพ', '彩妝問答'),
          items: [
            {
              question: t('How do I find my foundation shade online?', 'Bagaimana cara menemukan warna alas bedak secara online?', 'จะหาเฉดรองพื้นที่ใช่ทางออนไลน์ได้อย่างไร', '如何在網上找到適合我的粉底色號？'),
              answer: t(
                'Compare the swatches on the product page with a shade you already wear, then check the undertone. Our advisors can also match you in store in a few minutes.',
                'Bandingkan swatch di halaman produk dengan warna yang sudah Anda pakai, lalu periksa undertone-nya. Beauty advisor kami juga bisa mencocokkan warna Anda di toko dalam beberapa menit.',
                'เปรียบเทียบสวอตช์ในหน้าสินค้ากับเฉดที่คุณใช้อยู่ แล้วดูอันเดอร์โทน บิวตี้แอดไวเซอร์ของเรายังช่วยหาเฉดที่ใช่ให้คุณที่ร้านได้ภายในไม่กี่นาที',
                '將商品頁上的色板與你正在使用的色號對比，再確認膚調。我們的美妝顧問也可以在門市幾分鐘內幫你配色。',
              ),
            },
          ],
        },
      ],
    },
  };

  const lips: PageSeed = {
    key: 'pages/beauty-edit/makeup/lips',
    type: 'cms_page',
    published: {
      title: t('The lip edit', 'Edisi bibir', 'ฉบับริมฝีปาก', '唇妝篇'),
      description: t(
        'From blurred matte to glassy gloss: how to choose, apply and make lip colour last.',
        'Dari matte blur hingga gloss berkilau: cara memilih, mengaplikasikan, dan membuat warna bibir tahan lama.',
        'ตั้งแต่แมตต์ฟุ้งไปจนถึงกลอสฉ่ำวาว วิธีเลือก วิธีทา และวิธีทำให้สีปากติดทน',
        '從柔霧啞光到水光唇彩：如何挑選、塗抹並讓唇色更持久。',
      ),
      blocks: [
        {
          type: 'rich_text',
          id: 'guide',
          title: t('A lip for every plan', 'Warna bibir untuk setiap rencana', 'สีปากสำหรับทุกโอกาส', '適合每個場合的唇妝'),
          collapsible: true,
          body: paragraphs(
            t(
              'Lip colour is the quickest change you can make to a face, and the one that has to survive the most: coffee, lunch, masks and conversation. The right formula depends less on the shade than on your day.',
              'Warna bibir adalah perubahan tercepat yang bisa Anda lakukan pada wajah, sekaligus yang paling banyak diuji: kopi, makan siang, masker, dan obrolan. Formula yang tepat lebih bergantung pada aktivitas Anda hari itu daripada warnanya.',
              'สีปากคือการเปลี่ยนลุคที่เร็วที่สุด และก็ต้องเจอศึกหนักที่สุดด้วย ทั้งกาแฟ มื้อกลางวัน หน้ากากอนามัย และการพูดคุย สูตรที่ใช่จึงขึ้นอยู่กับวันของคุณมากกว่าเฉดสี',
              '唇色是改變整張臉最快的方式，也是最需要經受考驗的：咖啡、午餐、口罩和聊天。選擇哪種配方，與其說取決於顏色，不如說取決於你這一天的安排。',
            ),
            t('## Long days', '## Hari yang panjang', '## วันที่ยาวนาน', '## 漫長的一天'),
            t(
              'Choose a liquid matte or a lip stain. Exfoliate gently first, apply one thin coat, wait a minute and press the lips together once. A second coat only in the centre keeps it from feeling dry, and a touch of clear balm in the afternoon revives the colour without breaking it down.',
              'Pilih liquid matte atau lip stain. Eksfoliasi bibir dengan lembut terlebih dahulu, oleskan satu lapisan tipis, tunggu satu menit, lalu katupkan bibir sekali. Lapisan kedua hanya di bagian tengah membuatnya tidak terasa kering, dan sedikit balm bening di sore hari menyegarkan warnanya tanpa merusaknya.',
              'เลือกลิควิดแมตต์หรือลิปสเตน ขัดริมฝีปากเบา ๆ ก่อน ทาบาง ๆ หนึ่งชั้น รอหนึ่งนาที แล้วเม้มปากหนึ่งครั้ง ทาชั้นที่สองเฉพาะกลางปากจะช่วยไม่ให้รู้สึกแห้ง และลิปบาล์มใสเพียงนิดในตอนบ่ายจะช่วยให้สีกลับมาสดโดยไม่ทำให้สีหลุด',
              '選擇液態啞光唇釉或染唇液。先溫和去角質，薄塗一層，等一分鐘後抿一下雙唇。只在唇中疊塗第二層可避免乾燥，下午再點一點透明潤唇膏，就能讓唇色重現光彩而不會脫妝。',
            ),
            t('## Evenings out', '## Malam hari', '## ออกไปข้างนอกตอนค่ำ', '## 夜晚出門'),
            t(
              'A satin bullet lipstick over a matching liner gives the most polished shape. Line slightly outside the natural edge only at the cupid’s bow, fill the whole lip with liner as a base, then apply the lipstick straight from the bullet and blot through a tissue.',
              'Lipstik satin di atas pensil bibir yang senada memberikan bentuk paling rapi. Garis sedikit di luar tepi alami hanya di bagian cupid’s bow, isi seluruh bibir dengan pensil sebagai dasar, lalu oleskan lipstik langsung dari batangnya dan tekan dengan tisu.',
              'ลิปสติกเนื้อซาตินทับดินสอเขียนขอบปากสีเดียวกันให้รูปปากที่คมชัดที่สุด เขียนเลยขอบปากจริงออกมาเล็กน้อยเฉพาะที่กระจับ เติมดินสอให้ทั่วทั้งปากเป็นเบส แล้วทาลิปสติกจากแท่งโดยตรง และซับด้วยกระดาษทิชชู',
              '在同色唇線筆上疊塗緞光口紅，唇形最精緻。只在唇峰處略微畫出自然唇線之外，用唇線筆填滿整個嘴唇打底，再直接塗上口紅，最後隔著紙巾輕抿。',
            ),
            t('## Easy weekends', '## Akhir pekan santai', '## วันหยุดสบาย ๆ', '## 輕鬆週末'),
            t(
              '- Tinted balm for colour you can apply without a mirror\n- Gloss over a sheer liner for fullness without stickiness\n- A lip oil at night so the next day’s colour goes on smoothly',
              '- Balm berwarna yang bisa dioles tanpa cermin\n- Gloss di atas pensil bibir tipis untuk bibir tampak penuh tanpa lengket\n- Lip oil di malam hari agar warna keesokan harinya mudah dioles',
              '- ลิปบาล์มมีสีที่ทาได้โดยไม่ต้องส่องกระจก\n- กลอสทับดินสอเขียนขอบปากบาง ๆ เพื่อปากอิ่มฟูโดยไม่เหนียว\n- ลิปออยล์ก่อนนอน เพื่อให้วันรุ่งขึ้นทาสีได้เรียบเนียน',
              '- 不用照鏡子也能塗的有色潤唇膏\n- 在輕薄唇線上疊加唇彩，豐盈而不黏膩\n- 晚上用唇油，第二天上色更順滑',
            ),
          ),
        },
        {
          type: 'product_rail',
          id: 'lip-picks',
          title: t('Lips we love', 'Produk bibir favorit', 'ไอเท็มสำหรับริมฝีปากที่เรารัก', '我們鍾愛的唇妝'),
          productSlugs: [...picks.lips],
          viewAll: link('/categories/makeup/lips', t('Shop lips', 'Belanja produk bibir', 'ช้อปผลิตภัณฑ์สำหรับริมฝีปาก', '選購唇部產品')),
        },
      ],
    },
  };

  // The skincare chapter is still being written: a draft that has never been published.
  const skincare: PageSeed = {
    key: 'pages/beauty-edit/skincare',
    type: 'cms_page',
    published: null,
    draft: {
      title: t('The skincare edit', 'Edisi perawatan kulit', 'ฉบับสกินแคร์', '護膚篇'),
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          eyebrow: t('The Beauty Edit', 'Beauty Edit', 'Beauty Edit', 'Beauty Edit 美妝精選'),
          title: t('Skin first, always', 'Kulit selalu yang utama', 'ผิวต้องมาก่อนเสมอ', '護膚永遠第一'),
          body: t(
            'Three-step routines that work in the heat.',
            'Rutinitas tiga langkah yang ampuh di cuaca panas.',
            'รูทีนสามขั้นตอนที่ได้ผลแม้อากาศร้อน',
            '在炎熱天氣也有效的三步護膚。',
          ),
          art: 'bottles',
          tone: 'sage',
        },
        {
          type: 'product_rail',
          id: 'skincare-picks',
          title: t('Skincare heroes', 'Andalan perawatan kulit', 'สกินแคร์ตัวท็อป', '護膚明星單品'),
          productSlugs: [...picks.skincare],
        },
      ],
    },
  };
  return [edit, makeup, lips, skincare];
}

function beautyPass(): PageSeed {
  return {
    key: 'pages/beauty-pass',
    type: 'cms_page',
    published: {
      title: t('Beauty Pass', 'Beauty Pass', 'Beauty Pass', 'Beauty Pass 會員計劃'),
      description: t(
        'Earn points on every order, unlock birthday gifts and move up from Pink to Gold.',
        'Kumpulkan poin di setiap pesanan, dapatkan hadiah ulang tahun, dan naik dari Pink ke Gold.',
        'สะสมคะแนนทุกคำสั่งซื้อ รับของขวัญวันเกิด และเลื่อนระดับจากพิงก์สู่โกลด์',
        '每筆訂單賺取積分，解鎖生日禮遇，從粉卡升級至金卡。',
      ),
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          eyebrow: t('Loyalty programme', 'Program loyalitas', 'โปรแกรมสมาชิก', '會員計劃'),
          title: t('Beauty Pass: rewards that grow with you', 'Beauty Pass: hadiah yang tumbuh bersama Anda', 'Beauty Pass: สิทธิประโยชน์ที่เติบโตไปกับคุณ', 'Beauty Pass：與你一同成長的禮遇'),
          body: t(
            'Points on every order, gifts on your birthday and early access as you move up the tiers.',
            'Poin di setiap pesanan, hadiah di hari ulang tahun, dan akses lebih awal seiring naiknya tingkat Anda.',
            'คะแนนทุกคำสั่งซื้อ ของขวัญในวันเกิด และสิทธิ์ช้อปก่อนใครเมื่อคุณเลื่อนระดับ',
            '每筆訂單都有積分，生日有禮物，等級越高越能搶先購。',
          ),
          cta: link('/sign_in', t('Join or sign in', 'Daftar atau masuk', 'สมัครหรือเข้าสู่ระบบ', '加入或登入')),
          art: 'palette',
          tone: 'gold',
        },
        {
          type: 'rich_text',
          id: 'tiers',
          title: t('Four tiers', 'Empat tingkat', 'สี่ระดับสมาชิก', '四個等級'),
          style: 'numbered',
          body: paragraphs(
            t('## Pink', '## Pink', '## พิงก์', '## 粉卡'),
            t('Where everyone starts: points on every order and a welcome voucher.', 'Tingkat awal untuk semua: poin di setiap pesanan dan voucher selamat datang.', 'ระดับเริ่มต้นของทุกคน รับคะแนนทุกคำสั่งซื้อและบัตรกำนัลต้อนรับ', '每個人的起點：每筆訂單賺積分，並獲得歡迎禮券。'),
            t('## White', '## White', '## ไวท์', '## 白卡'),
            t('More points per order and member-only offers throughout the year.', 'Lebih banyak poin per pesanan dan penawaran khusus anggota sepanjang tahun.', 'คะแนนต่อคำสั่งซื้อมากขึ้น และข้อเสนอพิเศษเฉพาะสมาชิกตลอดทั้งปี', '每筆訂單積分更多，全年享會員專屬優惠。'),
            t('## Black', '## Black', '## แบล็ก', '## 黑卡'),
            t('Access to the Beauty Pass Sale and a birthday gift every year.', 'Akses ke Beauty Pass Sale dan hadiah ulang tahun setiap tahun.', 'สิทธิ์เข้าร่วม Beauty Pass Sale และของขวัญวันเกิดทุกปี', '可參加 Beauty Pass 特賣，每年獲贈生日禮物。'),
            t('## Gold', '## Gold', '## โกลด์', '## 金卡'),
            t(
              'Early sale access, event invitations, new-brand previews, a welcome gift and free shipping on every order.',
              'Akses promo lebih awal, undangan acara, pratinjau merek baru, hadiah selamat datang, dan gratis ongkir untuk setiap pesanan.',
              'สิทธิ์ช้อปเซลล์ก่อนใคร คำเชิญร่วมงานอีเวนต์ พรีวิวแบรนด์ใหม่ ของขวัญต้อนรับ และจัดส่งฟรีทุกคำสั่งซื้อ',
              '搶先購、活動邀請、新品牌搶先體驗、歡迎禮，以及每筆訂單免運費。',
            ),
          ),
        },
        {
          type: 'faq',
          id: 'faq',
          title: t('Beauty Pass questions', 'Pertanyaan seputar Beauty Pass', 'คำถามเกี่ยวกับ Beauty Pass', 'Beauty Pass 常見問題'),
          items: [
            {
              question: t('When do my points expire?', 'Kapan poin saya kedaluwarsa?', 'คะแนนของฉันหมดอายุเมื่อไร', '我的積分什麼時候過期？'),
              answer: t(
                'Points expire after 18 months without a purchase or redemption.',
                'Poin kedaluwarsa setelah 18 bulan tanpa pembelian atau penukaran.',
                'คะแนนจะหมดอายุหากไม่มีการซื้อหรือแลกคะแนนเป็นเวลา 18 เดือน',
                '如果 18 個月內沒有購物或兌換，積分將會過期。',
              ),
            },
            {
              question: t('When do points from an order appear?', 'Kapan poin dari pesanan muncul?', 'คะแนนจากคำสั่งซื้อจะเข้าเมื่อไร', '訂單積分什麼時候到帳？'),
              answer: t(
                'Up to 3 working days after your order is delivered.',
                'Paling lambat 3 hari kerja setelah pesanan Anda diterima.',
                'ภายใน 3 วันทำการหลังจากได้รับสินค้า',
                '訂單送達後最多 3 個工作日內到帳。',
              ),
            },
          ],
        },
      ],
    },
  };
}

function landingPages(picks: CataloguePicks): PageSeed[] {
  const summer: PageSeed = {
    key: 'pages/summer-glow',
    type: 'landing_page',
    published: {
      title: t('Summer glow', 'Kilau musim panas', 'ซัมเมอร์โกลว์', '夏日光彩'),
      description: t(
        'Sun care, dewy skin and fragrance for long, bright days.',
        'Perlindungan matahari, kulit glowing, dan parfum untuk hari-hari panjang yang cerah.',
        'กันแดด ผิวฉ่ำโกลว์ และน้ำหอมสำหรับวันยาว ๆ ที่สดใส',
        '防曬、水光肌與香氛，陪你度過明媚長日。',
      ),
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          eyebrow: t('Seasonal edit', 'Edisi musiman', 'คอลเลกชันประจำฤดู', '季節精選'),
          title: t('Bright days, fresh skin', 'Hari cerah, kulit segar', 'วันสดใส ผิวสดชื่น', '明媚好天，清透好肌'),
          body: t(
            'Lightweight sun care, glowy base and fragrances that feel like a holiday.',
            'Tabir surya ringan, alas riasan glowing, dan parfum yang terasa seperti liburan.',
            'กันแดดเนื้อบางเบา เบสฉ่ำโกลว์ และน้ำหอมที่ให้ความรู้สึกเหมือนได้ไปพักร้อน',
            '輕薄防曬、光澤底妝，以及充滿假日氣息的香水。',
          ),
          cta: link('/categories/skincare/sun-care', t('Shop sun care', 'Belanja tabir surya', 'ช้อปกันแดด', '選購防曬')),
          art: 'bottles',
          tone: 'gold',
        },
        {
          type: 'product_rail',
          id: 'sun-care',
          title: t('Skin essentials', 'Perawatan kulit esensial', 'สกินแคร์ที่ขาดไม่ได้', '護膚必備'),
          productSlugs: [...picks.skincare],
        },
        {
          type: 'image_banner',
          id: 'fragrance-banner',
          banner: {
            eyebrow: t('Fragrance', 'Parfum', 'น้ำหอม', '香氛'),
            title: t('Scents for warm evenings', 'Aroma untuk malam yang hangat', 'กลิ่นหอมสำหรับค่ำคืนอบอุ่น', '溫暖夜晚的香氣'),
            body: t('Citrus, neroli and soft musk.', 'Sitrus, neroli, dan musk lembut.', 'ซิตรัส เนโรลี และมัสก์นุ่มนวล', '柑橘、橙花與柔和麝香。'),
            cta: link('/categories/fragrance', t('Shop fragrance', 'Belanja parfum', 'ช้อปน้ำหอม', '選購香水')),
            art: { pattern: 'waves', colors: ['#f6c28b', '#e67a97', '#fff4e0'] },
          },
        },
        {
          type: 'product_rail',
          id: 'fragrance',
          title: t('Holiday in a bottle', 'Liburan dalam botol', 'วันหยุดในขวดเดียว', '瓶中假日'),
          productSlugs: [...picks.fragrance],
        },
        {
          type: 'brand_rail',
          id: 'brands',
          title: t('Brands of the season', 'Merek musim ini', 'แบรนด์ประจำซีซั่น', '當季品牌'),
          brandSlugs: [...picks.newBrands],
        },
        {
          type: 'faq',
          id: 'faq',
          title: t('Sun care, simply', 'Perlindungan matahari, sederhana saja', 'เรื่องกันแดดแบบเข้าใจง่าย', '防曬其實很簡單'),
          items: [
            {
              question: t('How much sunscreen should I use?', 'Berapa banyak tabir surya yang harus saya pakai?', 'ควรใช้กันแดดปริมาณเท่าไร', '防曬霜應該用多少？'),
              answer: t(
                'About two finger lengths for the face and neck, reapplied every two hours outdoors.',
                'Sekitar dua ruas jari untuk wajah dan leher, dioles ulang setiap dua jam saat di luar ruangan.',
                'ประมาณสองข้อนิ้วสำหรับใบหน้าและลำคอ และทาซ้ำทุกสองชั่วโมงเมื่ออยู่กลางแจ้ง',
                '面部和頸部約兩指長的用量，戶外每兩小時補塗一次。',
              ),
            },
          ],
        },
      ],
    },
  };

  // Shown only where the season is celebrated with the shop: a country restriction.
  const lunar: PageSeed = {
    key: 'pages/lunar-new-year',
    type: 'landing_page',
    published: {
      title: t('Lunar New Year gifts', 'Hadiah Tahun Baru Imlek', 'ของขวัญตรุษจีน', '新春好禮'),
      countries: ['HK', 'MY', 'SG'],
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          eyebrow: t('Lunar New Year', 'Tahun Baru Imlek', 'ตรุษจีน', '農曆新年'),
          title: t('Gifts for a lucky start', 'Hadiah untuk awal yang beruntung', 'ของขวัญเพื่อการเริ่มต้นที่โชคดี', '好禮開運，新春啟程'),
          body: t(
            'Red lips, gold palettes and limited-edition sets, wrapped for the reunion dinner.',
            'Bibir merah, palet emas, dan set edisi terbatas, siap untuk makan malam reuni keluarga.',
            'ลิปสีแดง พาเลตต์สีทอง และเซ็ตลิมิเต็ดเอดิชัน พร้อมสำหรับมื้อค่ำรวมญาติ',
            '紅唇、金色眼影盤與限量禮盒，為團圓飯精心準備。',
          ),
          cta: link('/categories/makeup/lips', t('Shop red lips', 'Belanja lipstik merah', 'ช้อปลิปสีแดง', '選購紅唇')),
          art: 'lipsticks',
          tone: 'noir',
        },
        {
          type: 'product_rail',
          id: 'gifts',
          title: t('Gifts they’ll open first', 'Hadiah yang pertama dibuka', 'ของขวัญที่จะถูกแกะเป็นชิ้นแรก', '最先被拆開的禮物'),
          productSlugs: [...picks.lips],
        },
      ],
    },
  };
  return [summer, lunar];
}

export function pageSeeds(picks: CataloguePicks): PageSeed[] {
  return [homepage(picks), about(), ...beautyEdit(picks), beautyPass(), ...landingPages(picks)];
}
