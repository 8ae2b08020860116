import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { GOOD, paymentKit } from '../payment/test-orders.ts';

/**
 * A push service on this machine (TLS with a test certificate the process trusts): it records what
 * the shop sends and answers as a real one would, so the test can decrypt the message as the
 * browser would (RFC 8291, aes128gcm) and see a gone subscription dropped.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const received: { url: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
let answer = 201;
let server: https.Server;
let origin = '';
beforeAll(async () => {
  server = https.createServer({ key: fixture('push-service.key'), cert: fixture('push-service.crt') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  https.globalAgent.options.ca = fixture('push-service.crt');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const b64url = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The browser's side of RFC 8291: decrypt one aes128gcm message with the subscription's keys. */
function decrypt(body: Buffer, client: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = client.computeSecret(serverKey);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([Buffer.from('WebPush: info\0'), client.getPublicKey(), serverKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

describeApi('web push', (ctx) => {
  const api = () => ctx().api;
  const db = () => ctx().database.db;

  it("pushes a restock to the member's browser, encrypted for it and signed with the shop's VAPID key; a gone browser is forgotten", async () => {
    received.length = 0;
    const { jar } = await registerMember(api());
    const client = createECDH('prime256v1');
    client.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
    const saved = await call(api(), 'POST', '/notification-subscription', { jar, body: { push: { endpoint, keys: { p256dh: b64url(client.getPublicKey()), auth: b64url(authSecret) } } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().push.devices).toBe(1);
    const publicKey = saved.json().push.publicKey as string;
    // The key pair is generated once: asked again, the same key.
    expect((await call(api(), 'GET', '/notification-subscription', { jar })).json().push.publicKey).toBe(publicKey);

    const [variant] = await queryRows<{ id: number; sku: string; name: string }>(db(), sql`
      select v.id, v.sku, p.name->>'en' as name from variants v join products p on p.id = v.product_id and p.published and not ('coming_soon' = any(p.badges))
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available and vm.restockable and vm.stock = 0 order by v.id limit 1`);
    expect((await call(api(), 'PUT', '/waitlist', { jar, body: { variant_id: variant!.id, action: 'add' } })).statusCode).toBe(200);
    await call(api(), 'PUT', '/ops/stock', { headers: { authorization: 'Bearer ops-dev-token' }, body: { sku: variant!.sku, country: 'SG', stock: 4 } });
    await api().outbox.kick();

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.url).toBe(new URL(endpoint).pathname);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(String(push!.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const message = JSON.parse(decrypt(push!.body, client, authSecret));
    expect(message).toMatchObject({ title: `${variant!.name} is back in stock`, url: expect.stringMatching(/\/products\/[\w-]+/), tag: expect.stringMatching(/^alert-/) });

    // The browser unsubscribed: the push service says 410 and the shop forgets it.
    answer = 410;
    const [second] = await queryRows<{ id: number; sku: string }>(db(), sql`
      select v.id, v.sku from variants v join products p on p.id = v.product_id and p.published and not ('coming_soon' = any(p.badges))
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available and vm.restockable and vm.stock = 0 order by v.id limit 1`);
    await call(api(), 'PUT', '/waitlist', { jar, body: { variant_id: second!.id, action: 'add' } });
    await call(api(), 'PUT', '/ops/stock', { headers: { authorization: 'Bearer ops-dev-token' }, body: { sku: second!.sku, country: 'SG', stock: 4 } });
    await api().outbox.kick();
    expect(received).toHaveLength(2);
    expect((await call(api(), 'GET', '/notification-subscription', { jar })).json().push.devices).toBe(0);
    answer = 201;
  });

  it('refuses a push subscription that is not one, and pushes nothing to a member who turned push off', async () => {
    const { jar } = await registerMember(api());
    for (const push of [{ endpoint: 'javascript:alert(1)', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } }, { endpoint: `${origin}/p`, keys: { p256dh: 'short', auth: 'y'.repeat(22) } }]) {
      expect((await call(api(), 'POST', '/notification-subscription', { jar, body: { push } })).statusCode).toBe(400);
    }
    const client = createECDH('prime256v1');
    client.generateKeys();
    await call(api(), 'POST', '/notification-subscription', {
      jar,
      body: { preferences: [{ topic: 'restock', channel: 'push', enabled: false }], push: { endpoint: `${origin}/push/off`, keys: { p256dh: b64url(client.getPublicKey()), auth: b64url(randomBytes(16)) } } },
    });
    const [variant] = await queryRows<{ id: number; sku: string }>(db(), sql`
      select v.id, v.sku from variants v join products p on p.id = v.product_id and p.published and not ('coming_soon' = any(p.badges))
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' and vm.available and vm.restockable and vm.stock = 0 order by v.id limit 1`);
    const before = received.length;
    await call(api(), 'PUT', '/waitlist', { jar, body: { variant_id: variant!.id, action: 'add' } });
    await call(api(), 'PUT', '/ops/stock', { headers: { authorization: 'Bearer ops-dev-token' }, body: { sku: variant!.sku, country: 'SG', stock: 4 } });
    await api().outbox.kick();
    expect(received.length).toBe(before);
  });
  it('tells a member by push when their order is packed and shipped, and only if they want order updates', async () => {
    received.length = 0;
    const { jar } = await registerMember(api());
    const client = createECDH('prime256v1');
    client.generateKeys();
    const authSecret = randomBytes(16);
    await call(api(), 'POST', '/notification-subscription', { jar, body: { push: { endpoint: `${origin}/push/orders`, keys: { p256dh: b64url(client.getPublicKey()), auth: b64url(authSecret) } } } });
    const kit = paymentKit(ctx);
    const { order } = await kit.order('SG', 'card', 20_00, { jar });
    expect((await kit.pay(jar, order.id, { card: GOOD })).statusCode).toBeLessThan(300);
    const move = (action: string) => call(api(), 'POST', `/ops/orders/${order.id}/status`, { headers: { authorization: 'Bearer ops-dev-token' }, body: { action } });
    expect((await move('packed')).statusCode).toBe(200);
    await api().outbox.kick();
    expect(received.map((r) => JSON.parse(decrypt(r.body, client, authSecret)))).toEqual([
      { title: `Your order ${order.number} is packed`, body: 'Tap to see your order.', url: `/orders/${order.id}`, tag: `order-${order.id}` },
    ]);
    await call(api(), 'POST', '/notification-subscription', { jar, body: { preferences: [{ topic: 'order_update', channel: 'push', enabled: false }] } });
    expect((await move('shipped')).statusCode).toBe(200);
    await api().outbox.kick();
    expect(received).toHaveLength(1);
  });
});
