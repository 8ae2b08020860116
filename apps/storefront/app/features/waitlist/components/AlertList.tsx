/**
 * The member's alerts (`/account/waitlist`): each product with its shade swatch (or size), whether
 * it is a back-in-stock alert or a launch reminder, and where it stands — waiting (or waiting for the
 * e-mail confirmation), e-mailed on a date, or in stock now with a link to buy it — and "Remove"
 * (focus then moves to the next alert). Newest first, as the API sends them.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ProductAlert } from '@blush/shared/notification-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { useAlerts } from '../hooks/use-alerts.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';

export interface AlertListProps {
  /** What a list without alerts shows. */
  empty: ReactNode;
}

/** The product page with the alert's variant chosen (`?shade=SKU` or `?size=SKU`). */
export function alertHref(alert: ProductAlert): string {
  const key = alert.variant.shade ? 'shade' : alert.variant.size ? 'size' : null;
  return `/products/${alert.product.slug}${key ? `?${key}=${encodeURIComponent(alert.variant.sku)}` : ''}`;
}

function StatusLine({ alert }: { alert: ProductAlert }) {
  const { t } = useTranslation();
  const { language } = useSiteLocale();
  if (alert.inStock) {
    return <p className="font-semibold text-emerald-800">{t('account.alerts.status.in_stock')}</p>;
  }
  if (alert.status === 'notified' && alert.notifiedAt) {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(alert.notifiedAt));
    return <p className="text-neutral-700">{t('account.alerts.status.notified', { date })}</p>;
  }
  if (alert.status === 'pending') return <p className="text-neutral-700">{t('account.alerts.status.pending')}</p>;
  return <p className="text-neutral-700">{t(alert.kind === 'launch' ? 'account.alerts.status.waiting_launch' : 'account.alerts.status.waiting_restock')}</p>;
}

export function AlertList({ empty }: AlertListProps) {
  const { t } = useTranslation();
  const ids = useId();
  const alerts = useAlerts();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const notify = useNotify();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const focusIndex = useRef<number | null>(null);
  const items = alerts.data?.filter((item) => item.status !== 'cancelled');

  useEffect(() => {
    if (!items || focusIndex.current === null) return;
    const next = items[Math.min(focusIndex.current, items.length - 1)];
    focusIndex.current = null;
    (next ? links.current.get(next.id) : document.getElementById(`${ids}-heading`))?.focus();
  }, [items, ids]);

  const remove = async (item: ProductAlert) => {
    if (removing.has(item.id)) return;
    setRemoving((set) => new Set(set).add(item.id));
    try {
      const { updateAlert } = await import('../alerts-actions.ts');
      focusIndex.current = items?.findIndex((i) => i.id === item.id) ?? 0;
      await updateAlert(alerts.context, item.variant.id, 'remove');
      notify(t('account.alerts.removed', { name: `${item.product.brand} ${item.product.name}` }), { type: 'success', group: 'waitlist' });
    } catch (failure) {
      focusIndex.current = null;
      notify((failure as Error)?.message || t('alerts.failed'), { type: 'error', group: 'waitlist' });
    } finally {
      setRemoving((set) => {
        const copy = new Set(set);
        copy.delete(item.id);
        return copy;
      });
    }
  };

  if (!items) {
    if (alerts.isError) return <UiLoadError error={alerts.error} onRetry={() => void alerts.refetch()} fallback={t('alerts.failed')} />;
    return <UiLoading blocks={['h-32', 'h-32']} />;
  }

  if (items.length === 0) {
    return (
      <>
        <div id={`${ids}-heading`} tabIndex={-1} className="outline-none">
          {empty}
        </div>
      </>
    );
  }

  return (
    <div data-testid="alert-list">
      <h2 id={`${ids}-heading`} tabIndex={-1} className="text-sm text-neutral-600 outline-none" data-testid="alert-count">
        {t('account.alerts.count', { count: items.length })}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby={`${ids}-heading`}>
        {items.map((item) => {
          const name = `${item.product.brand} ${item.product.name}`;
          const busy = removing.has(item.id);
          return (
            <li key={item.id} className="flex gap-4 border border-neutral-200 p-4" aria-busy={busy} data-testid="alert-item">
              <div className="size-24 shrink-0 bg-neutral-50">
                {item.product.imageUrl ? <img src={item.product.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className="size-full object-contain p-2" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <p className="text-xs font-bold uppercase tracking-[0.08em]">
                  {t(item.kind === 'launch' ? 'account.alerts.kind.launch' : 'account.alerts.kind.restock')}
                </p>
                <h3>
                  <UiLink
                    to={alertHref(item)}
                    ref={(element) => {
                      if (element) links.current.set(item.id, element);
                      else links.current.delete(item.id);
                    }}
                    className="font-semibold hover:underline"
                  >
                    {name}
                  </UiLink>
                </h3>
                {item.variant.shade ? (
                  <p className="flex items-center gap-2 text-neutral-700">
                    {item.variant.shadeHex ? (
                      <span aria-hidden="true" className="inline-block size-4 rounded-full ring-1 ring-black/20" style={{ backgroundColor: item.variant.shadeHex }} />
                    ) : null}
                    {t('account.wishlist.shade', { shade: item.variant.shade })}
                  </p>
                ) : null}
                {item.variant.size ? <p className="text-neutral-700">{t('account.wishlist.size', { size: item.variant.size })}</p> : null}
                <div data-testid="alert-status">
                  <StatusLine alert={item} />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                  {item.inStock ? (
                    <UiLink
                      to={alertHref(item)}
                      className="inline-flex h-10 items-center bg-black px-4 text-sm font-semibold text-white hover:bg-neutral-800"
                      aria-label={`${t('account.alerts.shop_now')}: ${name}`}
                    >
                      {t('account.alerts.shop_now')}
                    </UiLink>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void remove(item)}
                    aria-busy={busy}
                    aria-disabled={busy}
                    className="inline-flex min-h-10 items-center underline underline-offset-4 hover:no-underline aria-disabled:text-neutral-500"
                    aria-label={`${busy ? t('account.wishlist.removing') : t('account.wishlist.remove')}: ${name}`}
                    data-testid="alert-remove"
                  >
                    {busy ? t('account.wishlist.removing') : t('account.wishlist.remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
