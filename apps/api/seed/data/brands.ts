import type { Translated } from '@blush/shared/catalog';

/** Category paths a brand carries: a level-1 or level-2 path of the category tree. */
export type BrandCategoryPath =
  | 'makeup' | 'makeup/face' | 'makeup/lips' | 'makeup/eyes'
  | 'skincare' | 'skincare/cleanse' | 'skincare/treat' | 'skincare/moisturise' | 'skincare/sun-care'
  | 'fragrance' | 'fragrance/women' | 'fragrance/men' | 'fragrance/unisex'
  | 'hair' | 'hair/hair-care' | 'hair/styling'
  | 'tools-brushes/brushes' | 'tools-brushes/sponges-applicators' | 'tools-brushes/accessories'
  | 'bath-body';

export interface BrandSeed {
  /** Kebab-case, unique; the current slug (old slugs redirect via BRAND_SLUG_REDIRECTS). */
  slug: string;
  /** Display name as the brand writes it. */
  name: string;
  /** Two sentences about the brand. */
  story: Translated;
  /** Hex colours for generated logo/art: a strong brand colour and a light/soft companion. */
  colors: [string, string];
  /** 1..100: drives "popular brands" and how many products the brand gets. */
  popularity: number;
  /** Only the retailer's own label. */
  isHouse?: boolean;
  /** What the brand sells (1–6 paths). */
  categories: BrandCategoryPath[];
}

const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

