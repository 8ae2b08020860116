import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { type CookieJar, call, registerMember } from '../auth/test-helpers.ts';

interface Pick {
  variantId: number;
  productId: number;
  sku: string;
  shade: string | null;
  slug: string;
  name: string;
}

const OPS = { authorization: 'Bearer ops-dev-token' };

describeApi('product alerts', (ctx) => {
  const api = () => ctx().api;
  const db = () => ctx().database.db;

  /** Variants of published products sold in `country` that match `where`, skipping ones used already. */
  const used = new Set<number>();
  const pickVariant = async (where: ReturnType<typeof sql>, country = 'SG'): Promise<Pick> => {
    const rows = await queryRows<{ variant_id: number; product_id: number; sku: string; shade_name: string | null; slug: string; name: string }>(
      db(),
      sql`select v.id as variant_id, p.id as product_id, v.sku, v.shade_name, p.slug, p.name->>'en' as name
          from variants v join products p on p.id = v.product_id and p.published
          join variant_markets vm on vm.variant_id = v.id and vm.country = ${country} and vm.available
          where ${where} order by v.id`,
    );
    const row = rows.find((r) => !used.has(r.variant_id));
    if (!row) throw new Error('no such variant in the demo data');
    used.add(row.variant_id);
    return { variantId: row.variant_id, productId: row.product_id, sku: row.sku, shade: row.shade_name, slug: row.slug, name: row.name };
  };
  /** Sold out in SG and coming back (with `elsewhere`: also waiting in another country). */
  const soldOut = (elsewhere = false) =>
    pickVariant(sql`vm.stock = 0 and vm.restockable and not ('coming_soon' = any(p.badges)) and not ('app_exclusive' = any(p.badges))
      ${elsewhere ? sql`and exists (select 1 from variant_markets o where o.variant_id = v.id and o.country = 'TH')` : sql``}`);
  const comingSoon = () => pickVariant(sql`'coming_soon' = any(p.badges)`);
  const inStock = () => pickVariant(sql`vm.stock > 0 and not ('coming_soon' = any(p.badges))`);

  const member = async (overrides: Record<string, unknown> = {}) => {
    const m = await registerMember(api(), overrides);
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${m.email})`);
    return { ...m, customerId: Number(row!.id) };
  };
  const waitlist = (jar: CookieJar, variantId: number, action: 'add' | 'remove' = 'add', options: { country?: string; language?: string } = {}) =>
    call(api(), 'PUT', '/waitlist', { jar, body: { variant_id: variantId, action }, ...options });
  const restock = (sku: string, stock: number, country = 'SG') => call(api(), 'PUT', '/ops/stock', { headers: OPS, body: { sku, country, stock } });
  const drain = () => api().outbox.kick();
  const mails = (to: string) =>
    queryRows<{ kind: string; subject: string; text: string; html: string }>(db(), sql`select kind, subject, text, html from mail_messages where lower("to") = lower(${to}) and kind like 'alert_%' order by id`);
  const statusOf = async (variantId: number, email: string) =>
    (await queryRows<{ status: string; kind: string }>(db(), sql`select status, kind from product_alerts where variant_id = ${variantId} and lower(email) = lower(${email}) order by created_at desc limit 1`))[0];
  const linkIn = (text: string, path: string) => {
    const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?id=([0-9a-f-]+)&token=([^\\s]+)`));
    if (!match) throw new Error(`no ${path} link in:\n${text}`);
    return { id: match[1]!, token: decodeURIComponent(match[2]!) };
  };

  it('a member waitlists a sold-out shade in one click, sees it listed, and undoes it; the kind follows the variant', async () => {
    const m = await member();
    const variant = await soldOut();
    const added = await waitlist(m.jar, variant.variantId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect(added.json().items).toEqual([
      expect.objectContaining({ kind: 'restock', status: 'active', inStock: false, variant: expect.objectContaining({ id: variant.variantId, sku: variant.sku }), product: expect.objectContaining({ slug: variant.slug }) }),
    ]);
    // Again: still one; PATCH is the same verb.
    expect((await call(api(), 'PATCH', '/waitlist', { jar: m.jar, body: { variant_id: variant.variantId, action: 'add' } })).json().items).toHaveLength(1);
    const launch = await comingSoon();
    const reminder = await waitlist(m.jar, launch.variantId);
    expect(reminder.json().items.map((i: { kind: string }) => i.kind)).toEqual(['launch', 'restock']);
    const removed = await waitlist(m.jar, variant.variantId, 'remove');
    expect(removed.json().items.map((i: { kind: string }) => i.kind)).toEqual(['launch']);
    expect(await statusOf(variant.variantId, m.email)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses what needs no alert or can have none, in the shopper language, and changes nothing', async () => {
    const m = await member();
    const before = Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from product_alerts`))[0]!.n);
    const available = await inStock();
    const inStockAnswer = await waitlist(m.jar, available.variantId, 'add', { country: 'TH', language: 'th' });
    // Not sold in TH, or sold there: either way no alert; in SG it is in stock.
    expect([422]).toContain(inStockAnswer.statusCode);
    const sg = await waitlist(m.jar, available.variantId);
    expect(sg.statusCode).toBe(422);
    expect(sg.json().error).toMatchObject({ code: 'alert_not_needed', message: 'This item is in stock now: add it to your bag.' });
    const gone = await pickVariant(sql`vm.stock = 0 and not vm.restockable and not ('coming_soon' = any(p.badges))`);
    const goneAnswer = await waitlist(m.jar, gone.variantId, 'add', { language: 'zh', country: 'HK' });
    expect(goneAnswer.statusCode).toBe(422);
    expect((await waitlist(m.jar, 999_999_999)).statusCode).toBe(404);
    expect((await call(api(), 'PUT', '/waitlist', { body: { variant_id: available.variantId, action: 'add' } })).statusCode).toBe(401);
    const guest = await call(api(), 'POST', '/notification-subscription/subscribe', { body: { variant_id: 999_999_999, email: 'nobody@example.com' } });
    expect(guest.statusCode).toBe(404);
    const bad = await call(api(), 'POST', '/notification-subscription/subscribe', { body: { variant_id: available.variantId, email: 'not an e-mail' } });
    expect(bad.statusCode).toBe(400);
    expect(Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from product_alerts`))[0]!.n)).toBe(before);
  });

  it('a restock through the operations endpoint e-mails each waiting member once, in their language, with the shade and a link; other countries wait', async () => {
    const variant = await soldOut(true);
    const sgMember = await member();
    const otherCountry = await member();
    expect((await waitlist(sgMember.jar, variant.variantId)).statusCode).toBe(200);
    // Sold out in Thailand too.
    await db().execute(sql`update variant_markets set stock = 0, restockable = true, available = true where variant_id = ${variant.variantId} and country = 'TH'`);
    const other = { country: 'TH' } as const;
    const language = 'th';
    const otherAnswer = await waitlist(otherCountry.jar, variant.variantId, 'add', { country: other.country, language });
    expect(otherAnswer.statusCode, otherAnswer.body).toBe(200);

    expect((await call(api(), 'PUT', '/ops/stock', { body: { sku: variant.sku, country: 'SG', stock: 5 } })).statusCode).toBe(403);
    expect((await call(api(), 'PUT', '/ops/stock', { headers: OPS, body: { sku: 'NO-SUCH-SKU', country: 'SG', stock: 5 } })).statusCode).toBe(404);
    const answer = await restock(variant.sku, 5);
    expect(answer.json()).toMatchObject({ variantId: variant.variantId, stock: 5, previous: 0 });
    await drain();

    const [mail] = await mails(sgMember.email);
    expect(mail).toMatchObject({ kind: 'alert_restock', subject: `${variant.name} is back in stock` });
    if (variant.shade) expect(mail!.text).toContain(`Shade: ${variant.shade}`);
    expect(mail!.text).toMatch(new RegExp(`/products/${variant.slug}\\?(shade|size)=${variant.sku}|/products/${variant.slug}\\b`));
    expect(mail!.text).toContain('/waitlist/unsubscribe?id=');
    expect((await mails(otherCountry.email)).filter((m) => m.kind === 'alert_restock')).toEqual([]);
    expect(await statusOf(variant.variantId, otherCountry.email)).toMatchObject({ status: 'active' });

    // Sold out and back again: the alert was used, no second e-mail.
    await restock(variant.sku, 0);
    await restock(variant.sku, 3);
    await drain();
    expect((await mails(sgMember.email)).filter((m) => m.kind === 'alert_restock')).toHaveLength(1);
    // The product's listing offer says it is in stock now.
    const [offer] = await queryRows<{ in_stock: boolean }>(db(), sql`select in_stock from product_offers where product_id = ${variant.productId} and country = 'SG'`);
    expect(offer!.in_stock).toBe(true);

    // Back in the other country: its member hears in the language they asked in.
    await restock(variant.sku, 2, other.country);
    await drain();
    const [name] = await queryRows<{ n: string }>(db(), sql`select coalesce(name->>${language}, name->>'en') as n from products where id = ${variant.productId}`);
    expect((await mails(otherCountry.email)).map((m) => m.subject)).toEqual([message(language as Language, 'email.alert.restock_subject', { product: name!.n })]);
  });

  it('a guest is subscribed only through the e-mailed link; the other link cannot confirm; unsubscribing is one click', async () => {
    const variant = await soldOut();
    const email = `guest-${Date.now()}@example.com`;
    const asked = await call(api(), 'POST', '/notification-subscription/subscribe', { body: { variant_id: variant.variantId, email } });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation_sent', kind: 'restock' });
    await drain();
    const [confirmMail] = await mails(email);
    expect(confirmMail).toMatchObject({ kind: 'alert_confirm', subject: `Please confirm your alert for ${variant.name}` });
    expect(confirmMail!.text).toContain('nothing happens until you confirm');
    const confirm = linkIn(confirmMail!.text, '/waitlist/confirm');
    const unsubscribe = linkIn(confirmMail!.text, '/waitlist/unsubscribe');

    // Asking again right away sends no second link and says the same.
    expect((await call(api(), 'POST', '/notification-subscription/subscribe', { body: { variant_id: variant.variantId, email: email.toUpperCase() } })).json().status).toBe('confirmation_sent');
    await drain();
    expect(await mails(email)).toHaveLength(1);

    // Unconfirmed: a restock tells nobody.
    await restock(variant.sku, 2);
    await drain();
    expect(await mails(email)).toHaveLength(1);
    await restock(variant.sku, 0);

    expect((await call(api(), 'POST', '/notification-subscription/confirm', { body: { id: confirm.id, token: unsubscribe.token } })).statusCode).toBe(404);
    expect((await call(api(), 'POST', '/notification-subscription/confirm', { body: { id: confirm.id, token: 'x'.repeat(43) } })).statusCode).toBe(404);
    expect(await statusOf(variant.variantId, email)).toMatchObject({ status: 'pending' });
    const confirmed = await call(api(), 'POST', '/notification-subscription/confirm', { body: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ kind: 'restock', status: 'active', product: { slug: variant.slug } });
    expect((await call(api(), 'POST', '/notification-subscription/confirm', { body: confirm })).json().status).toBe('active');

    const gone = await call(api(), 'POST', '/notification-subscription/unsubscribe', { body: unsubscribe });
    expect(gone.json()).toMatchObject({ status: 'cancelled' });
    await restock(variant.sku, 4);
    await drain();
    expect((await mails(email)).map((m) => m.kind)).toEqual(['alert_confirm']);
  });

  it('a launch reminder is e-mailed when the product launches; launched sold out, it waits for stock instead', async () => {
    const launch = await comingSoon();
    const m = await member();
    expect((await waitlist(m.jar, launch.variantId)).json().items[0]).toMatchObject({ kind: 'launch' });
    // Launched in stock: the reminder goes.
    await restock(launch.sku, 0);
    const launched = await call(api(), 'POST', `/ops/products/${launch.productId}/launch`, { headers: OPS });
    expect(launched.json()).toEqual({ launched: true });
    await drain();
    expect((await mails(m.email)).filter((x) => x.kind.startsWith('alert_'))).toEqual([]);
    expect(await statusOf(launch.variantId, m.email)).toMatchObject({ status: 'active', kind: 'restock' });
    await restock(launch.sku, 10);
    await drain();
    expect((await mails(m.email)).map((x) => x.kind)).toContain('alert_restock');
    expect((await call(api(), 'POST', `/ops/products/${launch.productId}/launch`, { headers: OPS })).json()).toEqual({ launched: false });
    expect((await call(api(), 'POST', '/ops/products/999999999/launch', { headers: OPS })).statusCode).toBe(404);

    const second = await comingSoon();
    await restock(second.sku, 7);
    const guest = `launch-${Date.now()}@example.com`;
    await call(api(), 'POST', '/notification-subscription/subscribe', { body: { variant_id: second.variantId, email: guest } });
    await drain();
    await call(api(), 'POST', '/notification-subscription/confirm', { body: linkIn((await mails(guest))[0]!.text, '/waitlist/confirm') });
    await call(api(), 'POST', `/ops/products/${second.productId}/launch`, { headers: OPS });
    await drain();
    const news = (await mails(guest)).filter((x) => x.kind === 'alert_launch');
    expect(news.map((x) => x.subject)).toEqual([`${second.name} has launched`]);
  });

  it("honours the member's choices: no restock e-mail when restocks are off; Beauty Pass news is the marketing consent", async () => {
    const m = await member({ consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: false } });
    const settings = await call(api(), 'GET', '/notification-subscription', { jar: m.jar });
    expect(settings.statusCode, settings.body).toBe(200);
    const prefs = settings.json().preferences as { topic: string; channel: string; enabled: boolean }[];
    expect(prefs).toHaveLength(10);
    expect(prefs.find((p) => p.topic === 'beauty_pass' && p.channel === 'email')!.enabled).toBe(false);
    expect(prefs.find((p) => p.topic === 'restock' && p.channel === 'email')!.enabled).toBe(true);
    expect(settings.json().push.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);

    const saved = await call(api(), 'POST', '/notification-subscription', {
      jar: m.jar,
      body: { preferences: [{ topic: 'restock', channel: 'email', enabled: false }, { topic: 'beauty_pass', channel: 'email', enabled: true }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().preferences as { topic: string; channel: string; enabled: boolean }[];
    expect(after.find((p) => p.topic === 'restock' && p.channel === 'email')!.enabled).toBe(false);
    expect(after.find((p) => p.topic === 'beauty_pass' && p.channel === 'email')!.enabled).toBe(true);
    const consents = await queryRows<{ granted: boolean }>(db(), sql`select granted from customer_consents where customer_id = ${m.customerId} and kind = 'marketing' order by id`);
    expect(consents.at(-1)!.granted).toBe(true);
    expect((await call(api(), 'GET', '/user', { jar: m.jar })).json().user).toMatchObject({ marketing_consent: true });

    const variant = await soldOut();
    await waitlist(m.jar, variant.variantId);
    await restock(variant.sku, 3);
    await drain();
    expect((await mails(m.email)).filter((x) => x.kind === 'alert_restock')).toEqual([]);
    expect(await statusOf(variant.variantId, m.email)).toMatchObject({ status: 'notified' });
  });

  it('50 concurrent restocks of one variant e-mail each waiting shopper exactly once', async () => {
    const variant = await soldOut();
    const members = await Promise.all(Array.from({ length: 4 }, () => member()));
    for (const m of members) expect((await waitlist(m.jar, variant.variantId)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => restock(variant.sku, i + 1)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await Promise.all([drain(), drain(), drain()]);
    await drain();
    for (const m of members) expect((await mails(m.email)).filter((x) => x.kind === 'alert_restock')).toHaveLength(1);
  });
});
