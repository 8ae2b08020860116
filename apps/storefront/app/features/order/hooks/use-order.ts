/**
 * An order and its latest payment, fetched in the browser (the order is the shopper's own: the
 * member's session or the guest's `bag` cookie). `refresh()` asks for the payment again (and the
 * order too once the payment moved on); `replacePayment()` shows a payment a retry or a bank
 * enquiry answered and reads the order again. `origin` says what brought the latest data: the
 * first load, the page's own polling, or something the shopper did (the page moves focus only for
 * the last, and announces a change polling found).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentDto } from '@blush/shared/checkout-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type OrderApi, orderApi } from '../order-api.ts';

/** What brought the data shown: the load, the page's polling, or the shopper's action. */
export type OrderDataOrigin = 'load' | 'poll' | 'action';

export interface OrderState {
  order: OrderDto | undefined;
  payment: PaymentDto | null;
  error: unknown;
  loading: boolean;
  origin: OrderDataOrigin;
}

export interface UseOrder extends OrderState {
  api: OrderApi;
  reload: () => Promise<void>;
  /** Ask for the payment's status; the order too when it changed. Resolves to the payment. */
  refresh: (origin?: Exclude<OrderDataOrigin, 'load'>) => Promise<PaymentDto | null>;
  replacePayment: (payment: PaymentDto) => Promise<void>;
}

/** `given`: calls answered otherwise than by the API (the sandbox's fixture orders); keep it stable. */
export function useOrder(id: string, given?: OrderApi): UseOrder {
  const { country, language } = useSiteLocale();
  const api = useMemo(() => given ?? orderApi({ country, language }), [given, country, language]);
  const [state, setState] = useState<OrderState>({ order: undefined, payment: null, error: null, loading: true, origin: 'load' });
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const [order, payment] = await Promise.all([api.order(id, signal), api.payment(id, signal)]);
        setState({ order, payment, error: null, loading: false, origin: 'load' });
      } catch (error) {
        if (signal?.aborted) return;
        setState((s) => ({ ...s, error, loading: false }));
      }
    },
    [api, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const replacePayment = useCallback(
    async (payment: PaymentDto) => {
      setState((s) => ({ ...s, payment, origin: 'action' }));
      const order = await api.order(id);
      setState((s) => ({ ...s, order, origin: 'action' }));
    },
    [api, id],
  );

  const refresh = useCallback(async (origin: Exclude<OrderDataOrigin, 'load'> = 'action') => {
    const before = current.current.payment;
    const payment = await api.payment(id);
    const moved = !payment || !before || payment.id !== before.id || payment.status !== before.status || payment.status === 'succeeded';
    const order = moved || current.current.order?.status !== 'payment_pending' ? await api.order(id) : current.current.order;
    setState((s) => ({ ...s, payment, origin, ...(order ? { order } : {}) }));
    return payment;
  }, [api, id]);

  const reload = useCallback(() => load(), [load]);
  return { ...state, api, reload, refresh, replacePayment };
}
