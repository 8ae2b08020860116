import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { readEnv } from '../../env.ts';
import { describeApi } from '../../test/api.ts';
import { createBuiltinGateway } from './builtin.ts';
import { GatewayRefusal, type WebhookTransport } from './gateway.ts';
import { verifySignature } from './signature.ts';

describeApi(
  'built-in payment gateway',
  (ctx) => {
    const db = () => ctx().database.db;
    const settings = readEnv({ NODE_ENV: 'test' });
    const session = (method: 'paynow' | 'card' | 'virtual_account', extra: Record<string, unknown> = {}) => ({
      reference: randomUUID(),
      orderNumber: 'SG00123456',
      method,
      amount: 12_34,
      currency: 'SGD' as const,
      expiresAt: new Date(Date.now() + 10 * 60_000),
      ...extra,
    });

    it('keeps owing a webhook the shop did not take, and redelivers it signed afresh', async () => {
      const received: Array<{ body: string; signature: string }> = [];
      let answer = 503;
      const transport: WebhookTransport = async ({ body, headers }) => {
        received.push({ body, signature: headers['blush-signature']! });
        return { statusCode: answer };
      };
      const gateway = await createBuiltinGateway({ db: db(), settings, transport });
      const opened = await gateway.createSession(session('paynow'));
      expect(opened).toMatchObject({ status: 'pending', qr: { scheme: 'paynow' } });
      expect((await gateway.simulate(opened.ref, 'pay')).changed).toBe(true);
      expect(received).toHaveLength(1);
      const [owed] = await queryRows<{ attempts: number; delivered_at: Date | null; last_status: number }>(db(), sql`select attempts, delivered_at, last_status from gateway_events where session_ref = ${opened.ref}`);
      expect(owed).toMatchObject({ attempts: 1, delivered_at: null, last_status: 503 });

      answer = 200;
      expect(await gateway.maintain(new Date())).toBe(0); // not due yet (backoff)
      expect(await gateway.maintain(new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect(received).toHaveLength(2);
      expect(received[1]!.body).toBe(received[0]!.body);
      expect(verifySignature(gateway.webhookSecret, received[1]!.body, received[1]!.signature).ok).toBe(true);
      expect(JSON.parse(received[1]!.body)).toMatchObject({ type: 'payment.succeeded', data: { session: opened.ref, status: 'succeeded', amount: 12_34, currency: 'SGD' } });
      expect(await gateway.maintain(new Date(Date.now() + 60 * 60_000))).toBe(0);
    });

    it('expires a session past its time (and says so), and refuses to pay it', async () => {
      const received: string[] = [];
      const gateway = await createBuiltinGateway({ db: db(), settings, transport: async ({ body }) => (received.push(body), { statusCode: 200 }) });
      const opened = await gateway.createSession(session('paynow', { expiresAt: new Date(Date.now() + 50) }));
      await new Promise((resolve) => setTimeout(resolve, 80));
      const paid = await gateway.simulate(opened.ref, 'pay');
      expect(paid.session.status).toBe('expired');
      expect(JSON.parse(received[0]!)).toMatchObject({ type: 'payment.expired', data: { failure_code: 'expired' } });
      expect((await gateway.status(opened.ref))!.status).toBe('expired');
    });

    it('uses PAYMENT_WEBHOOK_SECRET when set, else one generated secret for every instance', async () => {
      const transport: WebhookTransport = async () => ({ statusCode: 200 });
      const a = await createBuiltinGateway({ db: db(), settings, transport });
      const b = await createBuiltinGateway({ db: db(), settings, transport });
      expect(a.webhookSecret).toMatch(/^whsec_/);
      expect(b.webhookSecret).toBe(a.webhookSecret);
      const configured = await createBuiltinGateway({ db: db(), settings: { ...settings, PAYMENT_WEBHOOK_SECRET: 'configured-secret-0123456789' }, transport });
      expect(configured.webhookSecret).toBe('configured-secret-0123456789');
    });

    it('refuses an impossible card number or a session the scheme cannot carry', async () => {
      const gateway = await createBuiltinGateway({ db: db(), settings, transport: async () => ({ statusCode: 200 }) });
      const card = { number: '4242424242424241', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'A' };
      await expect(gateway.createSession(session('card', { card }))).rejects.toBeInstanceOf(GatewayRefusal);
      await expect(gateway.createSession(session('virtual_account', { bank: 'bca' }))).rejects.toThrow(/IDR/);
      const cancelled = await gateway.createSession(session('paynow'));
      expect((await gateway.cancel(cancelled.ref))!.status).toBe('cancelled');
      expect((await gateway.simulate(cancelled.ref, 'pay')).session.status).toBe('cancelled');
    });
  },
  { products: 10 },
);
