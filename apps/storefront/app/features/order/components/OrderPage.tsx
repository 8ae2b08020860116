/**
 * The order screen (`/orders/{id}`, product guide §2, §4): one of four views by the order's state and
 * its latest payment (`order-view.ts`) above the order's details.
 * - confirmation: "Thank you for your order".
 * - payment_pending: a card waiting for its 3-D Secure challenge (a button to it), or a payment
 *   being confirmed ("Refresh"; the page also asks every 5 s while it is visible).
 * - payment_failed: why, and "Retry payment" (a card gets the card form again) while the payment
 *   window is open; an expired order asks for a new one; a cancelled one says so.
 * - payment_instruction: the QR code with its countdown (polled every 5 s while visible; once
 *   expired, "Get a new QR code"), or the virtual account with its steps and a bank enquiry
 *   (also polled every 5 s while visible, so a transfer shows as paid without a reload).
 * Each view has its own path (`/orders/{id}/{view}`): opened at another view's path, or moved on
 * while open (paid while waiting), the page goes to the path of the view it shows, replacing the
 * history entry. A change the polling found is announced politely; one the shopper caused (a
 * status check, a retry) moves focus to the new heading.
 * Outside production a payment has a sandbox page: a small link leads there. The sandbox's order
 * benches (/sandbox/orders/{country}) show this page with fixture orders through `api`.
 */
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentDto, StoreDto } from '@blush/shared/checkout-contracts';
import type { Language } from '@blush/shared/markets';
import type { OrderDto } from '@blush/shared/order-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { QUIET_NAVIGATION } from '../../../lib/quiet-navigation.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useOrder } from '../hooks/use-order.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { useNow, usePolling } from '../hooks/use-timers.ts';
import type { CardBody, OrderApi, StartPaymentBody } from '../order-api.ts';
import type { OrderTexts } from '../order-texts.ts';
import { type OrderView, type OrderViewName, orderView, paymentWindowOpen } from '../order-view.ts';
import { OrderShipment } from './OrderShipment.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { OrderQrInstruction } from './OrderQrInstruction.tsx';
import { OrderVaInstruction } from './OrderVaInstruction.tsx';

/** The card form the route hands over (it belongs to the checkout feature). */
export interface OrderCardFormProps {
  onSubmit: (card: CardBody) => Promise<void>;
  pending: boolean;
  submitLabel: string;
}

export interface OrderPageProps {
  orderId: string;
  /** The view the path names (`/orders/{id}/{view}`); none on `/orders/{id}`, which shows whichever applies. */
  requestedView?: OrderViewName | undefined;
  texts: OrderTexts;
  CardForm?: ComponentType<OrderCardFormProps> | undefined;
  /** The gift message section the route hands over (the gift-message feature), shown below the order's details. */
  GiftMessage?: ComponentType<{ orderId: string }> | undefined;
  /** The sandbox's order benches: fixture orders answered in the browser instead of the API (stable for the page's life). */
  api?: OrderApi | undefined;
}

/** Orders that no payment changes any more. */
const FINAL_STATUSES: ReadonlySet<OrderDto['status']> = new Set(['paid', 'payment_expired', 'payment_blocked', 'cancelled']);

/** How often a payment that may change by itself is asked about while the page is visible. */
export const POLL_MS = 5000;

const BUTTON = 'inline-flex h-12 items-center justify-center gap-2 bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500';

function OrderLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mt-8 space-y-4" data-testid="order-loading">
      <p role="status" className="sr-only">
        {t('order.loading')}
      </p>
      <div className="h-24 animate-pulse bg-neutral-100" />
      <div className="h-64 animate-pulse bg-neutral-100" />
    </div>
  );
}

