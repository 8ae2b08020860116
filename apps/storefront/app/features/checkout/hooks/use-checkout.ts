/**
 * `GET /checkout` for the shopper's bag, fetched in the browser after hydration (the bag is the
 * shopper's own: a guest's `bag` cookie or the session), fresh on every visit: prices, stock and
 * fees must be today's. `reload()` fetches it again and keeps showing the previous data meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type CheckoutApi, checkoutApi } from '../checkout-api.ts';

export interface CheckoutState {
  data: CheckoutDto | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<CheckoutDto | undefined>;
  api: CheckoutApi;
}

export function useCheckout(): CheckoutState {
  const { country, language } = useSiteLocale();
  const api = useMemo(() => checkoutApi({ country, language }), [country, language]);
  const [state, setState] = useState<{ data: CheckoutDto | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: true });
  const latest = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const run = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const data = await api.checkout(signal);
        if (run === latest.current) setState({ data, error: null, loading: false });
        return data;
      } catch (error) {
        if (signal?.aborted) return undefined;
        if (run === latest.current) setState((s) => ({ data: s.data, error, loading: false }));
        return undefined;
      }
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reload = useCallback(() => load(), [load]);
  return { ...state, reload, api };
}
