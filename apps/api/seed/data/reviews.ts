import type { Language } from '@blush/shared/markets';

/** Review titles and bodies by sentiment (rating 4–5 good, 3 mixed, 1–2 poor), in each language. */
export const REVIEW_TEXT: Readonly<Record<'good' | 'mixed' | 'poor', Readonly<Record<Language, ReadonlyArray<readonly [string, string]>>>>> = {
  good: {
    en: [
      ['Holy grail!', 'I have repurchased this three times now. It feels lovely, lasts all day and a little goes a long way.'],
      ['Worth every cent', 'Beautiful texture and it works with my skin, not against it. Already recommended it to my sister.'],
      ['Obsessed', 'The colour and finish are exactly as pictured. Compliments every time I wear it.'],
      ['Great in humid weather', 'Stays put even on hot, sticky days. No irritation on my sensitive skin.'],
    ],
    id: [
      ['Favorit banget!', 'Sudah beli ulang tiga kali. Teksturnya nyaman, tahan seharian, dan sedikit saja sudah cukup.'],
      ['Sepadan dengan harganya', 'Teksturnya cantik dan cocok di kulitku. Sudah kurekomendasikan ke kakakku.'],
      ['Suka sekali', 'Warna dan hasil akhirnya persis seperti di foto. Selalu dipuji setiap kali memakainya.'],
      ['Tahan di cuaca lembap', 'Tetap awet walau cuaca panas dan lembap. Tidak membuat kulit sensitifku iritasi.'],
    ],
    th: [
      ['ของดีที่ต้องมี!', 'ซื้อซ้ำมาสามรอบแล้ว เนื้อสัมผัสดีมาก ติดทนทั้งวัน ใช้นิดเดียวก็พอ'],
      ['คุ้มค่าทุกบาท', 'เนื้อสวย เข้ากับผิวได้ดีมาก แนะนำให้พี่สาวไปแล้ว'],
      ['หลงรักเลย', 'สีและลุคตรงตามรูปเป๊ะ ใส่ทีไรมีคนชมทุกครั้ง'],
      ['อากาศร้อนชื้นก็เอาอยู่', 'อยู่ทนแม้วันที่ร้อนและเหนียวเหนอะหนะ ผิวแพ้ง่ายก็ไม่ระคายเคือง'],
    ],
    zh: [
      ['本命好物！', '已經回購三次了。質地很舒服，持久一整天，用一點點就夠。'],
      ['物有所值', '質地很美，和我的皮膚很合拍。已經推薦給我姐姐了。'],
      ['愛不釋手', '顏色和妝效跟圖片一模一樣，每次用都被誇。'],
      ['潮濕天氣也不怕', '又熱又悶的天氣也很持妝，敏感肌用了也不刺激。'],
    ],
  },
  mixed: {
    en: [
      ['Nice but not for me', 'The quality is good, but the shade range did not quite suit my undertone.'],
      ['Decent', 'Does what it says. I expected it to last a bit longer for the price.'],
    ],
    id: [
      ['Bagus tapi kurang cocok', 'Kualitasnya bagus, tetapi pilihan warnanya kurang pas dengan undertone kulitku.'],
      ['Lumayan', 'Sesuai klaimnya. Untuk harga segini kuharap bisa lebih tahan lama.'],
    ],
    th: [
      ['ดีแต่ไม่ใช่สำหรับฉัน', 'คุณภาพดี แต่เฉดสีไม่ค่อยเข้ากับอันเดอร์โทนผิวของฉัน'],
      ['พอใช้ได้', 'ได้ผลตามที่บอก แต่ด้วยราคานี้คาดหวังว่าจะติดทนกว่านี้'],
    ],
    zh: [
      ['不錯但不適合我', '品質很好，但色號不太適合我的膚色底調。'],
      ['還可以', '效果和描述一致，不過這個價格希望能更持久一些。'],
    ],
  },
  poor: {
    en: [['Disappointed', 'It did not work for my skin and faded within a couple of hours.']],
    id: [['Kecewa', 'Tidak cocok di kulitku dan cepat pudar dalam beberapa jam.']],
    th: [['ผิดหวัง', 'ไม่เหมาะกับผิวของฉันเลย และจางหายภายในไม่กี่ชั่วโมง']],
    zh: [['有點失望', '不適合我的皮膚，幾個小時就掉了。']],
  },
};

/** Reviewers' first names by country (shown as "Name X."). */
export const REVIEWER_NAMES: Readonly<Record<string, readonly string[]>> = {
  AU: ['Olivia', 'Chloe', 'Mia', 'Jess', 'Sophie', 'Liam'],
  HK: ['Karen', 'Wing', 'Mandy', 'Ka Yan', 'Joyce', 'Ivan'],
  ID: ['Putri', 'Ayu', 'Dewi', 'Rina', 'Sari', 'Budi'],
  MY: ['Aisyah', 'Mei Ling', 'Priya', 'Nurul', 'Siti', 'Hafiz'],
  NZ: ['Ella', 'Aroha', 'Grace', 'Ruby', 'Hannah', 'Noah'],
  PH: ['Maria', 'Angel', 'Bea', 'Kristine', 'Joanna', 'Paolo'],
  SG: ['Rachel', 'Hui Min', 'Nadia', 'Shalini', 'Clara', 'Wei Jie'],
  TH: ['Ploy', 'Fah', 'Mint', 'Nok', 'Ying', 'Ton'],
};