/** The address as the lines of a label, regions named in the page language (the address tables load only for this). */
function useAddressLines(order: OrderDto | undefined, language: Language): string[] | null {
  const [lines, setLines] = useState<{ key: string; lines: string[] } | null>(null);
  const address = order?.shippingAddress ?? null;
  const key = address ? `${language}:${JSON.stringify(address)}` : '';
  useEffect(() => {
    if (!address || !order) return;
    let active = true;
    void import('../address-lines.ts')
      .then(({ orderAddressLines }) => {
        const result = orderAddressLines(address, order.country, language);
        if (active && result) setLines({ key, lines: result });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!address) return null;
  if (lines?.key === key) return lines.lines;
  // Until the tables are there: the fields as stored.
  return [address.line1, address.line2, address.district, [address.city, address.region, address.postcode].filter(Boolean).join(' ')].filter((line): line is string => !!line);
}

function useCollectionStore(order: OrderDto | undefined, load: () => Promise<StoreDto[]>): StoreDto | undefined {
  const [stores, setStores] = useState<StoreDto[] | null>(null);
  const wanted = order?.deliveryOption === 'click_and_collect' && !!order.storeId;
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    load()
      .then((list) => active && setStores(list))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  return stores?.find((store) => store.id === order?.storeId);
}

export function OrderPage({ orderId, requestedView, texts, CardForm, GiftMessage, api: givenApi }: OrderPageProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatMoney();
  const { time } = useOrderFormat();
  const member = useSessionSubject() !== null;
  const state = useOrder(orderId, givenApi);
  const { order, payment, api } = state;
  const [busy, setBusy] = useState<'checking' | 'renewing' | 'paying' | null>(null);
  const [note, setNote] = useState<string>('');
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [cardOpen, setCardOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useCollectionStore(order, () => api.stores());
  const addressLines = useAddressLines(order, i18n.language);

  // The clock: every second while a payment is under way (countdown, payment window), else rarely.
  const live = !!order && !FINAL_STATUSES.has(order.status);
  const now = useNow(live, 1000);
  const view: OrderView | null = order ? orderView(order, payment, now) : null;

  // A payment that changes by itself (a QR code or a virtual account waiting to be paid, a payment
  // being confirmed): ask every 5 s while the page is visible, until it settles.
  const polling = view !== null && ((view.view === 'payment_instruction' && !view.expired) || (view.view === 'payment_pending' && view.reason === 'confirming'));
  usePolling(polling, POLL_MS, () => state.refresh('poll'));

  // A QR code that has just run out: ask the API how it stands (it may have been paid at the last second).
  const qrExpired = view?.view === 'payment_instruction' && view.kind === 'qr' && view.expired && payment?.status === 'pending';
  useEffect(() => {
    if (qrExpired) void state.refresh('poll').catch(() => undefined);
  }, [qrExpired]); // eslint-disable-line react-hooks/exhaustive-deps

  // The path names another view than the order's state calls for: go to the right one. Until a
  // first view has shown, show none (no wrong message for a moment); later the page shows the new
  // view at once and the path follows.
  const mismatch = !!view && !!requestedView && view.view !== requestedView;
  const viewKey = view ? `${view.view}:${'reason' in view ? view.reason : 'kind' in view ? view.kind : ''}` : '';
  const [firstShown, setFirstShown] = useState<string | null>(null);
  const redirecting = mismatch && firstShown === null;
  const shownKey = redirecting ? '' : viewKey;
  if (shownKey && firstShown === null) setFirstShown(shownKey);
  useEffect(() => {
    if (!mismatch || !view) return;
    void navigate({ pathname: `/orders/${encodeURIComponent(orderId)}/${view.view}`, search }, { replace: true, preventScrollReset: true, state: QUIET_NAVIGATION });
  }, [mismatch, view?.view]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new view the shopper's action brought (a status check, a retry): its heading takes the focus.
  // One the polling found is announced politely below, and focus stays where it is. In the commit
  // that shows the view (a layout effect), not a moment later: a passive effect ran after the
  // paint, so focus stayed on the page's body for that while (a test caught it on a slow machine).
  const previousShown = useRef('');
  useLayoutEffect(() => {
    if (!shownKey) return;
    const before = previousShown.current;
    previousShown.current = shownKey;
    if (before && before !== shownKey && state.origin !== 'poll') headingRef.current?.focus();
  }, [shownKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const failMessage = (error: unknown) =>
    isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ') ? error.message : t('order.action_failed');

  const check = async (run: () => Promise<PaymentDto | null>) => {
    if (busy) return;
    setBusy('checking');
    setActionError(undefined);
    setNote('');
    try {
      const latest = await run();
      if (latest && (latest.status === 'pending' || latest.status === 'requires_action')) setNote(t('order.status.still_pending'));
    } catch (error) {
      setActionError(failMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const checkStatus = () => void check(() => state.refresh());
  const enquire = () =>
    void check(async () => {
      const bank = payment?.virtualAccount?.bank;
      if (!bank) return state.refresh();
      const latest = await api.enquire(orderId, bank);
      await state.replacePayment(latest);
      return latest;
    });

  /** A new payment of the order (a new QR code, another card, the same bank). */
  const pay = async (body: StartPaymentBody, kind: 'renewing' | 'paying') => {
    if (busy) return;
    setBusy(kind);
    setActionError(undefined);
    setNote('');
    try {
      const next = await api.pay(orderId, body, crypto.randomUUID());
      setCardOpen(false);
      await state.replacePayment(next);
    } catch (error) {
      setActionError(failMessage(error));
      await state.refresh().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const retry = () => {
    if (!order) return;
    if (order.paymentMethod === 'card') {
      setCardOpen(true);
      return;
    }
    const bank = payment?.virtualAccount?.bank;
    void pay(order.paymentMethod === 'virtual_account' && bank ? { bank } : {}, 'paying');
  };

  if (!order || !view || redirecting) {
    return (
      <section className="mx-auto w-full max-w-screen-lg px-4 pb-16 pt-8 sm:px-6 sm:pt-12" data-testid="order-page">
        {state.error && !state.loading ? (
          <div role="alert" className="space-y-4 border border-neutral-200 p-6">
            <h1 className="text-2xl font-semibold">{isApiError(state.error) && state.error.status === 404 ? t('order.not_found_title') : t('order.load_failed')}</h1>
            {isApiError(state.error) && state.error.status === 404 ? <p>{state.error.message}</p> : null}
            <div className="flex flex-wrap gap-3">
              {isApiError(state.error) && state.error.status === 404 ? (
                // Not this shopper's order, or none: trying again changes nothing.
                <UiLink to="/" className={BUTTON} data-testid="order-not-found-home">
                  {t('order.continue')}
                </UiLink>
              ) : (
                <button type="button" onClick={() => void state.reload()} className={BUTTON}>
                  {t('order.retry')}
                </button>
              )}
              {member ? (
                <UiLink to="/account/orders" className="inline-flex h-12 items-center px-4 text-sm font-semibold underline underline-offset-4">
                  {t('order.account_orders')}
                </UiLink>
              ) : null}
            </div>
          </div>
        ) : (
          <OrderLoading />
        )}
      </section>
    );
  }

  const heading = (() => {
    switch (view.view) {
      case 'confirmation':
        // A paid order that has moved on says where it is (an old order opened from the account).
        return order.fulfilment === 'unfulfilled' ? t('order.confirmation.title') : t(`order.fulfilment.${order.fulfilment}_title`);
      case 'payment_pending':
        return view.reason === 'challenge' ? t('order.pending.challenge_title') : t('order.pending.title');
      case 'payment_failed':
        return t(`order.failed.title_${view.reason}`);
      case 'payment_instruction':
        return view.kind === 'qr' ? t('order.qr.title') : t('order.va.title');
    }
  })();

  // Said politely once polling has moved the page on (paid while the shopper waited).
  const announcement = state.origin === 'poll' && firstShown !== null && shownKey !== firstShown ? t('order.status.updated', { heading }) : '';

  const windowOpen = paymentWindowOpen(order, now);
  // Only an order still waiting for its money has a time to pay by (a cancelled or expired one has none).
  const awaitingPayment = order.status === 'payment_pending' || order.status === 'payment_failed_with_inventory';
  const payBy = order.paymentExpiresAt && windowOpen && awaitingPayment ? t('order.pay_by', { time: time(order.paymentExpiresAt) }) : null;

  return (
    <section className="mx-auto w-full max-w-screen-lg px-4 pb-16 pt-8 sm:px-6 sm:pt-12" aria-labelledby="order-title" data-testid="order-page" data-view={view.view}>
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-[0.08em] text-neutral-600" data-testid="order-number">
          {t('order.number', { number: order.number })}
        </p>
        <h1 id="order-title" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight outline-none" data-testid="order-heading">
          {heading}
        </h1>
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="view-announcement">
          {announcement}
        </p>
      </header>

      <div className="mt-6 space-y-5" data-testid={`view-${view.view}`}>
        {view.view === 'confirmation' ? (
          <p className="text-neutral-700">
            {order.fulfilment === 'unfulfilled' ? t('order.confirmation.body', { email: order.email }) : t(`order.fulfilment.${order.fulfilment}_body`)}
          </p>
        ) : null}
        {view.view === 'confirmation' && order.shipment ? <OrderShipment shipment={order.shipment} /> : null}

        {view.view === 'payment_pending' && view.reason === 'challenge' && payment?.actionUrl ? (
          <>
            <p className="text-neutral-700">{t('order.pending.challenge_body')}</p>
            <UiLink to={payment.actionUrl} className={BUTTON} data-testid="challenge-link">
              {t('order.pending.challenge_button')}
            </UiLink>
          </>
        ) : null}

        {view.view === 'payment_pending' && view.reason === 'confirming' ? (
          <>
            <p className="text-neutral-700">{t('order.pending.body')}</p>
            <button type="button" onClick={checkStatus} disabled={busy !== null} className="inline-flex h-11 items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60">
              {busy === 'checking' ? t('order.status.checking') : t('order.pending.refresh')}
            </button>
          </>
        ) : null}

        {view.view === 'payment_failed' ? (
          view.retry ? (
            <>
              <p className="text-neutral-700" data-testid="failure-message">
                {view.reason === 'not_started' ? t('order.failed.body_not_started') : (payment?.failureMessage ?? t('order.failed.body'))}
              </p>
              {cardOpen && CardForm ? (
                <div className="max-w-xl border border-neutral-200 p-5">
                  <h2 className="mb-4 text-lg font-semibold">{t('order.failed.card_title')}</h2>
                  <CardForm onSubmit={(card) => pay({ card }, 'paying')} pending={busy === 'paying'} submitLabel={t('order.failed.pay_amount', { amount: format(order.summary.total) })} />
                </div>
              ) : (
                <button type="button" onClick={retry} disabled={busy !== null} className={BUTTON} data-testid="retry-payment">
                  {busy === 'paying' ? t('order.failed.retrying') : t('order.failed.retry')}
                </button>
              )}
            </>
          ) : view.reason === 'expired' ? (
            <>
              <p className="text-neutral-700" data-testid="failure-message">
                {t('order.failed.expired_body')}
              </p>
              <UiLink to="/cart" className={BUTTON}>
                {t('order.failed.to_bag')}
              </UiLink>
            </>
          ) : (
            <>
              <p className="text-neutral-700" data-testid="failure-message">
                {order.refunds.length > 0 ? t('order.failed.closed_refunded_body') : t('order.failed.closed_body')}
              </p>
              <UiLink to="/" className={BUTTON}>
                {t('order.continue')}
              </UiLink>
            </>
          )
        ) : null}

        {view.view === 'payment_instruction' && view.kind === 'qr' && payment?.qr ? (
          <OrderQrInstruction
            payment={payment}
            now={now}
            expired={view.expired}
            qrExpiredText={texts.qrExpired}
            busy={busy === 'checking' || busy === 'renewing' ? busy : null}
            onCheck={checkStatus}
            onRenew={() => void pay({}, 'renewing')}
            canRenew={windowOpen}
          />
        ) : null}

        {view.view === 'payment_instruction' && view.kind === 'virtual_account' && payment?.virtualAccount ? (
          <OrderVaInstruction payment={payment} busy={busy === 'checking'} onCheck={enquire} />
        ) : null}

        {payBy ? <p className="text-sm text-neutral-600" data-testid="pay-by">{payBy}</p> : null}
        <p role="status" aria-live="polite" className="text-sm text-neutral-700" data-testid="status-note">
          {note}
        </p>
        {actionError ? (
          <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm" data-testid="action-error">
            {actionError}
          </p>
        ) : null}
        {payment?.sandboxUrl && awaitingPayment ? (
          <p className="text-xs">
            <UiLink to={payment.sandboxUrl} className="text-neutral-600 underline underline-offset-2" data-testid="sandbox-link">
              {t('order.sandbox_link')}
            </UiLink>
          </p>
        ) : null}
      </div>

      <div className="mt-10">
        <OrderDetails order={order} texts={texts} store={store} addressLines={addressLines} />
      </div>

      {GiftMessage ? (
        <div className="mt-10">
          <GiftMessage orderId={order.id} />
        </div>
      ) : null}

      <div className="mt-10 flex flex-wrap gap-x-6 gap-y-3 border-t border-neutral-200 pt-6 text-sm font-semibold">
        {member ? (
          <UiLink to="/account/orders" className="underline underline-offset-4 hover:no-underline" data-testid="account-orders-link">
            {t('order.account_orders')}
          </UiLink>
        ) : null}
        <UiLink to="/" className="underline underline-offset-4 hover:no-underline">
          {t('order.continue')}
        </UiLink>
      </div>
    </section>
  );
}