export const BRANDS: readonly BrandSeed[] = [
  // ── Current slugs of the redirect table ──────────────────────────────────────
  {
    slug: 'anastasia-beverly-hills', name: 'Anastasia Beverly Hills', colors: ['#1C1C1C', '#EAD9CF'], popularity: 72,
    categories: ['makeup/eyes', 'makeup/face'],
    story: t(
      'Anastasia Beverly Hills began as a Beverly Hills brow studio and grew into a full makeup line. Its brow products, eyeshadow palettes and face formulas are designed for precise, sculpted looks.',
      'Anastasia Beverly Hills berawal dari sebuah studio alis di Beverly Hills dan berkembang menjadi lini tata rias lengkap. Produk alis, palet perona mata, dan riasan wajahnya dirancang untuk tampilan yang presisi dan terpahat.',
      'Anastasia Beverly Hills เริ่มต้นจากสตูดิโอตกแต่งคิ้วในเบเวอร์ลีฮิลส์ ก่อนจะเติบโตเป็นแบรนด์เมคอัพครบวงจร ผลิตภัณฑ์สำหรับคิ้ว พาเลตต์อายแชโดว์ และเมคอัพสำหรับผิวหน้าของแบรนด์ออกแบบมาเพื่อลุคที่คมชัดและมีมิติ',
      'Anastasia Beverly Hills 起步于比佛利山庄的一家修眉工作室，后来发展为完整的彩妆品牌。其眉部产品、眼影盘和面部彩妆专为精致立体的妆容而设计。',
    ),
  },
  {
    slug: 'armani-beauty', name: 'Armani Beauty', colors: ['#1B1B1B', '#E6DCCF'], popularity: 78,
    categories: ['makeup/face', 'makeup/lips', 'fragrance'],
    story: t(
      'Armani Beauty brings the tailoring of the Italian fashion house to foundation, lipstick and fragrance. Its signature is a weightless, silky texture and a refined, understated finish.',
      'Armani Beauty menghadirkan ketelitian rumah mode Italia ke dalam alas bedak, lipstik, dan wewangian. Ciri khasnya adalah tekstur ringan nan lembut serta hasil akhir yang elegan dan bersahaja.',
      'Armani Beauty ถ่ายทอดความประณีตของห้องเสื้อสัญชาติอิตาลีสู่รองพื้น ลิปสติก และน้ำหอม เอกลักษณ์ของแบรนด์คือเนื้อสัมผัสบางเบาดุจแพรไหมและลุคที่เรียบหรูอย่างมีระดับ',
      'Armani Beauty 将意大利时装屋的精湛剪裁理念融入粉底、口红与香水之中。其标志是轻盈丝滑的质地与低调优雅的妆效。',
    ),
  },
  {
    slug: 'artis-brush', name: 'Artis Brush', colors: ['#2B2B2B', '#E9E4DE'], popularity: 22,
    categories: ['tools-brushes/brushes'],
    story: t(
      'Artis Brush designs makeup brushes with dense, ultra-soft fibres and distinctive ergonomic shapes. Each brush is made to blend foundation, powder and colour smoothly with minimal effort.',
      'Artis Brush merancang kuas rias dengan serat padat yang sangat lembut dan bentuk ergonomis yang khas. Setiap kuas dibuat untuk membaurkan alas bedak, bedak, dan warna dengan mulus tanpa banyak usaha.',
      'Artis Brush ออกแบบแปรงแต่งหน้าที่มีขนแน่นและนุ่มเป็นพิเศษในรูปทรงตามหลักสรีรศาสตร์ที่โดดเด่น แปรงแต่ละด้ามช่วยเกลี่ยรองพื้น แป้ง และสีสันได้อย่างเรียบเนียนโดยไม่ต้องออกแรงมาก',
      'Artis Brush 设计的化妆刷采用浓密超柔软的刷毛与独特的人体工学造型。每一支刷子都能轻松顺滑地晕染粉底、散粉与彩妆。',
    ),
  },
  {
    slug: 'beautyblender', name: 'beautyblender', colors: ['#E5007E', '#FCE4F1'], popularity: 66,
    categories: ['tools-brushes/sponges-applicators'],
    story: t(
      'beautyblender created the edgeless, teardrop-shaped makeup sponge that changed how foundation is applied. Used damp, it bounces product into the skin for a seamless, airbrushed finish.',
      'beautyblender menciptakan spons rias berbentuk tetesan air tanpa sudut yang mengubah cara pemakaian alas bedak. Digunakan dalam keadaan lembap, spons ini menepukkan produk ke kulit untuk hasil yang mulus bak airbrush.',
      'beautyblender คือผู้สร้างสรรค์ฟองน้ำแต่งหน้าทรงหยดน้ำไร้ขอบที่เปลี่ยนวิธีการลงรองพื้นไปอย่างสิ้นเชิง เมื่อใช้แบบหมาด ๆ ฟองน้ำจะช่วยเกลี่ยผลิตภัณฑ์ให้เข้ากับผิว เพื่อผิวที่เรียบเนียนไร้รอยต่อ',
      'beautyblender 首创了无棱角的水滴形美妆蛋，改变了人们上粉底的方式。湿润后使用，它能将产品轻拍进肌肤，打造无瑕如喷枪般的妆效。',
    ),
  },
  {
    slug: 'burberry-beauty', name: 'Burberry Beauty', colors: ['#8A6E4B', '#F1E6D6'], popularity: 55,
    categories: ['fragrance', 'makeup/face', 'makeup/lips'],
    story: t(
      "Burberry Beauty draws on the British house's heritage for its fragrances and makeup. Its collections pair classic trench-coat neutrals with a modern, effortless polish.",
      'Burberry Beauty menimba inspirasi dari warisan rumah mode Inggris tersebut untuk wewangian dan riasannya. Koleksinya memadukan warna netral klasik ala mantel trench dengan sentuhan modern yang santai namun rapi.',
      'Burberry Beauty ได้แรงบันดาลใจจากมรดกของแบรนด์แฟชั่นสัญชาติอังกฤษมาสู่น้ำหอมและเมคอัพ คอลเลกชันของแบรนด์ผสานโทนสีนิวทรัลคลาสสิกแบบเทรนช์โค้ตเข้ากับความเนี้ยบที่ดูทันสมัยและเป็นธรรมชาติ',
      'Burberry Beauty 的香水与彩妆汲取了这家英国时装屋的传承底蕴。其系列将经典风衣式中性色调与现代随性的精致感相结合。',
    ),
  },
  {
    slug: 'dr-jart', name: 'Dr. Jart+', colors: ['#1F9E89', '#E6F5F1'], popularity: 64,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/sun-care'],
    story: t(
      'Dr. Jart+ is a Korean skincare brand that blends dermatological science with playful design. Its lines focus on calming, hydrating and strengthening the skin barrier.',
      'Dr. Jart+ adalah merek perawatan kulit asal Korea yang memadukan ilmu dermatologi dengan desain yang ceria. Rangkaiannya berfokus untuk menenangkan, melembapkan, dan memperkuat lapisan pelindung kulit.',
      'Dr. Jart+ คือแบรนด์สกินแคร์สัญชาติเกาหลีที่ผสานศาสตร์ด้านผิวหนังเข้ากับดีไซน์ที่สนุกสนาน ผลิตภัณฑ์ของแบรนด์เน้นการปลอบประโลม เติมความชุ่มชื้น และเสริมความแข็งแรงให้ปราการผิว',
      'Dr. Jart+ 是一个韩国护肤品牌，将皮肤科学与趣味设计融为一体。其产品系列专注于舒缓、保湿和强化肌肤屏障。',
    ),
  },
  {
    slug: 'gucci-beauty', name: 'Gucci Beauty', colors: ['#1E3D2F', '#F2E8D5'], popularity: 60,
    categories: ['makeup/lips', 'fragrance'],
    story: t(
      "Gucci Beauty translates the Italian house's eclectic, vintage-inspired style into lipstick and fragrance. Its ornate packaging and rich colour stories are made to be collected and displayed.",
      'Gucci Beauty menerjemahkan gaya eklektik bernuansa vintage dari rumah mode Italia tersebut ke dalam lipstik dan wewangian. Kemasannya yang penuh ornamen dan palet warnanya yang kaya dibuat untuk dikoleksi dan dipajang.',
      'Gucci Beauty ถ่ายทอดสไตล์ผสมผสานกลิ่นอายวินเทจของแบรนด์แฟชั่นอิตาลีสู่ลิปสติกและน้ำหอม บรรจุภัณฑ์ที่ประดับประดาอย่างวิจิตรและโทนสีอันเข้มข้นถูกสร้างสรรค์มาให้สะสมและตั้งโชว์',
      'Gucci Beauty 将这家意大利时装屋折衷的复古风格融入口红与香水之中。华丽的包装与浓郁的色彩系列，令人忍不住收藏与陈列。',
    ),
  },
  {
    slug: 'kopari-beauty', name: 'Kopari Beauty', colors: ['#3BA7C9', '#FBF4E8'], popularity: 28,
    categories: ['bath-body', 'skincare/moisturise', 'skincare/sun-care'],
    story: t(
      'Kopari Beauty builds its body care and skincare around coconut oil and other tropical ingredients. Its scrubs, lotions and sunscreens bring an easy, beach-day feel to everyday routines.',
      'Kopari Beauty mengembangkan produk perawatan tubuh dan kulitnya dengan minyak kelapa serta bahan-bahan tropis lainnya. Scrub, losion, dan tabir suryanya menghadirkan nuansa santai hari di pantai ke dalam rutinitas harian.',
      'Kopari Beauty พัฒนาผลิตภัณฑ์บำรุงผิวกายและผิวหน้าโดยมีน้ำมันมะพร้าวและส่วนผสมจากเขตร้อนเป็นหัวใจหลัก สครับ โลชั่น และกันแดดของแบรนด์มอบความรู้สึกผ่อนคลายเหมือนวันพักผ่อนริมทะเลให้กับกิจวัตรประจำวัน',
      'Kopari Beauty 以椰子油和其他热带成分为核心打造身体与面部护理产品。其磨砂膏、身体乳和防晒产品，为日常护理带来轻松惬意的海滩氛围。',
    ),
  },
  {
    slug: 'lixirskin', name: 'Lixirskin', colors: ['#3C6E5B', '#E9F1EC'], popularity: 18,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/cleanse'],
    story: t(
      'Lixirskin is a skincare brand built on a short list of hard-working essentials. Its formulas pair proven actives with straightforward routines for healthy-looking skin.',
      'Lixirskin adalah merek perawatan kulit yang bertumpu pada sedikit produk esensial yang bekerja optimal. Formulanya memadukan bahan aktif yang teruji dengan rutinitas sederhana untuk kulit yang tampak sehat.',
      'Lixirskin คือแบรนด์สกินแคร์ที่มุ่งเน้นผลิตภัณฑ์จำเป็นเพียงไม่กี่ชิ้นแต่ให้ผลลัพธ์เต็มประสิทธิภาพ สูตรของแบรนด์ผสานสารออกฤทธิ์ที่ได้รับการพิสูจน์แล้วเข้ากับขั้นตอนการดูแลที่เรียบง่าย เพื่อผิวที่ดูสุขภาพดี',
      'Lixirskin 是一个以少而精的核心产品为基础的护肤品牌。其配方将经过验证的活性成分与简单直接的护肤步骤相结合，让肌肤呈现健康状态。',
    ),
  },
  {
    slug: 'marc-jacobs-fragrances', name: 'Marc Jacobs Fragrances', colors: ['#E0A800', '#FFF6DA'], popularity: 58,
    categories: ['fragrance/women'],
    story: t(
      "Marc Jacobs Fragrances captures the designer's playful, youthful spirit in scent. Its bottles, topped with oversized flowers and whimsical caps, are as recognisable as the fragrances inside.",
      'Marc Jacobs Fragrances menangkap semangat muda dan ceria sang desainer dalam bentuk aroma. Botolnya yang dihiasi bunga besar dan tutup yang unik sama mudah dikenalinya dengan wewangian di dalamnya.',
      'Marc Jacobs Fragrances ถ่ายทอดจิตวิญญาณอันสดใสและขี้เล่นของดีไซเนอร์ผ่านกลิ่นหอม ขวดน้ำหอมที่ประดับด้วยดอกไม้ขนาดใหญ่และฝาดีไซน์แปลกตาเป็นที่จดจำไม่แพ้กลิ่นหอมภายใน',
      'Marc Jacobs Fragrances 以香氛诠释设计师俏皮而年轻的精神。瓶身饰以大朵花朵和奇趣瓶盖，与其中的香气一样令人过目难忘。',
    ),
  },
  {
    slug: 'milk-makeup', name: 'MILK MAKEUP', colors: ['#111111', '#F5F5F0'], popularity: 62,
    categories: ['makeup/face', 'makeup/lips', 'makeup/eyes'],
    story: t(
      'MILK MAKEUP was born in a New York creative studio and is known for easy, portable stick formulas. Its products are made for quick, expressive looks on the go.',
      'MILK MAKEUP lahir di sebuah studio kreatif di New York dan dikenal dengan formula stik yang praktis dan mudah dibawa. Produknya dibuat untuk tampilan ekspresif yang cepat di mana saja.',
      'MILK MAKEUP ถือกำเนิดขึ้นในสตูดิโอสร้างสรรค์แห่งหนึ่งในนิวยอร์ก และเป็นที่รู้จักจากผลิตภัณฑ์แบบแท่งที่ใช้ง่ายและพกพาสะดวก ผลิตภัณฑ์ของแบรนด์ออกแบบมาเพื่อลุคที่โดดเด่นและรวดเร็วได้ทุกที่',
      'MILK MAKEUP 诞生于纽约的一间创意工作室，以便捷易携的棒状配方著称。其产品专为随时随地快速打造个性妆容而设计。',
    ),
  },
  {
    slug: 'milk-shake', name: 'milk_shake', colors: ['#D6336C', '#FDEBF1'], popularity: 38,
    categories: ['hair/hair-care', 'hair/styling'],
    story: t(
      'milk_shake is an Italian professional haircare brand whose formulas are built around milk proteins and fruit extracts. Its shampoos, conditioners and styling products started in salons before reaching home routines.',
      'milk_shake adalah merek perawatan rambut profesional asal Italia yang formulanya berbasis protein susu dan ekstrak buah. Sampo, kondisioner, dan produk penata rambutnya berawal dari salon sebelum hadir dalam rutinitas di rumah.',
      'milk_shake คือแบรนด์ผลิตภัณฑ์ดูแลเส้นผมระดับมืออาชีพจากอิตาลี ที่มีสูตรโดดเด่นด้วยโปรตีนจากนมและสารสกัดจากผลไม้ แชมพู ครีมนวด และผลิตภัณฑ์จัดแต่งทรงผมของแบรนด์เริ่มต้นจากร้านทำผมก่อนจะมาเป็นส่วนหนึ่งของการดูแลผมที่บ้าน',
      'milk_shake 是来自意大利的专业护发品牌，配方以牛奶蛋白和水果萃取物为基础。其洗发水、护发素和造型产品起源于沙龙，后来走进了日常居家护理。',
    ),
  },
  {
    slug: 'mugler', name: 'Mugler', colors: ['#2B2D7C', '#E8E7F5'], popularity: 57,
    categories: ['fragrance/women', 'fragrance/men'],
    story: t(
      'Mugler is a French house known for bold, theatrical fragrances that broke with convention. Its star-shaped and sculptural bottles reflect a daring, futuristic vision of glamour.',
      'Mugler adalah rumah mode Prancis yang dikenal dengan wewangian berani dan teatrikal yang mendobrak pakem. Botolnya yang berbentuk bintang dan menyerupai patung mencerminkan visi glamor yang berani dan futuristis.',
      'Mugler คือแบรนด์จากฝรั่งเศสที่มีชื่อเสียงด้านน้ำหอมสุดกล้าและเปี่ยมด้วยความเป็นละครซึ่งฉีกกรอบขนบเดิม ๆ ขวดรูปดาวและขวดทรงประติมากรรมสะท้อนวิสัยทัศน์ความหรูหราที่ท้าทายและล้ำยุค',
      'Mugler 是一家法国时装屋，以打破常规、大胆而富有戏剧张力的香水闻名。其星形与雕塑感十足的香水瓶，展现出对魅力大胆而前卫的诠释。',
    ),
  },
  {
    slug: 'one-size', name: 'ONE/SIZE', colors: ['#111111', '#F6E3EA'], popularity: 40,
    categories: ['makeup/face'],
    story: t(
      'ONE/SIZE is a makeup brand focused on setting sprays, powders and long-wear face products. Its formulas are made to keep makeup in place through long days and late nights.',
      'ONE/SIZE adalah merek tata rias yang berfokus pada semprotan pengunci riasan, bedak, dan produk wajah tahan lama. Formulanya dibuat agar riasan tetap awet sepanjang hari hingga larut malam.',
      'ONE/SIZE คือแบรนด์เมคอัพที่เน้นสเปรย์ล็อกเมคอัพ แป้ง และผลิตภัณฑ์สำหรับผิวหน้าที่ติดทนนาน สูตรของแบรนด์ช่วยให้เมคอัพอยู่ทนตลอดวันอันยาวนานจนถึงยามค่ำคืน',
      'ONE/SIZE 是一个专注于定妆喷雾、散粉和持久底妆的彩妆品牌。其配方能让妆容从白天到深夜始终保持服帖。',
    ),
  },
  {
    slug: 'slip', name: 'Slip', colors: ['#C97B84', '#FBEDEE'], popularity: 34,
    categories: ['tools-brushes/accessories'],
    story: t(
      "Slip makes pure mulberry silk pillowcases, sleep masks and hair accessories. Silk's smooth surface helps reduce friction on hair and skin while you sleep.",
      'Slip membuat sarung bantal, penutup mata tidur, dan aksesori rambut dari sutra murbei murni. Permukaan sutra yang halus membantu mengurangi gesekan pada rambut dan kulit selama Anda tidur.',
      'Slip ผลิตปลอกหมอน ผ้าปิดตา และเครื่องประดับผมจากผ้าไหมมัลเบอร์รีแท้ พื้นผิวที่ลื่นเรียบของผ้าไหมช่วยลดการเสียดสีต่อเส้นผมและผิวขณะนอนหลับ',
      'Slip 出品纯桑蚕丝枕套、睡眠眼罩和发饰。真丝顺滑的表面有助于在睡眠时减少对头发和肌肤的摩擦。',
    ),
  },
  {
    slug: 'soleil-toujours', name: 'Soleil Toujours', colors: ['#E8A33D', '#FFF4E0'], popularity: 15,
    categories: ['skincare/sun-care', 'bath-body'],
    story: t(
      'Soleil Toujours creates clean sun care with a lightweight, skincare-like feel. Its sunscreens, mists and body oils are inspired by long, carefree summers.',
      'Soleil Toujours menciptakan produk tabir surya yang bersih dengan rasa ringan layaknya perawatan kulit. Tabir surya, semprotan, dan minyak tubuhnya terinspirasi oleh musim panas yang panjang dan tanpa beban.',
      'Soleil Toujours สร้างสรรค์ผลิตภัณฑ์กันแดดสูตรคลีนที่บางเบาให้สัมผัสเหมือนสกินแคร์ กันแดด สเปรย์ และออยล์บำรุงผิวกายของแบรนด์ได้แรงบันดาลใจจากฤดูร้อนอันยาวนานและไร้กังวล',
      'Soleil Toujours 打造质地轻盈、如护肤品般舒适的纯净防晒产品。其防晒霜、喷雾和身体油的灵感源自悠长而无忧无虑的夏日。',
    ),
  },
  {
    slug: 'starskin', name: 'Starskin', colors: ['#23234D', '#EDEBF7'], popularity: 20,
    categories: ['skincare/treat'],
    story: t(
      'Starskin specialises in sheet masks and targeted treatments inspired by backstage beauty rituals. Each mask is designed to deliver a quick boost of hydration and radiance.',
      'Starskin mengkhususkan diri pada masker lembaran dan perawatan terarah yang terinspirasi oleh ritual kecantikan di balik panggung. Setiap masker dirancang untuk memberikan dorongan hidrasi dan kilau dengan cepat.',
      'Starskin เชี่ยวชาญด้านชีทมาสก์และทรีตเมนต์เฉพาะจุดที่ได้แรงบันดาลใจจากเคล็ดลับความงามหลังเวที มาสก์แต่ละแผ่นออกแบบมาเพื่อเติมความชุ่มชื้นและความกระจ่างใสให้ผิวได้อย่างรวดเร็ว',
      'Starskin 专注于面膜和针对性护理，灵感来自后台的美容秘诀。每一片面膜都旨在快速为肌肤补水提亮。',
    ),
  },
  {
    slug: 'this-works', name: 'This Works', colors: ['#4B3F8C', '#EEEBF7'], popularity: 35,
    categories: ['skincare/moisturise', 'skincare/treat', 'bath-body'],
    story: t(
      'This Works is a British brand that combines natural essential oils with modern skincare. Its sleep and stress-relief rituals are designed to help you rest and recharge.',
      'This Works adalah merek asal Inggris yang memadukan minyak esensial alami dengan perawatan kulit modern. Ritual tidur dan pereda stresnya dirancang untuk membantu Anda beristirahat dan memulihkan energi.',
      'This Works คือแบรนด์จากอังกฤษที่ผสานน้ำมันหอมระเหยจากธรรมชาติเข้ากับสกินแคร์ยุคใหม่ ผลิตภัณฑ์ช่วยการนอนหลับและคลายเครียดของแบรนด์ออกแบบมาเพื่อช่วยให้คุณได้พักผ่อนและฟื้นฟูพลัง',
      'This Works 是一个英国品牌，将天然精油与现代护肤相结合。其助眠与舒压系列旨在帮助你好好休息、恢复活力。',
    ),
  },

  // ── The retailer's own label ─────────────────────────────────────────────────
  {
    slug: 'blush-collection', name: 'Blush Collection', colors: ['#D9577A', '#FBE8EE'], popularity: 70, isHouse: true,
    categories: ['makeup', 'skincare', 'tools-brushes/brushes', 'tools-brushes/accessories', 'bath-body'],
    story: t(
      'Blush Collection is our own label, created to make everyday beauty essentials easy to love. From lip colour and skincare to brushes and body care, every product is made for real routines.',
      'Blush Collection adalah label milik kami sendiri, diciptakan agar kebutuhan kecantikan sehari-hari mudah dicintai. Dari warna bibir dan perawatan kulit hingga kuas dan perawatan tubuh, setiap produk dibuat untuk rutinitas nyata.',
      'Blush Collection คือแบรนด์ของเราเองที่สร้างสรรค์ขึ้นเพื่อให้ผลิตภัณฑ์ความงามในชีวิตประจำวันเป็นสิ่งที่ใครก็หลงรัก ตั้งแต่ลิปสี สกินแคร์ ไปจนถึงแปรงแต่งหน้าและผลิตภัณฑ์บำรุงผิวกาย ทุกชิ้นถูกออกแบบมาเพื่อการใช้งานจริงในทุกวัน',
      'Blush Collection 是我们的自有品牌，旨在让日常美妆必备品轻松讨人喜欢。从唇彩、护肤到化妆刷和身体护理，每一件产品都为真实的日常护理而打造。',
    ),
  },

  // ── Makeup ───────────────────────────────────────────────────────────────────
  {
    slug: 'charlotte-tilbury', name: 'Charlotte Tilbury', colors: ['#A0334E', '#F6E1E1'], popularity: 95,
    categories: ['makeup/face', 'makeup/lips', 'makeup/eyes', 'skincare/moisturise'],
    story: t(
      'Charlotte Tilbury was founded by a British makeup artist to share the secrets behind her red-carpet looks. Its glowing complexion products and easy-to-wear lip shades are designed to flatter every skin tone.',
      'Charlotte Tilbury didirikan oleh seorang penata rias asal Inggris untuk berbagi rahasia di balik tampilan karpet merahnya. Produk riasan wajah yang bercahaya dan warna bibirnya yang mudah dipakai dirancang untuk menyempurnakan setiap warna kulit.',
      'Charlotte Tilbury ก่อตั้งโดยช่างแต่งหน้าชาวอังกฤษ เพื่อแบ่งปันเคล็ดลับเบื้องหลังลุคบนพรมแดง ผลิตภัณฑ์สำหรับผิวหน้าที่เปล่งประกายและลิปสีที่ใช้ง่ายของแบรนด์ออกแบบมาให้เข้ากับทุกสีผิว',
      'Charlotte Tilbury 由一位英国化妆师创立，旨在分享她打造红毯妆容的秘诀。品牌的光泽底妆产品与易驾驭的唇色专为衬托各种肤色而设计。',
    ),
  },
  {
    slug: 'fenty-beauty', name: 'Fenty Beauty', colors: ['#1A1A1A', '#F4E6DC'], popularity: 92,
    categories: ['makeup/face', 'makeup/lips', 'makeup/eyes', 'skincare'],
    story: t(
      'Fenty Beauty launched with a wide foundation range so that every skin tone could find its match. Its makeup is built around inclusive shades, lightweight textures and bold, fun colour.',
      'Fenty Beauty diluncurkan dengan rangkaian alas bedak yang luas agar setiap warna kulit dapat menemukan padanannya. Riasannya berfokus pada pilihan warna yang inklusif, tekstur ringan, serta warna-warna yang berani dan menyenangkan.',
      'Fenty Beauty เปิดตัวพร้อมรองพื้นเฉดสีหลากหลายเพื่อให้ทุกสีผิวได้พบเฉดที่ใช่ เมคอัพของแบรนด์โดดเด่นด้วยเฉดสีที่ครอบคลุมทุกคน เนื้อสัมผัสบางเบา และสีสันที่สนุกและกล้าหาญ',
      'Fenty Beauty 推出之初便提供丰富的粉底色号，让每一种肤色都能找到适合的颜色。其彩妆以包容多元的色号、轻盈的质地和大胆有趣的色彩为核心。',
    ),
  },
  {
    slug: 'rare-beauty', name: 'Rare Beauty', colors: ['#C0726F', '#F7E7E3'], popularity: 94,
    categories: ['makeup/face', 'makeup/lips', 'makeup/eyes'],
    story: t(
      'Rare Beauty creates easy-to-use makeup that celebrates individuality rather than perfection. Its weightless liquid blushes and soft-focus formulas are made to enhance, not mask, your features.',
      'Rare Beauty menciptakan riasan yang mudah digunakan dan merayakan keunikan diri, bukan kesempurnaan. Perona pipi cair yang ringan dan formula soft-focus-nya dibuat untuk menonjolkan, bukan menutupi, fitur wajah Anda.',
      'Rare Beauty สร้างสรรค์เมคอัพที่ใช้งานง่ายและเฉลิมฉลองความเป็นตัวเองมากกว่าความสมบูรณ์แบบ บลัชออนเนื้อลิควิดบางเบาและสูตรซอฟต์โฟกัสของแบรนด์ออกแบบมาเพื่อขับเน้น ไม่ใช่ปกปิดเสน่ห์บนใบหน้าของคุณ',
      'Rare Beauty 打造简单易用的彩妆，颂扬个性而非完美。其轻盈的液体腮红与柔焦配方旨在凸显而非掩盖你的五官特点。',
    ),
  },
  {
    slug: 'nars', name: 'NARS', colors: ['#111111', '#EDE7E3'], popularity: 80,
    categories: ['makeup/face', 'makeup/lips', 'makeup/eyes'],
    story: t(
      'NARS was founded by a French makeup artist and photographer with a small collection of lipsticks. Today it is known for its sleek black packaging, radiant complexion products and provocative shade names.',
      'NARS didirikan oleh seorang penata rias sekaligus fotografer asal Prancis dengan koleksi kecil lipstik. Kini merek ini dikenal dengan kemasan hitamnya yang ramping, produk riasan wajah yang bercahaya, dan nama-nama warna yang provokatif.',
      'NARS ก่อตั้งโดยช่างแต่งหน้าและช่างภาพชาวฝรั่งเศส โดยเริ่มจากลิปสติกเพียงไม่กี่แท่ง ปัจจุบันแบรนด์เป็นที่รู้จักจากบรรจุภัณฑ์สีดำเรียบหรู ผลิตภัณฑ์ผิวหน้าที่ให้ความเปล่งปลั่ง และชื่อเฉดสีที่ชวนให้สะดุดใจ',
      'NARS 由一位法国化妆师兼摄影师创立，最初只有一小系列口红。如今，品牌以简约的黑色包装、焕亮的底妆产品和大胆撩人的色号名称而闻名。',
    ),
  },
  {
    slug: 'benefit-cosmetics', name: 'Benefit Cosmetics', colors: ['#E4007C', '#FDE6F1'], popularity: 76,
    categories: ['makeup/face', 'makeup/eyes', 'makeup/lips'],
    story: t(
      'Benefit Cosmetics started in San Francisco and is known for its playful, retro-style packaging. Its brow products, mascaras and tinted cheek and lip stains are designed for quick, cheerful results.',
      'Benefit Cosmetics berawal dari San Francisco dan dikenal dengan kemasannya yang jenaka bergaya retro. Produk alis, maskara, serta pewarna pipi dan bibirnya dirancang untuk hasil yang cepat dan ceria.',
      'Benefit Cosmetics เริ่มต้นที่ซานฟรานซิสโก และเป็นที่รู้จักจากบรรจุภัณฑ์สไตล์เรโทรที่สนุกสนาน ผลิตภัณฑ์สำหรับคิ้ว มาสคาร่า และทินต์สำหรับแก้มและริมฝีปากของแบรนด์ออกแบบมาเพื่อผลลัพธ์ที่รวดเร็วและสดใส',
      'Benefit Cosmetics 起源于旧金山，以俏皮的复古风格包装著称。其眉部产品、睫毛膏以及腮颊与唇部染色液，专为快速打造明快妆容而设计。',
    ),
  },
  {
    slug: 'huda-beauty', name: 'Huda Beauty', colors: ['#B8336A', '#F9E4EC'], popularity: 74,
    categories: ['makeup/face', 'makeup/eyes', 'makeup/lips'],
    story: t(
      'Huda Beauty grew from a popular beauty blog into a global makeup brand. Its eyeshadow palettes, false lashes and full-coverage face products are made for bold, glamorous looks.',
      'Huda Beauty tumbuh dari sebuah blog kecantikan populer menjadi merek tata rias global. Palet perona mata, bulu mata palsu, dan produk wajah berdaya tutup penuhnya dibuat untuk tampilan yang berani dan glamor.',
      'Huda Beauty เติบโตจากบล็อกความงามยอดนิยมสู่แบรนด์เมคอัพระดับโลก พาเลตต์อายแชโดว์ ขนตาปลอม และผลิตภัณฑ์ผิวหน้าที่ปกปิดเต็มที่ของแบรนด์สร้างสรรค์มาเพื่อลุคที่จัดจ้านและหรูหรา',
      'Huda Beauty 从一个人气美妆博客发展成为全球彩妆品牌。其眼影盘、假睫毛和高遮瑕底妆产品专为大胆魅惑的妆容而打造。',
    ),
  },
  {
    slug: 'too-faced', name: 'Too Faced', colors: ['#E75480', '#FDE8EF'], popularity: 63,
    categories: ['makeup/eyes', 'makeup/face', 'makeup/lips'],
    story: t(
      'Too Faced is a makeup brand known for its whimsical, dessert-inspired packaging. Its mascaras, palettes and primers bring a sense of fun to everyday makeup.',
      'Too Faced adalah merek tata rias yang dikenal dengan kemasannya yang jenaka bertema makanan manis. Maskara, palet, dan primernya menghadirkan keceriaan dalam riasan sehari-hari.',
      'Too Faced คือแบรนด์เมคอัพที่มีชื่อเสียงจากบรรจุภัณฑ์แสนน่ารักที่ได้แรงบันดาลใจจากขนมหวาน มาสคาร่า พาเลตต์ และไพรเมอร์ของแบรนด์เติมความสนุกให้กับการแต่งหน้าในทุกวัน',
      'Too Faced 是一个以甜品主题的俏皮包装而闻名的彩妆品牌。其睫毛膏、眼影盘和妆前乳为日常妆容增添了趣味。',
    ),
  },
  {
    slug: 'urban-decay', name: 'Urban Decay', colors: ['#5B2A86', '#EDE5F5'], popularity: 61,
    categories: ['makeup/eyes', 'makeup/face'],
    story: t(
      'Urban Decay was created as an edgy alternative to the pink, pretty makeup of its time. Its eyeshadow palettes and long-lasting setting sprays remain favourites for bold, all-day looks.',
      'Urban Decay diciptakan sebagai alternatif yang berani bagi riasan serba merah muda dan manis pada masanya. Palet perona mata dan semprotan pengunci riasannya yang tahan lama tetap menjadi favorit untuk tampilan berani sepanjang hari.',
      'Urban Decay ถือกำเนิดขึ้นเป็นทางเลือกที่แหวกแนวจากเมคอัพโทนชมพูหวานแหววในยุคนั้น พาเลตต์อายแชโดว์และสเปรย์ล็อกเมคอัพติดทนนานของแบรนด์ยังคงเป็นตัวโปรดสำหรับลุคจัดเต็มตลอดวัน',
      'Urban Decay 诞生之初便是对当时粉嫩甜美彩妆的一种个性反叛。其眼影盘与持久定妆喷雾至今仍是打造全天大胆妆容的人气之选。',
    ),
  },
  {
    slug: 'tower-28', name: 'Tower 28', colors: ['#E8739A', '#FDEBF0'], popularity: 32,
    categories: ['makeup/face', 'makeup/lips', 'skincare/cleanse'],
    story: t(
      'Tower 28 makes clean makeup and skincare designed for sensitive skin. Its name and sunny colour palette are inspired by Southern California beach life.',
      'Tower 28 membuat produk tata rias dan perawatan kulit yang bersih dan dirancang untuk kulit sensitif. Nama dan palet warnanya yang cerah terinspirasi oleh kehidupan pantai di California Selatan.',
      'Tower 28 ผลิตเมคอัพและสกินแคร์สูตรคลีนที่ออกแบบมาเพื่อผิวแพ้ง่าย ชื่อแบรนด์และโทนสีสดใสได้แรงบันดาลใจจากวิถีชีวิตริมชายหาดในแคลิฟอร์เนียตอนใต้',
      'Tower 28 出品专为敏感肌打造的纯净彩妆与护肤产品。品牌名称与明快的色彩灵感源自南加州的海滩生活。',
    ),
  },

  // ── Skincare ─────────────────────────────────────────────────────────────────
  {
    slug: 'laneige', name: 'Laneige', colors: ['#2E5AAC', '#E6EEFA'], popularity: 88,
    categories: ['skincare/moisturise', 'skincare/treat', 'makeup/lips'],
    story: t(
      'Laneige is a Korean skincare brand centred on hydration science. Its overnight masks and lip sleeping masks are designed to replenish moisture while you sleep.',
      'Laneige adalah merek perawatan kulit asal Korea yang berfokus pada ilmu hidrasi. Masker malam dan masker tidur bibirnya dirancang untuk mengembalikan kelembapan saat Anda tidur.',
      'Laneige คือแบรนด์สกินแคร์สัญชาติเกาหลีที่มุ่งเน้นศาสตร์แห่งความชุ่มชื้น สลีปปิ้งมาสก์และลิปสลีปปิ้งมาสก์ของแบรนด์ออกแบบมาเพื่อเติมความชุ่มชื้นให้ผิวขณะที่คุณนอนหลับ',
      'Laneige 是一个专注于保湿科学的韩国护肤品牌。其睡眠面膜和唇部睡眠面膜旨在让肌肤在你入睡时补充水分。',
    ),
  },
  {
    slug: 'sulwhasoo', name: 'Sulwhasoo', colors: ['#8B6B3D', '#F5ECDD'], popularity: 52,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/cleanse'],
    story: t(
      'Sulwhasoo is a Korean luxury skincare brand rooted in traditional herbal wisdom. Its ginseng-based formulas are designed to support firm, radiant-looking skin.',
      'Sulwhasoo adalah merek perawatan kulit mewah asal Korea yang berakar pada kearifan herbal tradisional. Formulanya yang berbahan dasar ginseng dirancang untuk membantu kulit tampak kencang dan bercahaya.',
      'Sulwhasoo คือแบรนด์สกินแคร์หรูจากเกาหลีที่มีรากฐานมาจากภูมิปัญญาสมุนไพรแบบดั้งเดิม สูตรที่มีโสมเป็นส่วนผสมหลักของแบรนด์ช่วยให้ผิวดูกระชับและเปล่งปลั่ง',
      'Sulwhasoo 是一个植根于传统草本智慧的韩国奢华护肤品牌。其以人参为基础的配方旨在帮助肌肤呈现紧致光彩。',
    ),
  },
  {
    slug: 'drunk-elephant', name: 'Drunk Elephant', colors: ['#F05A7E', '#FFF1C9'], popularity: 70,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/cleanse', 'hair/hair-care'],
    story: t(
      'Drunk Elephant formulates skincare without ingredients it considers irritating, such as essential oils and drying alcohols. Its brightly coloured bottles are designed to be mixed and matched into a personal routine.',
      'Drunk Elephant memformulasikan produk perawatan kulit tanpa bahan yang dianggapnya memicu iritasi, seperti minyak esensial dan alkohol yang mengeringkan. Botolnya yang berwarna cerah dirancang untuk dipadupadankan menjadi rutinitas pribadi.',
      'Drunk Elephant คิดค้นสกินแคร์โดยไม่ใช้ส่วนผสมที่แบรนด์มองว่าอาจก่อให้เกิดการระคายเคือง เช่น น้ำมันหอมระเหยและแอลกอฮอล์ที่ทำให้ผิวแห้ง ขวดสีสดใสของแบรนด์ออกแบบมาให้ผสมผสานกันเป็นขั้นตอนการดูแลผิวในแบบของคุณ',
      'Drunk Elephant 的护肤配方不添加其认为可能引起刺激的成分，例如精油和易致干燥的酒精。色彩鲜亮的瓶身便于自由搭配，组合出专属的护肤流程。',
    ),
  },
  {
    slug: 'glow-recipe', name: 'Glow Recipe', colors: ['#F26B8A', '#FFE9EE'], popularity: 68,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/cleanse'],
    story: t(
      'Glow Recipe blends fruit-powered ingredients with proven actives, drawing on Korean beauty know-how. Its juicy textures and cheerful packaging make skincare feel like a treat.',
      'Glow Recipe memadukan bahan-bahan berbasis buah dengan bahan aktif yang teruji, berbekal pengetahuan kecantikan Korea. Teksturnya yang segar dan kemasannya yang ceria membuat perawatan kulit terasa menyenangkan.',
      'Glow Recipe ผสานส่วนผสมจากผลไม้เข้ากับสารออกฤทธิ์ที่ได้รับการพิสูจน์แล้ว โดยอาศัยองค์ความรู้ด้านความงามแบบเกาหลี เนื้อสัมผัสฉ่ำน้ำและบรรจุภัณฑ์สีสดใสทำให้การดูแลผิวกลายเป็นช่วงเวลาแสนสุข',
      'Glow Recipe 借鉴韩式护肤经验，将水果成分与经过验证的活性成分相结合。水润的质地和明快的包装让护肤变成一种享受。',
    ),
  },
  {
    slug: 'tatcha', name: 'Tatcha', colors: ['#4F2D7F', '#EFE8F6'], popularity: 54,
    categories: ['skincare/cleanse', 'skincare/treat', 'skincare/moisturise'],
    story: t(
      'Tatcha draws on Japanese beauty rituals and traditional ingredients such as rice, green tea and algae. Its cleansers and creams are designed for a calm, balanced and dewy complexion.',
      'Tatcha terinspirasi oleh ritual kecantikan Jepang dan bahan-bahan tradisional seperti beras, teh hijau, dan alga. Pembersih dan krimnya dirancang untuk kulit yang tenang, seimbang, dan tampak segar berembun.',
      'Tatcha ได้แรงบันดาลใจจากพิธีกรรมความงามแบบญี่ปุ่นและส่วนผสมดั้งเดิม เช่น ข้าว ชาเขียว และสาหร่าย คลีนเซอร์และครีมของแบรนด์ออกแบบมาเพื่อผิวที่สงบ สมดุล และฉ่ำวาว',
      'Tatcha 汲取日本传统美容仪式以及大米、绿茶、海藻等传统成分的灵感。其洁面与面霜产品旨在打造平静、平衡且水润透亮的肌肤。',
    ),
  },
  {
    slug: 'the-ordinary', name: 'The Ordinary', colors: ['#222222', '#F2F2EE'], popularity: 90,
    categories: ['skincare/treat', 'skincare/moisturise', 'skincare/cleanse'],
    story: t(
      'The Ordinary offers straightforward skincare formulas named after their key active ingredients. Its clinical-style bottles make it easy to build a targeted routine one step at a time.',
      'The Ordinary menawarkan formula perawatan kulit yang lugas dan dinamai sesuai bahan aktif utamanya. Botolnya yang bergaya klinis memudahkan Anda menyusun rutinitas yang terarah selangkah demi selangkah.',
      'The Ordinary นำเสนอสกินแคร์สูตรตรงไปตรงมาที่ตั้งชื่อตามสารออกฤทธิ์หลักของแต่ละผลิตภัณฑ์ ขวดดีไซน์เรียบแบบคลินิกช่วยให้คุณจัดขั้นตอนการดูแลผิวที่ตรงจุดได้ทีละขั้นอย่างง่ายดาย',
      'The Ordinary 提供简单直接的护肤配方，并以核心活性成分命名。其实验室风格的瓶身让你能够轻松地一步步搭建针对性的护肤流程。',
    ),
  },
  {
    slug: 'kiehls', name: "Kiehl's", colors: ['#23443A', '#EEF0E8'], popularity: 73,
    categories: ['skincare/moisturise', 'skincare/treat', 'skincare/cleanse', 'bath-body'],
    story: t(
      "Kiehl's began as a New York apothecary and still carries that heritage in its simple, label-heavy packaging. Its skincare and body care are built around time-tested formulas and careful ingredient choices.",
      "Kiehl's berawal dari sebuah apotek di New York dan masih membawa warisan itu dalam kemasannya yang sederhana dan penuh keterangan. Produk perawatan kulit dan tubuhnya bertumpu pada formula yang telah teruji waktu dan pemilihan bahan yang cermat.",
      "Kiehl's เริ่มต้นจากร้านขายยาในนิวยอร์ก และยังคงสืบทอดมรดกนั้นผ่านบรรจุภัณฑ์เรียบง่ายที่มีฉลากรายละเอียดครบถ้วน ผลิตภัณฑ์ดูแลผิวหน้าและผิวกายของแบรนด์ยึดสูตรที่ผ่านการพิสูจน์มายาวนานและการคัดสรรส่วนผสมอย่างพิถีพิถัน",
      "Kiehl's 起源于纽约的一家药房，其简约且标签信息丰富的包装至今仍延续着这份传统。其面部与身体护理产品以久经考验的配方和严谨的成分选择为基础。",
    ),
  },
  {
    slug: 'clinique', name: 'Clinique', colors: ['#5FB49C', '#EAF6F1'], popularity: 69,
    categories: ['skincare/cleanse', 'skincare/moisturise', 'makeup/face', 'makeup/lips'],
    story: t(
      "Clinique is a skincare and makeup brand created with dermatologists' guidance. Its simple three-step routine and fragrance-free formulas are designed to suit every skin type.",
      'Clinique adalah merek perawatan kulit dan tata rias yang dikembangkan dengan panduan para dokter kulit. Rutinitas tiga langkahnya yang sederhana dan formula bebas pewanginya dirancang untuk semua jenis kulit.',
      'Clinique คือแบรนด์สกินแคร์และเมคอัพที่พัฒนาขึ้นภายใต้คำแนะนำของแพทย์ผิวหนัง ขั้นตอนการดูแลผิว 3 ขั้นตอนที่เรียบง่ายและสูตรปราศจากน้ำหอมของแบรนด์ออกแบบมาให้เหมาะกับทุกสภาพผิว',
      'Clinique 是一个在皮肤科医生指导下开发的护肤与彩妆品牌。其简单的三步护肤流程和无香精配方适合各种肤质。',
    ),
  },
  {
    slug: 'estee-lauder', name: 'Estée Lauder', colors: ['#0B1F4B', '#E9E4D8'], popularity: 71,
    categories: ['skincare/treat', 'skincare/moisturise', 'makeup/face', 'makeup/lips', 'fragrance/women'],
    story: t(
      'Estée Lauder is a family-founded New York beauty house with a long heritage in skincare, makeup and fragrance. Its night serums and long-wear foundations are staples of many beauty routines.',
      'Estée Lauder adalah rumah kecantikan asal New York yang didirikan oleh sebuah keluarga dan memiliki sejarah panjang di bidang perawatan kulit, tata rias, dan wewangian. Serum malam dan alas bedak tahan lamanya menjadi andalan dalam banyak rutinitas kecantikan.',
      'Estée Lauder คือแบรนด์ความงามจากนิวยอร์กที่ก่อตั้งโดยครอบครัว และมีประวัติยาวนานด้านสกินแคร์ เมคอัพ และน้ำหอม เซรั่มสำหรับกลางคืนและรองพื้นติดทนนานของแบรนด์เป็นไอเท็มประจำในขั้นตอนความงามของผู้คนมากมาย',
      'Estée Lauder 是一家由家族创立的纽约美妆品牌，在护肤、彩妆与香水领域拥有悠久历史。其夜间精华和持久粉底是许多人日常美妆流程中的必备单品。',
    ),
  },
  {
    slug: 'summer-fridays', name: 'Summer Fridays', colors: ['#6E9BC5', '#EAF2F9'], popularity: 47,
    categories: ['skincare/treat', 'skincare/moisturise', 'makeup/lips'],
    story: t(
      'Summer Fridays was founded by two friends who wanted skincare that feels like a slow, relaxed weekend. Its soothing masks and lip balms come in calm, pastel-toned packaging.',
      'Summer Fridays didirikan oleh dua sahabat yang menginginkan perawatan kulit yang terasa seperti akhir pekan yang santai. Masker yang menenangkan dan pelembap bibirnya hadir dalam kemasan bernuansa pastel yang lembut.',
      'Summer Fridays ก่อตั้งโดยเพื่อนรักสองคนที่อยากได้สกินแคร์ที่ให้ความรู้สึกเหมือนวันหยุดสุดสัปดาห์แสนผ่อนคลาย มาสก์ที่ช่วยปลอบประโลมผิวและลิปบาล์มของแบรนด์มาในบรรจุภัณฑ์โทนพาสเทลที่ดูสบายตา',
      'Summer Fridays 由两位好友创立，她们希望护肤能带来如悠闲周末般的放松感受。其舒缓面膜和润唇膏采用柔和的粉彩色调包装。',
    ),
  },
  {
    slug: 'supergoop', name: 'Supergoop!', colors: ['#F58220', '#FFF1DE'], popularity: 45,
    categories: ['skincare/sun-care', 'makeup/face'],
    story: t(
      'Supergoop! is a sun care brand on a mission to make daily SPF a habit. Its sunscreens come in weightless, invisible textures that sit comfortably under makeup.',
      'Supergoop! adalah merek tabir surya yang ingin menjadikan pemakaian SPF setiap hari sebagai kebiasaan. Tabir suryanya hadir dalam tekstur ringan dan tak terlihat yang nyaman dipakai di bawah riasan.',
      'Supergoop! คือแบรนด์กันแดดที่มุ่งมั่นให้การทา SPF ทุกวันกลายเป็นนิสัย กันแดดของแบรนด์มีเนื้อบางเบาไร้คราบ และใช้ก่อนแต่งหน้าได้อย่างสบายผิว',
      'Supergoop! 是一个致力于让每天涂抹 SPF 防晒成为习惯的防晒品牌。其防晒产品质地轻盈隐形，在妆前使用也十分舒适。',
    ),
  },

  // ── Fragrance & body ─────────────────────────────────────────────────────────
  {
    slug: 'jo-malone-london', name: 'Jo Malone London', colors: ['#1A1A1A', '#F3EDE1'], popularity: 77,
    categories: ['fragrance/unisex', 'fragrance/women', 'bath-body'],
    story: t(
      "Jo Malone London creates elegant, uncomplicated scents that are designed to be layered. Its colognes, candles and bath products come in the brand's signature cream and black packaging.",
      'Jo Malone London menciptakan aroma yang elegan dan sederhana yang dirancang untuk dipadupadankan. Kolonye, lilin, dan produk mandinya hadir dalam kemasan khas berwarna krem dan hitam.',
      'Jo Malone London สร้างสรรค์กลิ่นหอมที่สง่างามและเรียบง่าย ออกแบบมาให้ใช้ซ้อนกันได้อย่างลงตัว โคโลญ เทียนหอม และผลิตภัณฑ์อาบน้ำของแบรนด์มาในบรรจุภัณฑ์สีครีมตัดดำอันเป็นเอกลักษณ์',
      'Jo Malone London 打造优雅而简约的香氛，专为叠加使用而设计。其古龙水、香薰蜡烛和沐浴产品均采用品牌标志性的奶油色与黑色包装。',
    ),
  },
  {
    slug: 'maison-margiela', name: 'Maison Margiela', colors: ['#2E2E2E', '#EFEBE4'], popularity: 50,
    categories: ['fragrance/unisex'],
    story: t(
      "Maison Margiela's fragrances recreate familiar places and moments, from a lazy Sunday morning to a jazz club. Each scent in the collection is designed to evoke a specific memory.",
      'Wewangian Maison Margiela menghadirkan kembali tempat dan momen yang akrab, dari Minggu pagi yang santai hingga suasana klub jazz. Setiap aroma dalam koleksinya dirancang untuk membangkitkan kenangan tertentu.',
      'น้ำหอมของ Maison Margiela ถ่ายทอดสถานที่และช่วงเวลาที่คุ้นเคย ตั้งแต่เช้าวันอาทิตย์แสนขี้เกียจไปจนถึงบรรยากาศในแจ๊สคลับ กลิ่นหอมแต่ละกลิ่นในคอลเลกชันออกแบบมาเพื่อปลุกความทรงจำที่เฉพาะเจาะจง',
      'Maison Margiela 的香水重现熟悉的场景与时刻，从慵懒的周日清晨到爵士俱乐部。其系列中的每一款香气都旨在唤起一段特定的记忆。',
    ),
  },
  {
    slug: 'byredo', name: 'Byredo', colors: ['#1C1C1C', '#EFEDE8'], popularity: 46,
    categories: ['fragrance/unisex', 'bath-body'],
    story: t(
      'Byredo is a Stockholm-based house that translates memories and emotions into minimalist fragrances. Its perfumes, candles and body products share a clean, understated Scandinavian style.',
      'Byredo adalah rumah wewangian yang berbasis di Stockholm dan menerjemahkan kenangan serta emosi menjadi aroma yang minimalis. Parfum, lilin, dan produk perawatan tubuhnya memiliki gaya Skandinavia yang bersih dan bersahaja.',
      'Byredo คือแบรนด์น้ำหอมจากสตอกโฮล์มที่ถ่ายทอดความทรงจำและอารมณ์ออกมาเป็นกลิ่นหอมแบบมินิมอล น้ำหอม เทียนหอม และผลิตภัณฑ์บำรุงผิวกายของแบรนด์ล้วนมีสไตล์สแกนดิเนเวียนที่เรียบง่ายและสะอาดตา',
      'Byredo 是一家总部位于斯德哥尔摩的香氛品牌，将记忆与情感转化为极简的香气。其香水、香薰蜡烛和身体护理产品都带有简洁内敛的北欧风格。',
    ),
  },
  {
    slug: 'sol-de-janeiro', name: 'Sol de Janeiro', colors: ['#E8A317', '#FFF4D6'], popularity: 86,
    categories: ['bath-body', 'fragrance/unisex', 'hair/hair-care'],
    story: t(
      'Sol de Janeiro brings the warmth and body-positive spirit of Brazilian beach culture to body care. Its creams and fragrance mists are known for rich textures and addictive, sunny scents.',
      'Sol de Janeiro menghadirkan kehangatan dan semangat mencintai tubuh dari budaya pantai Brasil ke dalam perawatan tubuh. Krim dan semprotan wewangiannya dikenal dengan tekstur yang kaya dan aroma cerah yang bikin ketagihan.',
      'Sol de Janeiro นำความอบอุ่นและจิตวิญญาณแห่งการรักเรือนร่างของวัฒนธรรมชายหาดบราซิลมาสู่ผลิตภัณฑ์บำรุงผิวกาย ครีมและสเปรย์น้ำหอมของแบรนด์เป็นที่รู้จักจากเนื้อสัมผัสเข้มข้นและกลิ่นหอมสดใสที่ชวนให้ติดใจ',
      'Sol de Janeiro 将巴西海滩文化的热情与悦纳身体的精神融入身体护理。其身体霜和香氛喷雾以丰润的质地和令人着迷的阳光香气而闻名。',
    ),
  },

  // ── Hair ─────────────────────────────────────────────────────────────────────
  {
    slug: 'kerastase', name: 'Kérastase', colors: ['#111111', '#EDE3CF'], popularity: 59,
    categories: ['hair/hair-care', 'hair/styling'],
    story: t(
      'Kérastase is a Parisian professional haircare brand that began in salons. Its shampoos, masks and oils are tailored to specific hair types and concerns.',
      'Kérastase adalah merek perawatan rambut profesional asal Paris yang berawal dari salon. Sampo, masker, dan minyak rambutnya disesuaikan dengan jenis dan masalah rambut tertentu.',
      'Kérastase คือแบรนด์ผลิตภัณฑ์ดูแลเส้นผมระดับมืออาชีพจากปารีสที่เริ่มต้นในร้านทำผม แชมพู มาสก์ และออยล์ของแบรนด์ได้รับการออกแบบให้ตรงกับสภาพเส้นผมและปัญหาผมแต่ละแบบ',
      'Kérastase 是一个源自沙龙的巴黎专业护发品牌。其洗发水、发膜和护发油针对不同发质和头发问题量身定制。',
    ),
  },
  {
    slug: 'olaplex', name: 'Olaplex', colors: ['#33373D', '#EDEFF1'], popularity: 65,
    categories: ['hair/hair-care', 'hair/styling'],
    story: t(
      'Olaplex was developed around a bond-building technology that helps repair damaged hair. Its numbered system makes it easy to follow a step-by-step treatment routine at home.',
      'Olaplex dikembangkan berdasarkan teknologi penyambung ikatan rambut yang membantu memperbaiki rambut rusak. Sistem bernomornya memudahkan Anda mengikuti rutinitas perawatan langkah demi langkah di rumah.',
      'Olaplex พัฒนาขึ้นจากเทคโนโลยีเชื่อมพันธะเส้นผมที่ช่วยฟื้นฟูผมที่เสียหาย ระบบแบบมีหมายเลขของแบรนด์ช่วยให้คุณทำทรีตเมนต์ทีละขั้นตอนที่บ้านได้อย่างง่ายดาย',
      'Olaplex 围绕头发键连修复技术研发，帮助修护受损发质。其编号式产品体系让你在家也能轻松按步骤完成护理。',
    ),
  },
  {
    slug: 'moroccanoil', name: 'Moroccanoil', colors: ['#1E9AA8', '#FBE7D3'], popularity: 56,
    categories: ['hair/hair-care', 'hair/styling', 'bath-body'],
    story: t(
      'Moroccanoil built its name on an argan oil–infused hair treatment in a signature amber bottle. Its haircare and body products share a warm, instantly recognisable scent.',
      'Moroccanoil membangun namanya lewat perawatan rambut yang diperkaya minyak argan dalam botol kuning kecokelatan yang khas. Produk perawatan rambut dan tubuhnya memiliki aroma hangat yang langsung dikenali.',
      'Moroccanoil สร้างชื่อจากทรีตเมนต์บำรุงผมผสมน้ำมันอาร์แกนในขวดสีอำพันอันเป็นเอกลักษณ์ ผลิตภัณฑ์ดูแลเส้นผมและผิวกายของแบรนด์มีกลิ่นหอมอบอุ่นที่จดจำได้ทันที',
      'Moroccanoil 凭借一款装在标志性琥珀色瓶中的摩洛哥坚果油护发产品打响名号。其护发和身体护理产品都带有一股温暖且一闻即知的香气。',
    ),
  },

  // ── Tools ────────────────────────────────────────────────────────────────────
  {
    slug: 'real-techniques', name: 'Real Techniques', colors: ['#F0652F', '#FFE9DE'], popularity: 48,
    categories: ['tools-brushes/brushes', 'tools-brushes/sponges-applicators'],
    story: t(
      'Real Techniques was created by makeup artists to bring professional-quality brushes to everyday routines. Its colour-coded brushes and sponges make it simple to choose the right tool for each step.',
      'Real Techniques diciptakan oleh para penata rias untuk menghadirkan kuas berkualitas profesional ke dalam rutinitas sehari-hari. Kuas dan spons berkode warnanya memudahkan Anda memilih alat yang tepat untuk setiap langkah.',
      'Real Techniques ก่อตั้งโดยช่างแต่งหน้าเพื่อนำแปรงคุณภาพระดับมืออาชีพมาสู่การแต่งหน้าในชีวิตประจำวัน แปรงและฟองน้ำที่แบ่งสีตามการใช้งานช่วยให้เลือกอุปกรณ์ที่เหมาะกับแต่ละขั้นตอนได้ง่าย',
      'Real Techniques 由化妆师创立，旨在将专业品质的化妆刷带入日常妆容。其按颜色区分用途的化妆刷和美妆蛋让你轻松为每一步选对工具。',
    ),
  },
];
