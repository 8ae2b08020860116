/**
 * The sign-in guard's e-mails in the member's language (docs/decisions/0017): the one-time sign-in
 * code for a locked account, and the notice that the account was attacked (once per lock), with
 * its Reference ID and the unlock link. zh is Traditional Chinese as written in Hong Kong.
 */
import type { Language } from '@blush/shared/markets';
import type { OutgoingMail } from '../../adapters/email/mailer.ts';

interface Words {
  subject: string;
  greeting: (name: string) => string;
  lines: (vars: Record<string, string>) => string[];
  action?: string;
  ignore: string;
}

const CODE: Record<Language, Words> = {
  en: {
    subject: 'Your Blush sign-in code',
    greeting: (n) => `Hi ${n},`,
    lines: ({ code, minutes }) => [`Your sign-in code is ${code}. It works once and expires in ${minutes} minutes.`, 'We ask for it because of unusual sign-in attempts on your account. Never share this code: Blush will never ask you for it.'],
    ignore: 'If you did not just try to sign in, someone may know your password: change it now.',
  },
  id: {
    subject: 'Kode masuk Blush Anda',
    greeting: (n) => `Halo ${n},`,
    lines: ({ code, minutes }) => [`Kode masuk Anda adalah ${code}. Kode ini hanya berlaku sekali dan kedaluwarsa dalam ${minutes} menit.`, 'Kami memintanya karena ada percobaan masuk yang tidak biasa ke akun Anda. Jangan bagikan kode ini kepada siapa pun: Blush tidak akan pernah memintanya.'],
    ignore: 'Jika Anda tidak sedang mencoba masuk, mungkin ada orang lain yang mengetahui kata sandi Anda: segera ubah kata sandi.',
  },
  th: {
    subject: 'รหัสเข้าสู่ระบบ Blush ของคุณ',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    lines: ({ code, minutes }) => [`รหัสเข้าสู่ระบบของคุณคือ ${code} ใช้ได้ครั้งเดียวและจะหมดอายุใน ${minutes} นาที`, 'เราขอรหัสนี้เพราะพบการพยายามเข้าสู่ระบบบัญชีของคุณที่ผิดปกติ อย่าบอกรหัสนี้กับใคร Blush จะไม่ขอรหัสนี้จากคุณ'],
    ignore: 'หากคุณไม่ได้กำลังเข้าสู่ระบบ อาจมีผู้อื่นรู้รหัสผ่านของคุณ โปรดเปลี่ยนรหัสผ่านทันที',
  },
  zh: {
    subject: '你的 Blush 登入驗證碼',
    greeting: (n) => `${n}，你好：`,
    lines: ({ code, minutes }) => [`你的登入驗證碼是 ${code}，只可使用一次，並會於 ${minutes} 分鐘後失效。`, '由於你的帳戶出現異常登入嘗試，我們需要你輸入此驗證碼。請勿向任何人透露此驗證碼，Blush 絕不會向你索取。'],
    ignore: '如你剛才沒有嘗試登入，可能有人知道你的密碼，請立即更改密碼。',
  },
};

