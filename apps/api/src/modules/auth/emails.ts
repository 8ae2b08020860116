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
  zh: { subject: '重置您的 Blush 密码', greeting: (n) => `${n}，您好：`, lines: ({ minutes }) => [`我们收到了重置您 Blush 账户密码的请求。此链接仅可使用一次，将在 ${minutes} 分钟后失效。`], action: '重置密码', ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。' },
};

const UNLOCK: Record<Language, Words> = {
  en: { subject: 'Your Blush account was locked', greeting: (n) => `Hi ${n},`, lines: ({ reference, attempts }) => [`We blocked sign-in to your Blush account after ${attempts} unsuccessful attempts. Reference ID: ${reference}.`, 'Unlock your account with the link below, then sign in. If it was not you, reset your password as well.'], action: 'Unlock my account', ignore: 'The link works once and expires in 24 hours.' },
  id: { subject: 'Akun Blush Anda terkunci', greeting: (n) => `Halo ${n},`, lines: ({ reference, attempts }) => [`Kami memblokir proses masuk ke akun Blush Anda setelah ${attempts} kali percobaan gagal. ID Referensi: ${reference}.`, 'Buka kunci akun Anda melalui tautan di bawah, lalu masuk. Jika itu bukan Anda, atur ulang juga kata sandi Anda.'], action: 'Buka kunci akun', ignore: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam 24 jam.' },
  th: { subject: 'บัญชี Blush ของคุณถูกล็อก', greeting: (n) => `สวัสดีคุณ ${n}`, lines: ({ reference, attempts }) => [`เราได้บล็อกการเข้าสู่ระบบบัญชี Blush ของคุณหลังจากพยายามไม่สำเร็จ ${attempts} ครั้ง รหัสอ้างอิง: ${reference}`, 'ปลดล็อกบัญชีของคุณด้วยลิงก์ด้านล่าง แล้วเข้าสู่ระบบ หากไม่ใช่คุณ โปรดรีเซ็ตรหัสผ่านด้วย'], action: 'ปลดล็อกบัญชี', ignore: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน 24 ชั่วโมง' },
  zh: { subject: '您的 Blush 账户已被锁定', greeting: (n) => `${n}，您好：`, lines: ({ reference, attempts }) => [`由于连续 ${attempts} 次登录失败，我们已阻止登录您的 Blush 账户。参考编号：${reference}。`, '请通过下方链接解锁账户后再登录。如果不是您本人操作，请同时重置密码。'], action: '解锁账户', ignore: '此链接仅可使用一次，将在 24 小时后失效。' },
};

const WELCOME: Record<Language, Words> = {
  en: { subject: 'Welcome to Beauty Pass', greeting: (n) => `Hi ${n},`, lines: ({ card }) => [`Welcome to Blush! You are now a Beauty Pass Pink member, card number ${card}. Collect points with every purchase and unlock White, Black and Gold perks.`], action: 'Go to my account', ignore: '' },
  id: { subject: 'Selamat datang di Beauty Pass', greeting: (n) => `Halo ${n},`, lines: ({ card }) => [`Selamat datang di Blush! Anda kini anggota Beauty Pass Pink dengan nomor kartu ${card}. Kumpulkan poin di setiap pembelian dan buka keuntungan White, Black, dan Gold.`], action: 'Buka akun saya', ignore: '' },
  th: { subject: 'ยินดีต้อนรับสู่ Beauty Pass', greeting: (n) => `สวัสดีคุณ ${n}`, lines: ({ card }) => [`ยินดีต้อนรับสู่ Blush! ตอนนี้คุณเป็นสมาชิก Beauty Pass ระดับ Pink หมายเลขบัตร ${card} สะสมคะแนนทุกการซื้อและปลดล็อกสิทธิพิเศษระดับ White, Black และ Gold`], action: 'ไปที่บัญชีของฉัน', ignore: '' },
  zh: { subject: '欢迎加入 Beauty Pass', greeting: (n) => `${n}，您好：`, lines: ({ card }) => [`欢迎来到 Blush！您现已成为 Beauty Pass Pink 会员，卡号 ${card}。每次购物都可累积积分，解锁 White、Black 和 Gold 会员礼遇。`], action: '前往我的账户', ignore: '' },
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
