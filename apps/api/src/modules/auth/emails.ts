/**
 * The account e-mails in the member's language (`email.*` in the message catalogue): password
 * reset, unlock after a blocked sign-in, and welcome. Plain text and a small HTML version with the
 * same words and link.
 */
import type { Language } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import type { OutgoingMail } from '../../adapters/email/mailer.ts';

interface Words {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  ignore: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(words: Words, to: string, link: string, language: Language): OutgoingMail {
  const { lines } = words;
  const text = [words.greeting, '', ...lines, '', `${words.action}: ${link}`, '', words.ignore, '', 'Blush'].join('\n').replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(words.greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
${words.ignore ? `<p style="color:#555">${escapeHtml(words.ignore)}</p>` : ''}
<p>Blush</p></body></html>`;
  return { to, subject: words.subject, text, html };
}

export const resetEmail = (language: Language, to: string, name: string, link: string, minutes: number) => {
  const text = translator(language);
  const words = { subject: text('email.reset.subject'), greeting: text('email.greeting', { name }), lines: [text('email.reset.body', { minutes })], action: text('email.reset.action'), ignore: text('email.reset.ignore') };
  return compose(words, to, link, language);
};

export const unlockEmail = (language: Language, to: string, name: string, link: string, reference: string, attempts: number) => {
  const text = translator(language);
  const lines = [text('email.unlock.blocked', { reference, attempts }), text('email.unlock.next_steps')];
  const words = { subject: text('email.unlock.subject'), greeting: text('email.greeting', { name }), lines, action: text('email.unlock.action'), ignore: text('email.unlock.ignore') };
  return compose(words, to, link, language);
};

export const welcomeEmail = (language: Language, to: string, name: string, link: string, card: string) => {
  const text = translator(language);
  const words = { subject: text('email.welcome.subject'), greeting: text('email.greeting', { name }), lines: [text('email.welcome.body', { card })], action: text('email.welcome.action'), ignore: '' };
  return compose(words, to, link, language);
};