const ATTACK: Record<Language, Words> = {
  en: {
    subject: 'Someone tried to sign in to your Blush account',
    greeting: (n) => `Hi ${n},`,
    lines: ({ failures, addresses, reference, hours }) => [
      `We saw ${failures} unsuccessful attempts to sign in to your Blush account from ${addresses} different places within an hour, so we have added an extra check. Reference ID: ${reference}.`,
      `Your password has not been changed. For the next ${hours} hours, signing in on a new device also needs a 6-digit code that we will email to you; devices you have signed in on before work as usual.`,
      'If you think someone may know your password, change it now.',
    ],
    action: 'Lift the extra check',
    ignore: 'The link works once and expires in 24 hours. If this was you, there is nothing else to do.',
  },
  id: {
    subject: 'Seseorang mencoba masuk ke akun Blush Anda',
    greeting: (n) => `Halo ${n},`,
    lines: ({ failures, addresses, reference, hours }) => [
      `Kami melihat ${failures} percobaan masuk yang gagal ke akun Blush Anda dari ${addresses} lokasi berbeda dalam satu jam, jadi kami menambahkan pemeriksaan tambahan. ID Referensi: ${reference}.`,
      `Kata sandi Anda tidak berubah. Selama ${hours} jam ke depan, masuk dari perangkat baru juga memerlukan kode 6 digit yang kami kirim ke email Anda; perangkat yang pernah Anda gunakan untuk masuk tetap bisa dipakai seperti biasa.`,
      'Jika menurut Anda ada orang lain yang mengetahui kata sandi Anda, segera ubah kata sandi.',
    ],
    action: 'Hapus pemeriksaan tambahan',
    ignore: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam 24 jam. Jika itu Anda, tidak ada lagi yang perlu dilakukan.',
  },
  th: {
    subject: 'มีผู้พยายามเข้าสู่ระบบบัญชี Blush ของคุณ',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    lines: ({ failures, addresses, reference, hours }) => [
      `เราพบการพยายามเข้าสู่ระบบบัญชี Blush ของคุณที่ไม่สำเร็จ ${failures} ครั้ง จาก ${addresses} แห่งภายในหนึ่งชั่วโมง เราจึงเพิ่มขั้นตอนตรวจสอบ รหัสอ้างอิง: ${reference}`,
      `รหัสผ่านของคุณไม่ได้ถูกเปลี่ยน ในอีก ${hours} ชั่วโมงข้างหน้า การเข้าสู่ระบบจากอุปกรณ์ใหม่ต้องใช้รหัส 6 หลักที่เราจะส่งไปทางอีเมลด้วย ส่วนอุปกรณ์ที่คุณเคยเข้าสู่ระบบแล้วใช้งานได้ตามปกติ`,
      'หากคุณคิดว่าอาจมีผู้อื่นรู้รหัสผ่านของคุณ โปรดเปลี่ยนรหัสผ่านทันที',
    ],
    action: 'ยกเลิกขั้นตอนตรวจสอบเพิ่มเติม',
    ignore: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน 24 ชั่วโมง หากเป็นคุณเอง ไม่ต้องทำอะไรเพิ่มเติม',
  },
  zh: {
    subject: '有人嘗試登入你的 Blush 帳戶',
    greeting: (n) => `${n}，你好：`,
    lines: ({ failures, addresses, reference, hours }) => [
      `我們在一小時內發現有人從 ${addresses} 個不同地點嘗試登入你的 Blush 帳戶，共失敗 ${failures} 次，因此已加設額外驗證。參考編號：${reference}。`,
      `你的密碼並未更改。在未來 ${hours} 小時內，於新裝置登入時需要輸入我們以電郵發送的 6 位數字驗證碼；你曾經登入過的裝置則可照常使用。`,
      '如你認為有人可能知道你的密碼，請立即更改密碼。',
    ],
    action: '取消額外驗證',
    ignore: '此連結只可使用一次，並會於 24 小時後失效。如這是你本人的操作，則無需採取任何行動。',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(words: Words, language: Language, to: string, name: string, vars: Record<string, string>, link?: string): OutgoingMail {
  const lines = words.lines(vars);
  const action = words.action && link ? { label: words.action, link } : undefined;
  const text = [words.greeting(name), '', ...lines, '', ...(action ? [`${action.label}: ${action.link}`, ''] : []), words.ignore, '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(words.greeting(name))}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#555">${escapeHtml(words.ignore)}</p>
<p>Blush</p></body></html>`;
  return { to, subject: words.subject, text, html };
}

export const signInCodeEmail = (language: Language, to: string, name: string, code: string, minutes: number) => compose(CODE[language], language, to, name, { code, minutes: String(minutes) });

export const attackEmail = (language: Language, to: string, name: string, unlockLink: string, vars: { reference: string; failures: number; addresses: number; hours: number }) =>
  compose(ATTACK[language], language, to, name, { reference: vars.reference, failures: String(vars.failures), addresses: String(vars.addresses), hours: String(vars.hours) }, unlockLink);
