import type { Language } from './markets.ts';

type Messages = Readonly<Record<Language, string>>;

interface ErrorDefinition {
  status: number;
  message: Messages;
}

/**
 * The error catalogue of product guide §8: every code the API can answer with, its HTTP status and the
 * message shown to a shopper in each language. `{name}` placeholders are filled from `params`.
 */
export const ERROR_CATALOGUE = {
  user_not_found: { status: 404, message: { en: 'User not found.', id: 'Pengguna tidak ditemukan.', th: 'ไม่พบผู้ใช้', zh: '找不到用戶。' } },
  landing_page_not_found: { status: 404, message: { en: 'Landing Page not found.', id: 'Halaman landing tidak ditemukan.', th: 'ไม่พบหน้าแลนดิ้งเพจ', zh: '找不到登陸頁。' } },
  layout_not_found: { status: 404, message: { en: 'Layout not found.', id: 'Tata letak tidak ditemukan.', th: 'ไม่พบเลย์เอาต์', zh: '找不到版面。' } },
  resource_not_found: { status: 404, message: { en: 'Resource not found!', id: 'Sumber daya tidak ditemukan!', th: 'ไม่พบข้อมูลที่ต้องการ!', zh: '找不到資源！' } },
  route_not_found: { status: 404, message: { en: 'Page not found: {path}', id: 'Halaman tidak ditemukan: {path}', th: 'ไม่พบหน้า: {path}', zh: '找不到頁面：{path}' } },
  not_authorized: { status: 403, message: { en: 'You are not authorized to perform this action.', id: 'Anda tidak berwenang melakukan tindakan ini.', th: 'คุณไม่มีสิทธิ์ดำเนินการนี้', zh: '您無權執行此操作。' } },
  owner_mismatch: { status: 403, message: { en: 'The {attribute} does not belong to the current user.', id: '{attribute} bukan milik pengguna saat ini.', th: '{attribute} ไม่ได้เป็นของผู้ใช้ปัจจุบัน', zh: '該{attribute}不屬於目前用戶。' } },
  promotion_invalid: { status: 422, message: { en: 'Sorry, the promotion is invalid.', id: 'Maaf, promosi tidak valid.', th: 'ขออภัย โปรโมชันนี้ไม่ถูกต้อง', zh: '抱歉，此優惠無效。' } },
  offer_not_found: { status: 404, message: { en: 'Offer not found.', id: 'Penawaran tidak ditemukan.', th: 'ไม่พบข้อเสนอ', zh: '找不到優惠。' } },
  authentication_failed: { status: 401, message: { en: 'Authentication failed.', id: 'Autentikasi gagal.', th: 'การยืนยันตัวตนล้มเหลว', zh: '身份驗證失敗。' } },
  sign_in_blocked: { status: 423, message: { en: 'This sign-in attempt was blocked. Please contact support with Reference ID {reference}.', id: 'Upaya masuk ini diblokir. Hubungi layanan pelanggan dengan ID Referensi {reference}.', th: 'การเข้าสู่ระบบครั้งนี้ถูกบล็อก โปรดติดต่อฝ่ายบริการลูกค้าพร้อมรหัสอ้างอิง {reference}', zh: '此次登入已被阻止。請聯絡客服並提供參考編號 {reference}。' } },
  sign_in_slowed_down: { status: 429, message: { en: 'Too many unsuccessful sign-in attempts. Please wait a moment and try again.', id: 'Terlalu banyak percobaan masuk yang gagal. Tunggu sebentar, lalu coba lagi.', th: 'พยายามเข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง', zh: '登入失敗次數過多，請稍候再試。' } },
  sign_in_code_required: { status: 401, message: { en: 'For your security, enter the 6-digit code we have emailed you. No email within a few minutes? Check your password and try again.', id: 'Demi keamanan, masukkan kode 6 digit yang kami kirim ke email Anda. Belum menerima email dalam beberapa menit? Periksa kata sandi Anda, lalu coba lagi.', th: 'เพื่อความปลอดภัย โปรดกรอกรหัส 6 หลักที่เราส่งไปทางอีเมล หากไม่ได้รับอีเมลภายในไม่กี่นาที โปรดตรวจสอบรหัสผ่านแล้วลองอีกครั้ง', zh: '為保障帳戶安全，請輸入我們以電郵發送的 6 位數字驗證碼。如幾分鐘內仍未收到電郵，請檢查密碼後再試。' } },
  sign_in_code_invalid: { status: 401, message: { en: 'This code is not right or has expired. Check the latest email from us or send a new code.', id: 'Kode ini salah atau sudah kedaluwarsa. Periksa email terbaru dari kami atau kirim kode baru.', th: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว โปรดตรวจสอบอีเมลล่าสุดจากเราหรือส่งรหัสใหม่', zh: '驗證碼不正確或已過期。請查看我們最新的電郵，或重新發送驗證碼。' } },
  reset_link_expired: { status: 410, message: { en: 'Your reset link has expired. Please ask for a new one.', id: 'Tautan atur ulang Anda sudah kedaluwarsa. Silakan minta tautan baru.', th: 'ลิงก์รีเซ็ตหมดอายุแล้ว โปรดขอลิงก์ใหม่', zh: '重設連結已過期，請重新申請。' } },
  google_not_linked: { status: 404, message: { en: 'This Google account is not linked to a Blush account. Please sign up.', id: 'Akun Google ini belum terhubung ke akun Blush. Silakan daftar.', th: 'บัญชี Google นี้ยังไม่ได้เชื่อมกับบัญชี Blush โปรดสมัครสมาชิก', zh: '此 Google 帳戶尚未關聯 Blush 帳戶，請先註冊。' } },
  sign_in_required: { status: 401, message: { en: 'Please sign in to continue.', id: 'Silakan masuk untuk melanjutkan.', th: 'โปรดเข้าสู่ระบบเพื่อดำเนินการต่อ', zh: '請登入後繼續。' } },
  password_rules: { status: 422, message: { en: 'The password does not meet the rules below.', id: 'Kata sandi tidak memenuhi ketentuan di bawah.', th: 'รหัสผ่านไม่เป็นไปตามเงื่อนไขด้านล่าง', zh: '密碼不符合以下規則。' } },
  wrong_current_password: { status: 422, message: { en: 'Your current password is not correct.', id: 'Kata sandi Anda saat ini salah.', th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', zh: '目前密碼不正確。' } },
  email_taken: { status: 409, message: { en: 'An account with this email already exists. Please sign in.', id: 'Akun dengan email ini sudah ada. Silakan masuk.', th: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว โปรดเข้าสู่ระบบ', zh: '該電郵地址已註冊，請直接登入。' } },
  consent_required: { status: 422, message: { en: 'Please accept the required terms to join.', id: 'Harap setujui ketentuan wajib untuk bergabung.', th: 'โปรดยอมรับข้อกำหนดที่จำเป็นเพื่อสมัครสมาชิก', zh: '請接受必要條款後再註冊。' } },
  too_young: { status: 422, message: { en: 'You must be over 14 years old to join Beauty Pass.', id: 'Anda harus berusia di atas 14 tahun untuk bergabung dengan Beauty Pass.', th: 'คุณต้องมีอายุมากกว่า 14 ปีจึงจะสมัคร Beauty Pass ได้', zh: '您必須年滿 14 歲才能加入 Beauty Pass。' } },
  calling_code_mismatch: { status: 422, message: { en: 'Please choose a country calling code we serve.', id: 'Pilih kode panggilan negara yang kami layani.', th: 'โปรดเลือกรหัสโทรศัพท์ของประเทศที่เราให้บริการ', zh: '請選擇我們服務地區的國際區號。' } },
  unlock_link_invalid: { status: 410, message: { en: 'This unlock link has expired or was already used. Please ask for a new one.', id: 'Tautan buka kunci ini sudah kedaluwarsa atau sudah dipakai. Silakan minta tautan baru.', th: 'ลิงก์ปลดล็อกนี้หมดอายุหรือถูกใช้ไปแล้ว โปรดขอลิงก์ใหม่', zh: '此解鎖連結已過期或已被使用，請重新申請。' } },
  social_sign_in_failed: { status: 400, message: { en: 'We could not complete the sign-in with your Google account. Please try again.', id: 'Kami tidak dapat menyelesaikan proses masuk dengan akun Google Anda. Silakan coba lagi.', th: 'ไม่สามารถเข้าสู่ระบบด้วยบัญชี Google ของคุณได้ โปรดลองอีกครั้ง', zh: '無法使用您的 Google 帳戶完成登入，請重試。' } },
  insufficient_points: { status: 422, message: { en: 'You do not have enough points for this reward.', id: 'Poin Anda tidak cukup untuk hadiah ini.', th: 'คะแนนของคุณไม่พอสำหรับของรางวัลนี้', zh: '您的積分不足以兌換此獎勵。' } },
  already_redeemed: { status: 409, message: { en: 'Only one reward gift per customer per transaction.', id: 'Hanya satu hadiah per pelanggan per transaksi.', th: 'แลกของรางวัลได้หนึ่งชิ้นต่อลูกค้าต่อการทำรายการ', zh: '每位顧客每筆交易僅限兌換一份獎勵禮品。' } },
  members_only: { status: 401, message: { en: 'Please sign in or register as a Beauty Pass member to redeem rewards.', id: 'Silakan masuk atau daftar sebagai anggota Beauty Pass untuk menukar hadiah.', th: 'โปรดเข้าสู่ระบบหรือสมัครสมาชิก Beauty Pass เพื่อแลกของรางวัล', zh: '請登入或註冊成為 Beauty Pass 會員以兌換獎勵。' } },
  quantity_limit: { status: 422, message: { en: 'Only a maximum quantity of {max} of the item could be added to your bag.', id: 'Hanya maksimal {max} untuk produk ini yang dapat ditambahkan ke tas Anda.', th: 'สามารถเพิ่มสินค้านี้ลงในถุงได้สูงสุด {max} ชิ้นเท่านั้น', zh: '此商品最多只能加入 {max} 件到購物袋。' } },
  variant_limit: { status: 422, message: { en: 'You have reached the limit for this item in one checkout.', id: 'Anda telah mencapai batas untuk produk ini dalam satu transaksi.', th: 'คุณซื้อสินค้านี้ครบจำนวนจำกัดต่อการชำระเงินหนึ่งครั้งแล้ว', zh: '此商品已達單次結帳的購買上限。' } },
  brand_limit: { status: 422, message: { en: 'You have reached the limit for this brand in one checkout.', id: 'Anda telah mencapai batas untuk merek ini dalam satu transaksi.', th: 'คุณซื้อสินค้าแบรนด์นี้ครบจำนวนจำกัดต่อการชำระเงินหนึ่งครั้งแล้ว', zh: '此品牌已達單次結帳的購買上限。' } },
  wishlist_full: { status: 422, message: { en: 'Your wishlist is full: it holds up to {max} items. Remove one to add another.', id: 'Wishlist Anda sudah penuh: maksimal {max} produk. Hapus satu untuk menambahkan yang lain.', th: 'รายการโปรดของคุณเต็มแล้ว: บันทึกได้สูงสุด {max} รายการ โปรดลบออกหนึ่งรายการเพื่อเพิ่มรายการใหม่', zh: '您的願望清單已滿：最多可儲存 {max} 件商品。請先移除一件再加入。' } },
  variant_unavailable_in_country: { status: 422, message: { en: 'This item is not available for your country.', id: 'Produk ini tidak tersedia untuk negara Anda.', th: 'สินค้านี้ไม่มีจำหน่ายในประเทศของคุณ', zh: '此商品在您所在的國家/地區不提供。' } },
  app_exclusive: { status: 422, message: { en: 'This product is sold only in the Blush app. Get the app to add it to your bag.', id: 'Produk ini hanya dijual di aplikasi Blush. Unduh aplikasinya untuk memasukkannya ke tas belanja.', th: 'สินค้านี้จำหน่ายเฉพาะในแอป Blush ดาวน์โหลดแอปเพื่อหยิบใส่ถุงช้อปปิ้ง', zh: '此產品只在 Blush App 發售。下載 App 即可加入購物袋。' } },
  out_of_stock: { status: 409, message: { en: 'Out of stock. Please remove it to proceed to checkout.', id: 'Stok habis. Hapus produk ini untuk melanjutkan ke pembayaran.', th: 'สินค้าหมด โปรดนำออกเพื่อดำเนินการชำระเงินต่อ', zh: '商品缺貨，請移除後繼續結帳。' } },
  samples_unavailable: { status: 422, message: { en: 'Samples are not available.', id: 'Sampel tidak tersedia.', th: 'ไม่มีตัวอย่างสินค้า', zh: '暫無試用裝。' } },
  rewards_unavailable: { status: 422, message: { en: 'Rewards are not available.', id: 'Hadiah tidak tersedia.', th: 'ไม่มีของรางวัล', zh: '暫無獎勵。' } },
  gift_limit: { status: 422, message: { en: 'You can choose up to {max} gifts with this offer.', id: 'Anda dapat memilih hingga {max} hadiah dengan penawaran ini.', th: 'คุณเลือกของขวัญได้สูงสุด {max} ชิ้นสำหรับข้อเสนอนี้', zh: '此優惠最多可選擇 {max} 份禮品。' } },
  samples_limit: { status: 422, message: { en: 'You can choose up to {max} free samples.', id: 'Anda dapat memilih hingga {max} sampel gratis.', th: 'คุณเลือกตัวอย่างสินค้าฟรีได้สูงสุด {max} ชิ้น', zh: '最多可選擇 {max} 份免費試用裝。' } },
  idempotency_key_required: { status: 400, message: { en: 'This request needs an Idempotency-Key header.', id: 'Permintaan ini memerlukan header Idempotency-Key.', th: 'คำขอนี้ต้องมีส่วนหัว Idempotency-Key', zh: '此請求需要 Idempotency-Key 標頭。' } },
  idempotency_conflict: { status: 409, message: { en: 'This order was already placed with different details. Please review your bag and try again.', id: 'Pesanan ini sudah dibuat dengan detail berbeda. Periksa tas Anda lalu coba lagi.', th: 'คำสั่งซื้อนี้ถูกสร้างไปแล้วด้วยรายละเอียดที่ต่างกัน โปรดตรวจสอบถุงช้อปปิ้งแล้วลองอีกครั้ง', zh: '此訂單已使用不同的資料提交。請檢查您的購物袋後重試。' } },
  price_changed: { status: 409, message: { en: 'Your bag total has changed to {total}. Please review it before paying.', id: 'Total tas Anda berubah menjadi {total}. Periksa kembali sebelum membayar.', th: 'ยอดรวมในถุงของคุณเปลี่ยนเป็น {total} โปรดตรวจสอบก่อนชำระเงิน', zh: '您的購物袋總額已變為 {total}，請在付款前確認。' } },
  bag_empty: { status: 422, message: { en: 'Your bag is empty.', id: 'Tas Anda kosong.', th: 'ถุงช้อปปิ้งของคุณว่างเปล่า', zh: '您的購物袋是空的。' } },
  payment_method_unavailable: { status: 422, message: { en: 'This payment method is not available here.', id: 'Metode pembayaran ini tidak tersedia di sini.', th: 'วิธีการชำระเงินนี้ไม่มีให้บริการที่นี่', zh: '此付款方式在此不可用。' } },
  fully_redeemed: { status: 409, message: { en: 'Fully Redeemed', id: 'Sudah Habis Ditukar', th: 'แลกครบแล้ว', zh: '已全部兌換' } },
  does_not_ship_to_country: { status: 422, message: { en: "This site doesn't ship to your country.", id: 'Situs ini tidak mengirim ke negara Anda.', th: 'เว็บไซต์นี้ไม่จัดส่งไปยังประเทศของคุณ', zh: '本網站不送貨至您所在的國家/地區。' } },
  no_products_found: { status: 404, message: { en: 'No products found.', id: 'Produk tidak ditemukan.', th: 'ไม่พบสินค้า', zh: '找不到商品。' } },
  booking_expired: { status: 410, message: { en: 'This booking has expired.', id: 'Pemesanan ini sudah kedaluwarsa.', th: 'การจองนี้หมดอายุแล้ว', zh: '此預約已過期。' } },
  no_time_slots: { status: 409, message: { en: 'No available slots.', id: 'Tidak ada slot tersedia.', th: 'ไม่มีช่วงเวลาว่าง', zh: '沒有可預約的時段。' } },
  qr_code_expired: { status: 410, message: { en: 'QR code expired.', id: 'Kode QR sudah kedaluwarsa.', th: 'คิวอาร์โค้ดหมดอายุแล้ว', zh: '二維碼已過期。' } },
  payment_declined: { status: 402, message: { en: 'Your card was declined.', id: 'Kartu Anda ditolak.', th: 'บัตรของคุณถูกปฏิเสธ', zh: '您的銀行卡被拒絕。' } },
  payment_authentication_failed: { status: 402, message: { en: 'Your card could not be verified. Please try again or use another card.', id: 'Kartu Anda tidak dapat diverifikasi. Silakan coba lagi atau gunakan kartu lain.', th: 'ไม่สามารถยืนยันบัตรของคุณได้ โปรดลองอีกครั้งหรือใช้บัตรอื่น', zh: '無法驗證您的銀行卡，請重試或使用其他卡。' } },
  payment_failed: { status: 402, message: { en: 'The payment did not go through. Please try again.', id: 'Pembayaran tidak berhasil. Silakan coba lagi.', th: 'การชำระเงินไม่สำเร็จ โปรดลองอีกครั้ง', zh: '付款未成功，請重試。' } },
  payment_expired: { status: 410, message: { en: 'This payment has expired.', id: 'Pembayaran ini sudah kedaluwarsa.', th: 'การชำระเงินนี้หมดอายุแล้ว', zh: '此付款已過期。' } },
  payment_not_allowed: { status: 409, message: { en: 'This order can no longer be paid. Please place a new order.', id: 'Pesanan ini tidak dapat dibayar lagi. Silakan buat pesanan baru.', th: 'คำสั่งซื้อนี้ไม่สามารถชำระเงินได้อีกแล้ว โปรดสั่งซื้อใหม่', zh: '此訂單已無法付款，請重新下單。' } },
  order_already_paid: { status: 409, message: { en: 'This order has already been paid.', id: 'Pesanan ini sudah dibayar.', th: 'คำสั่งซื้อนี้ชำระเงินแล้ว', zh: '此訂單已付款。' } },
  payment_in_progress: { status: 409, message: { en: 'A payment for this order is being processed. Please wait a moment.', id: 'Pembayaran untuk pesanan ini sedang diproses. Harap tunggu sebentar.', th: 'กำลังดำเนินการชำระเงินสำหรับคำสั่งซื้อนี้ โปรดรอสักครู่', zh: '此訂單的付款正在處理中，請稍候。' } },
  refund_not_possible: { status: 409, message: { en: 'There is nothing left to refund on this order.', id: 'Tidak ada lagi dana yang dapat dikembalikan untuk pesanan ini.', th: 'คำสั่งซื้อนี้ไม่มียอดเงินที่คืนได้แล้ว', zh: '此訂單已沒有可退款的金額。' } },
  refund_exceeds_paid: { status: 422, message: { en: 'A refund cannot be more than what is left of the payment ({refundable}).', id: 'Pengembalian dana tidak boleh melebihi sisa pembayaran ({refundable}).', th: 'ยอดคืนเงินต้องไม่เกินยอดที่ชำระคงเหลือ ({refundable})', zh: '退款金額不可超過付款餘額（{refundable}）。' } },
  payment_state_conflict: { status: 409, message: { en: 'This payment cannot be changed any more.', id: 'Pembayaran ini tidak dapat diubah lagi.', th: 'ไม่สามารถเปลี่ยนแปลงการชำระเงินนี้ได้อีก', zh: '此付款已無法更改。' } },
  card_invalid: { status: 422, message: { en: 'Your card number is not valid.', id: 'Nomor kartu Anda tidak valid.', th: 'หมายเลขบัตรของคุณไม่ถูกต้อง', zh: '您的卡號無效。' } },
  card_expired: { status: 422, message: { en: 'Your card has expired.', id: 'Kartu Anda sudah kedaluwarsa.', th: 'บัตรของคุณหมดอายุแล้ว', zh: '您的銀行卡已過期。' } },
  card_required: { status: 422, message: { en: 'Please enter your card details.', id: 'Harap masukkan detail kartu Anda.', th: 'โปรดกรอกรายละเอียดบัตรของคุณ', zh: '請輸入您的銀行卡資料。' } },
  bank_required: { status: 422, message: { en: 'Please choose a bank for your virtual account.', id: 'Silakan pilih bank untuk virtual account Anda.', th: 'โปรดเลือกธนาคารสำหรับบัญชีเสมือนของคุณ', zh: '請為您的虛擬帳戶選擇銀行。' } },
  webhook_signature_invalid: { status: 400, message: { en: 'The webhook signature is not valid.', id: 'Tanda tangan webhook tidak valid.', th: 'ลายเซ็นของเว็บฮุกไม่ถูกต้อง', zh: 'Webhook 簽名無效。' } },
  external_navigation_refused: { status: 400, message: { en: 'Navigating to an external URL is not allowed.', id: 'Navigasi ke URL eksternal tidak diizinkan.', th: 'ไม่อนุญาตให้ไปยัง URL ภายนอก', zh: '不允許前往外部網址。' } },
  validation_failed: { status: 400, message: { en: 'Some of the details are not valid. Please check and try again.', id: 'Beberapa data tidak valid. Periksa lalu coba lagi.', th: 'ข้อมูลบางส่วนไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง', zh: '部分資料無效，請檢查後重試。' } },
  invalid_characters: { status: 400, message: { en: 'Some of the details contain characters that are not allowed. Please check and try again.', id: 'Beberapa data berisi karakter yang tidak diizinkan. Periksa lalu coba lagi.', th: 'ข้อมูลบางส่วนมีอักขระที่ไม่อนุญาต โปรดตรวจสอบแล้วลองอีกครั้ง', zh: '部分資料包含不允許的字元，請檢查後重試。' } },
  invalid_url: { status: 400, message: { en: 'This web address is not valid. Please check it and try again.', id: 'Alamat web ini tidak valid. Periksa lalu coba lagi.', th: 'ที่อยู่เว็บนี้ไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง', zh: '此網址無效，請檢查後重試。' } },
  request_too_large: { status: 413, message: { en: 'The request is too large. Please shorten it and try again.', id: 'Permintaan terlalu besar. Perkecil lalu coba lagi.', th: 'คำขอมีขนาดใหญ่เกินไป โปรดลดขนาดแล้วลองอีกครั้ง', zh: '請求內容過大，請精簡後重試。' } },
  unsupported_media_type: { status: 415, message: { en: 'This kind of content is not accepted. Please send JSON.', id: 'Jenis konten ini tidak diterima. Harap kirim JSON.', th: 'ไม่รองรับเนื้อหาประเภทนี้ โปรดส่งเป็น JSON', zh: '不接受此類內容，請以 JSON 格式發送。' } },
  invalid_country: { status: 400, message: { en: 'The country must be one of AU, HK, ID, MY, NZ, PH, SG or TH.', id: 'Negara harus salah satu dari AU, HK, ID, MY, NZ, PH, SG, atau TH.', th: 'ประเทศต้องเป็นหนึ่งใน AU, HK, ID, MY, NZ, PH, SG หรือ TH', zh: '國家/地區必須是 AU、HK、ID、MY、NZ、PH、SG 或 TH 之一。' } },
  invalid_language: { status: 400, message: { en: 'This language is not offered in the selected country.', id: 'Bahasa ini tidak tersedia di negara yang dipilih.', th: 'ภาษานี้ไม่มีให้บริการในประเทศที่เลือก', zh: '所選國家/地區不提供此語言。' } },
  missing_platform_header: { status: 403, message: { en: 'This request was refused because it did not come from the Blush site.', id: 'Permintaan ini ditolak karena tidak berasal dari situs Blush.', th: 'คำขอนี้ถูกปฏิเสธเนื่องจากไม่ได้มาจากเว็บไซต์ Blush', zh: '此請求並非來自 Blush 網站，已被拒絕。' } },
  rate_limited: { status: 429, message: { en: 'Too many requests. Please wait a moment and try again.', id: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.', th: 'มีคำขอมากเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง', zh: '請求過於頻繁，請稍後再試。' } },
  internal_error: { status: 500, message: { en: 'Something went wrong on our side. Please try again.', id: 'Terjadi kesalahan di sistem kami. Silakan coba lagi.', th: 'เกิดข้อผิดพลาดในระบบของเรา โปรดลองอีกครั้ง', zh: '我們這邊出了點問題，請重試。' } },
  service_unavailable: { status: 503, message: { en: 'The shop is starting up or busy. Please try again shortly.', id: 'Toko sedang dimulai atau sibuk. Silakan coba lagi sebentar lagi.', th: 'ร้านค้ากำลังเริ่มต้นหรือมีผู้ใช้งานมาก โปรดลองอีกครั้งในไม่ช้า', zh: '商店正在啟動或繁忙，請稍後再試。' } },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Fill `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(ERROR_CATALOGUE[code].message[language], params);
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; referenceId?: string };
}
