import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SandboxPaymentDto } from '@blush/shared/sandbox-payment-contracts';
import { useSiteLocale } from '../../../lib/site.ts';
import { sandboxApi } from '../sandbox-api.ts';

/** A sandbox payment, fetched in the browser; `set` shows the one an action answered. */
export function useSandboxPayment(id: string) {
  const { country, language } = useSiteLocale();
  const api = useMemo(() => sandboxApi({ country, language }), [country, language]);
  const [state, setState] = useState<{ payment: SandboxPaymentDto | undefined; error: unknown; loading: boolean }>({ payment: undefined, error: null, loading: true });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const payment = await api.payment(id, signal);
        setState({ payment, error: null, loading: false });
      } catch (error) {
        if (!signal?.aborted) setState((s) => ({ ...s, error, loading: false }));
      }
    },
    [api, id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const set = useCallback((payment: SandboxPaymentDto) => setState({ payment, error: null, loading: false }), []);
  return { ...state, api, reload: () => load(), set };
}
