import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { type MerchantSettings, createBuiltinGateway } from './builtin.ts';
import { type PaymentGateway, type WebhookTransport, httpTransport } from './gateway.ts';

export interface ConfiguredGateway {
  gateway: PaymentGateway;
  /** The secret the shop checks webhook signatures with. */
  webhookSecret: string;
}

/**
 * The payment gateway of this shop: the built-in one (the only one so far), posting its webhooks
 * to PAYMENT_WEBHOOK_URL when set, else handing them to `inProcess` (the shop's own webhook route
 * in this process, called as HTTP would).
 */
export async function createPaymentGateway(
  db: Db,
  settings: MerchantSettings & Pick<Env, 'PAYMENT_WEBHOOK_SECRET' | 'PAYMENT_WEBHOOK_URL'>,
  inProcess: WebhookTransport,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<ConfiguredGateway> {
  const transport = settings.PAYMENT_WEBHOOK_URL ? httpTransport(settings.PAYMENT_WEBHOOK_URL) : inProcess;
  const gateway = await createBuiltinGateway({ db, settings, transport, ...(log ? { log } : {}) });
  return { gateway, webhookSecret: gateway.webhookSecret };
}
