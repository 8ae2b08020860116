/**
 * The sign-in guard's e-mails in the member's language (docs/decisions/0017; `email.sign_in_guard.*`
 * in the message catalogue): the one-time sign-in code for a locked account, and the notice that
 * the account was attacked (once per lock), with its Reference ID and the unlock link.
 */
import type { Language } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import type { OutgoingMail } from '../../adapters/email/mailer.ts';

interface Words {
  subject: string;
  greeting: string;
  lines: string[];
  action?: string;
  ignore: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(words: Words, language: Language, to: string, link?: string): OutgoingMail {
  const { lines } = words;
  const action = words.action && link ? { label: words.action, link } : undefined;
  const text = [words.greeting, '', ...lines, '', ...(action ? [`${action.label}: ${action.link}`, ''] : []), words.ignore, '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(words.greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#555">${escapeHtml(words.ignore)}</p>
<p>Blush</p></body></html>`;
  return { to, subject: words.subject, text, html };
}

export const signInCodeEmail = (language: Language, to: string, name: string, code: string, minutes: number) => {
  const text = translator(language);
  const lines = [text('email.sign_in_guard.code.body', { code, minutes }), text('email.sign_in_guard.code.why')];
  return compose({ subject: text('email.sign_in_guard.code.subject'), greeting: text('email.sign_in_guard.greeting', { name }), lines, ignore: text('email.sign_in_guard.code.ignore') }, language, to);
};

export const attackEmail = (language: Language, to: string, name: string, unlockLink: string, vars: { reference: string; failures: number; addresses: number; hours: number }) => {
  const text = translator(language);
  const lines = [text('email.sign_in_guard.attack.attempts', vars), text('email.sign_in_guard.attack.extra_check', vars), text('email.sign_in_guard.attack.change_password')];
  const words = { subject: text('email.sign_in_guard.attack.subject'), greeting: text('email.sign_in_guard.greeting', { name }), lines, action: text('email.sign_in_guard.attack.action'), ignore: text('email.sign_in_guard.attack.ignore') };
  return compose(words, language, to, unlockLink);
};
