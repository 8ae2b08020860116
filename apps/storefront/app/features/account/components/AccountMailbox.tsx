/**
 * The development mailbox (`/dev/mailbox`, not in production): the e-mails the shop sent (reset
 * and unlock links, welcome), newest first, filtered by recipient; one message with its links
 * clickable. Links to this shop's own pages open here, whatever host the e-mail was written for.
 */
import { Form } from 'react-router';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormat } from '../hooks/use-format.ts';

export interface MailSummary {
  id: number;
  to: string;
  subject: string;
  kind: string;
  created_at: string;
}

export interface Mail extends MailSummary {
  text: string;
  html: string;
}

function useDateTime() {
  return useFormat().dateTime;
}

export function AccountMailbox({ messages, to }: { messages: readonly MailSummary[]; to: string }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t('account.mailbox.title')}</h1>
      <p className="mt-2 text-neutral-700">{t('account.mailbox.intro')}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="mailbox-to" className="text-sm font-semibold">
            {t('account.mailbox.filter_label')}
          </label>
          <input id="mailbox-to" name="to" type="email" defaultValue={to} className="h-11 border border-neutral-400 px-3" />
        </div>
        <button type="submit" className="h-11 bg-black px-6 text-sm font-semibold text-white">
          {t('account.mailbox.filter_submit')}
        </button>
        {to ? (
          <UiLink to="/dev/mailbox" className="h-11 content-center text-sm underline underline-offset-2">
            {t('account.mailbox.show_all')}
          </UiLink>
        ) : null}
      </Form>
      {messages.length === 0 ? (
        <p className="mt-8 border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-700">{t('account.mailbox.empty')}</p>
      ) : (
        <ul className="mt-8 divide-y divide-neutral-200 border-y border-neutral-200">
          {messages.map((mail) => (
            <li key={mail.id}>
              <UiLink to={`/dev/mailbox/${mail.id}`} className="grid gap-1 px-2 py-4 hover:bg-neutral-50 sm:grid-cols-[1fr_16rem] sm:gap-4">
                <span>
                  <span className="block font-semibold">{mail.subject}</span>
                  <span className="block text-sm text-neutral-700">
                    {t('account.mailbox.to')}: {mail.to}
                  </span>
                </span>
                <span className="text-sm text-neutral-600 sm:text-right">{when(mail.created_at)}</span>
              </UiLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** A link in a development e-mail: this shop's pages open on this origin, whatever host the mail named. */
export function localMailHref(href: string): string {
  try {
    const url = new URL(href);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return href;
  }
}

function LinkifiedText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push({ href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={localMailHref(part.href)} className="break-all text-blush-700 underline underline-offset-2">
            {part.href}
          </a>
        ),
      )}
    </>
  );
}

export function AccountMailMessage({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  // The HTML version in a sandbox (no scripts, no same-origin access); its links open in this tab.
  const html = mail.html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">').replace(/href="https?:\/\/[^/"]+/g, 'href="');
  const srcDoc = /<head/i.test(html) ? html : `<base target="_top">${html}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <UiLink to={`/dev/mailbox?to=${encodeURIComponent(mail.to)}`} className="text-sm underline underline-offset-2">
        {t('account.mailbox.back')}
      </UiLink>
      <h1 className="mt-4 text-2xl font-semibold">{mail.subject}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-neutral-600">{t('account.mailbox.to')}</dt>
        <dd>{mail.to}</dd>
        <dt className="text-neutral-600">{t('account.mailbox.sent')}</dt>
        <dd>{when(mail.created_at)}</dd>
      </dl>
      <section aria-labelledby="mail-text" className="mt-8">
        <h2 id="mail-text" className="text-sm font-semibold uppercase tracking-wider text-neutral-600">
          {t('account.mailbox.text_version')}
        </h2>
        <div className="mt-2 whitespace-pre-wrap break-words border border-neutral-200 bg-neutral-50 p-4 text-sm" data-testid="mail-text">
          <LinkifiedText text={mail.text} />
        </div>
      </section>
      {mail.html ? (
        <section aria-labelledby="mail-html" className="mt-8">
          <h2 id="mail-html" className="text-sm font-semibold uppercase tracking-wider text-neutral-600">
            {t('account.mailbox.html_version')}
          </h2>
          <iframe
            title={t('account.mailbox.html_version')}
            srcDoc={srcDoc}
            sandbox="allow-top-navigation-by-user-activation allow-popups"
            className="mt-2 h-[36rem] w-full border border-neutral-200 bg-white"
          />
        </section>
      ) : null}
    </div>
  );
}
