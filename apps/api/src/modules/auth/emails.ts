/**
 * The account e-mails in the member's language: password reset, unlock after a blocked sign-in,
 * and welcome. Plain text and a small HTML version with the same words and link.
 */
import type { Language } from '@blush/shared/markets';
import type { OutgoingMail } from '../../adapters/email/mailer.ts';

interface Words {
  subject: string;
  greeting: (name: string) => string;
  lines: (vars: Record<string, string>) => string[];
  action: string;
  ignore: string;
}

const RESET: Record<Language, Words> = {
  en: { subject: 'Reset your Blush password', greeting: (n) => `Hi ${n},`, lines: ({ minutes }) => [`We received a request to reset the password of your Blush account. The link works once and expires in ${minutes} minutes.`], action: 'Reset my password', ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.' },
  id: { subject: 'Atur ulang kata sandi Blush Anda', greeting: (n) => `Halo ${n},`, lines: ({ minutes }) => [`Kami menerima permintaan untuk mengatur ulang kata sandi akun Blush Anda. Tautan ini hanya berlaku sekali dan kedaluwarsa dalam ${minutes} menit.`], action: 'Atur ulang kata sandi', ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.' },
  th: { subject: 'รีเซ็ตรหัสผ่าน Blush ของคุณ', greeting: (n) => `สวัสดีคุณ ${n}`, lines: ({ minutes }) => [`เราได้รับคำขอรีเซ็ตรหัสผ่านบัญชี Blush ของคุณ ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน ${minutes} นาที`], action: 'รีเซ็ตรหัสผ่าน', ignore: 'หากคุณไม่ได้ส่งคำขอนี้ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง' },
  zh: { subject: '重設您的 Blush 密碼', greeting: (n) => `${n}，您好：`, lines: ({ minutes }) => [`我們收到了重設您 Blush 帳戶密碼的請求。此連結僅可使用一次，將在 ${minutes} 分鐘後失效。`], action: '重設密碼', ignore: '如果這不是您本人的操作，請忽略此電郵，您的密碼不會改變。' },
};

const UNLOCK: Record<Language, Words> = {
  en: { subject: 'Your Blush account was locked', greeting: (n) => `Hi ${n},`, lines: ({ reference, attempts }) => [`We blocked sign-in to your Blush account after ${attempts} unsuccessful attempts. Reference ID: ${reference}.`, 'Unlock your account with the link below, then sign in. If it was not you, reset your password as well.'], action: 'Unlock my account', ignore: 'The link works once and expires in 24 hours.' },
  id: { subject: 'Akun Blush Anda terkunci', greeting: (n) => `Halo ${n},`, lines: ({ reference, attempts }) => [`Kami memblokir proses masuk ke akun Blush Anda setelah ${attempts} kali percobaan gagal. ID Referensi: ${reference}.`, 'Buka kunci akun Anda melalui tautan di bawah, lalu masuk. Jika itu bukan Anda, atur ulang juga kata sandi Anda.'], action: 'Buka kunci akun', ignore: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam 24 jam.' },
  th: { subject: 'บัญชี Blush ของคุณถูกล็อก', greeting: (n) => `สวัสดีคุณ ${n}`, lines: ({ reference, attempts }) => [`เราได้บล็อกการเข้าสู่ระบบบัญชี Blush ของคุณหลังจากพยายามไม่สำเร็จ ${attempts} ครั้ง รหัสอ้างอิง: ${reference}`, 'ปลดล็อกบัญชีของคุณด้วยลิงก์ด้านล่าง แล้วเข้าสู่ระบบ หากไม่ใช่คุณ โปรดรีเซ็ตรหัสผ่านด้วย'], action: 'ปลดล็อกบัญชี', ignore: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน 24 ชั่วโมง' },
  zh: { subject: '您的 Blush 帳戶已被鎖定', greeting: (n) => `${n}，您好：`, lines: ({ reference, attempts }) => [`由於連續 ${attempts} 次登入失敗，我們已阻止登入您的 Blush 帳戶。參考編號：${reference}。`, '請透過下方連結解鎖帳戶後再登入。如果不是您本人操作，請同時重設密碼。'], action: '解鎖帳戶', ignore: '此連結僅可使用一次，將在 24 小時後失效。' },
};

const WELCOME: Record<Language, Words> = {
  en: { subject: 'Welcome to Beauty Pass', greeting: (n) => `Hi ${n},`, lines: ({ card }) => [`Welcome to Blush! You are now a Beauty Pass Pink member, card number ${card}. Collect points with every purchase and unlock White, Black and Gold perks.`], action: 'Go to my account', ignore: '' },
  id: { subject: 'Selamat datang di Beauty Pass', greeting: (n) => `Halo ${n},`, lines: ({ card }) => [`Selamat datang di Blush! Anda kini anggota Beauty Pass Pink dengan nomor kartu ${card}. Kumpulkan poin di setiap pembelian dan buka keuntungan White, Black, dan Gold.`], action: 'Buka akun saya', ignore: '' },
  th: { subject: 'ยินดีต้อนรับสู่ Beauty Pass', greeting: (n) => `สวัสดีคุณ ${n}`, lines: ({ card }) => [`ยินดีต้อนรับสู่ Blush! ตอนนี้คุณเป็นสมาชิก Beauty Pass ระดับ Pink หมายเลขบัตร ${card} สะสมคะแนนทุกการซื้อและปลดล็อกสิทธิพิเศษระดับ White, Black และ Gold`], action: 'ไปที่บัญชีของฉัน', ignore: '' },
  zh: { subject: '歡迎加入 Beauty Pass', greeting: (n) => `${n}，您好：`, lines: ({ card }) => [`歡迎來到 Blush！您現已成為 Beauty Pass Pink 會員，卡號 ${card}。每次購物都可累積積分，解鎖 White、Black 和 Gold 會員禮遇。`], action: '前往我的帳戶', ignore: '' },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(words: Words, to: string, name: string, link: string, vars: Record<string, string>, language: Language): OutgoingMail {
  const lines = words.lines(vars);
  const text = [words.greeting(name), '', ...lines, '', `${words.action}: ${link}`, '', words.ignore, '', 'Blush'].join('\n').replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(words.greeting(name))}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
${words.ignore ? `<p style="color:#555">${escapeHtml(words.ignore)}</p>` : ''}
<p>Blush</p></body></html>`;
  return { to, subject: words.subject, text, html };
}

export const resetEmail = (language: Language, to: string, name: string, link: string, minutes: number) =>
  compose(RESET[language], to, name, link, { minutes: String(minutes) }, language);

export const unlockEmail = (language: Language, to: string, name: string, link: string, reference: string, attempts: number) =>
  compose(UNLOCK[language], to, name, link, { reference, attempts: String(attempts) }, language);

export const welcomeEmail = (language: Language, to: string, name: string, link: string, card: string) =>
  compose(WELCOME[language], to, name, link, { card }, language);
