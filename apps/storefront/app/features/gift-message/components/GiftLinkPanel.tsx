/**
 * The recipient's link on the order page: "Create link" once there is a video; then the link (to
 * copy), its QR code, when it expires, "New link" (the old one stops working), "Revoke link", and
 * the printable packing slip that carries both.
 */
import { useState } from 'react';
import type { GiftMessageDto } from '@blush/shared/gift-message-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { MARKETS } from '@blush/shared/markets';
import { useSite } from '../../../lib/site.ts';

const SECONDARY = 'inline-flex h-11 items-center justify-center border border-black px-5 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60';

export const qrImageSrc = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** A day in the page's language, in the site country's time zone (the same text on any device). */
export function useGiftDate() {
  const { tag, locale } = useSite();
  const timeZone = MARKETS[locale.country].timeZone;
  return (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(new Date(iso));
}

export function GiftLinkPanel({
  message,
  busy,
  onCreate,
  onRevoke,
  onEmail,
}: {
  message: GiftMessageDto;
  busy: boolean;
  onCreate: () => void;
  onRevoke: () => void;
  /** E-mail the link to the recipient; resolves true once queued. */
  onEmail: (email: string, name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const date = useGiftDate();
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const sendEmail = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await onEmail(email, name)) {
      setMailedTo(email);
      setEmail('');
    }
  };
  const link = message.link;
  if (!message.video) return null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="space-y-3 border-t border-neutral-200 pt-4" data-testid="gift-link-panel">
      <h3 className="text-base font-semibold">{t('gift_message.link.title')}</h3>
      {link && link.state === 'active' ? (
        <>
          <p className="text-sm text-neutral-700">{t('gift_message.link.body', { date: date(link.expiresAt) })}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {link.qrSvg ? <img src={qrImageSrc(link.qrSvg)} alt={t('gift_message.link.qr_alt')} width={160} height={160} className="h-40 w-40 border border-neutral-200" data-testid="gift-qr" /> : null}
            <div className="min-w-0 flex-1 space-y-2">
              <label htmlFor="gift-link-url" className="block text-sm font-semibold">
                {t('gift_message.link.url_label')}
              </label>
              <input id="gift-link-url" readOnly value={link.url} className="h-11 w-full border border-neutral-400 px-3 text-sm" data-testid="gift-link-url" onFocus={(e) => e.currentTarget.select()} />
              <div className="flex flex-wrap gap-3">
                <button type="button" className={SECONDARY} onClick={() => void copy()}>
                  {t('gift_message.link.copy')}
                </button>
                <UiLink to={`/orders/${message.orderId}/packing-slip`} className={SECONDARY} data-testid="gift-packing-slip-link">
                  {t('gift_message.link.packing_slip')}
                </UiLink>
              </div>
              <p role="status" aria-live="polite" className="text-sm text-neutral-700">
                {copied ? t('gift_message.link.copied') : ''}
              </p>
            </div>
          </div>
          <form onSubmit={(e) => void sendEmail(e)} className="grid max-w-md gap-3" aria-labelledby="gift-email-title" data-testid="gift-email-form">
            <h4 id="gift-email-title" className="text-sm font-semibold">
              {t('gift_message.email.title')}
            </h4>
            <div className="space-y-1">
              <label htmlFor="gift-email-name" className="block text-sm">
                {t('gift_message.email.name')}
              </label>
              <input id="gift-email-name" value={name} maxLength={60} autoComplete="off" onChange={(e) => setName(e.currentTarget.value)} className="h-11 w-full border border-neutral-400 px-3 text-sm" />
            </div>
            <div className="space-y-1">
              <label htmlFor="gift-email-address" className="block text-sm">
                {t('gift_message.email.address')}
              </label>
              <input id="gift-email-address" type="email" required value={email} maxLength={254} autoComplete="off" onChange={(e) => setEmail(e.currentTarget.value)} className="h-11 w-full border border-neutral-400 px-3 text-sm" />
            </div>
            <button type="submit" className={SECONDARY} disabled={busy}>
              {t('gift_message.email.send')}
            </button>
            <p role="status" aria-live="polite" className="text-sm text-neutral-700" data-testid="gift-email-note">
              {mailedTo ? t('gift_message.email.sent', { email: mailedTo }) : ''}
            </p>
          </form>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={SECONDARY} onClick={onCreate} disabled={busy} data-testid="gift-new-link">
              {t('gift_message.link.renew')}
            </button>
            <button type="button" className={SECONDARY} onClick={onRevoke} disabled={busy} data-testid="gift-revoke">
              {t('gift_message.link.revoke')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-neutral-700" data-testid="gift-link-state">
            {link?.state === 'revoked' ? t('gift_message.link.revoked') : link?.state === 'expired' ? t('gift_message.link.expired') : t('gift_message.link.none')}
          </p>
          <button type="button" className={SECONDARY} onClick={onCreate} disabled={busy} data-testid="gift-create-link">
            {t('gift_message.link.create')}
          </button>
        </>
      )}
    </div>
  );
}
