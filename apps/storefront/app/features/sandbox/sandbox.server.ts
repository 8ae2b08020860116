/**
 * What the sandbox pages' loaders share. The pages render fixtures only, but they are served where
 * the rest of the sandbox is and nowhere else: the API answers `GET sandbox` outside production only
 * (as it does `sandbox/users`, the payment sandbox and the mailbox), so in production this is a 404
 * like any unknown page, whatever the storefront process itself was started with.
 */
import type { RouterContextProvider } from 'react-router';
import { sandboxStatusSchema } from '@blush/shared/sandbox-contracts';
import type { Language } from '@blush/shared/markets';
import { type ScopedNamespace, SHARED_MESSAGES, scopedMessages } from '../../lib/i18n.server.ts';
import { serverApi } from '../../lib/request-context.server.ts';
import { rethrowApiError } from '../../lib/route-errors.server.ts';

export async function requireSandbox(context: Readonly<RouterContextProvider>): Promise<void> {
  try {
    await serverApi(context).get('/sandbox', { schema: sandboxStatusSchema });
  } catch (error) {
    rethrowApiError(error);
  }
}

/** The namespaces of the features the benches show (scoped: the root leaves them out). */
export const SANDBOX_NAMESPACES: readonly ScopedNamespace[] = ['sandbox', 'account', 'cart', 'checkout', 'happening', 'order', 'stores'];

export function sandboxMessages(language: Language) {
  return scopedMessages(language, SANDBOX_NAMESPACES, [...SHARED_MESSAGES.account, ...SHARED_MESSAGES.checkout, ...SHARED_MESSAGES.happening]);
}
