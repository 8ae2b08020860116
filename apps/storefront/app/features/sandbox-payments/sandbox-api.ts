/**
 * The payment sandbox's calls (outside production only; the API answers 404 in production):
 * a payment as the gateway holds it with its order number, and the outcomes a bank or the
 * shopper would bring about — pay, fail, expire, or the answer to a 3-D Secure challenge.
 */
import { sandboxPaymentResponseSchema } from '@blush/shared/sandbox-payment-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export type SandboxOutcome = 'pay' | 'fail' | 'expire';

export function sandboxApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  const path = (id: string) => `/sandbox/payments/${encodeURIComponent(id)}`;
  return {
    payment: (id: string, signal?: AbortSignal) => api.get(path(id), { schema: sandboxPaymentResponseSchema, ...(signal ? { signal } : {}) }).then((r) => r.payment),
    act: (id: string, outcome: SandboxOutcome) => api.send('POST', `${path(id)}/${outcome}`, {}, { schema: sandboxPaymentResponseSchema }).then((r) => r.payment),
    challenge: (id: string, approve: boolean) => api.send('POST', `${path(id)}/challenge`, { approve }, { schema: sandboxPaymentResponseSchema }).then((r) => r.payment),
  };
}
