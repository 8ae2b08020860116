import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signatureHeader } from '../../adapters/payments/signature.ts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registration } from '../auth/test-helpers.ts';
import { queueDueGiftCards } from './jobs.ts';
import { giftCardKit } from './test-kit.ts';

describeApi('gift cards: buying, issuing and delivering', (ctx) => {
  const { api, db, buy, bag, place, payByCard, cardMails, cardsOfOrder, webhook, webhookSecret, orderStatus, newJar } = giftCardKit(ctx);

  it('offers the designs, presets and limits of the country in its currency', async () => {
    const sg = (await call(api(), 'GET', '/gift-cards/options', { country: 'SG' })).json();
    expect(sg).toMatchObject({ country: 'SG', currency: 'SGD', presets: [25_00, 50_00, 100_00, 200_00], min: 10_00, max: 500_00, messageMaxLength: 300 });
    expect(sg.designs.map((d: { id: string }) => d.id)).toEqual(['blush-pink', 'midnight-glow', 'birthday-confetti', 'thank-you']);
    const th = (await call(api(), 'GET', '/gift-cards/options', { country: 'TH', language: 'th' })).json();
    expect(th).toMatchObject({ currency: 'THB', presets: [500_00, 1_000_00, 2_000_00, 5_000_00] });
    expect(th.designs[0].name).toBe('ชมพูบลัช');
  });

  it('puts a gift card in the bag at its face value: no shipping, points or tax on it', async () => {
    const jar = newJar();
    const response = await buy(jar, { amount: 100_00, deliver_on: 'now' });
    expect(response.statusCode, response.body).toBe(201);
    const b = response.json().bag;
    expect(b.giftCardLines).toHaveLength(1);
    expect(b.giftCardLines[0]).toMatchObject({ amount: { amount: 100_00, currency: 'SGD' }, recipientName: 'Ana Lim', recipientEmail: 'ana@example.com', design: { id: 'blush-pink', name: 'Blush Pink' }, deliverOn: 'now' });
    expect(b.summary).toMatchObject({ subtotal: { amount: 100_00 }, shipping: { amount: 0 }, tax: { amount: 0 }, pointsEarned: 0, total: { amount: 100_00 } });
    expect(b.canCheckout).toBe(true);
    expect(b.itemsCount).toBe(1);
    // Taken out again.
    const removed = await call(api(), 'DELETE', `/cart/gift-cards/${b.giftCardLines[0].id}`, { jar, country: 'SG' });
    expect(removed.json().bag.giftCardLines).toEqual([]);
  });

  it('refuses a design, amount, delivery day or message out of bounds with a translated error, and adds nothing', async () => {
    const jar = newJar();
    const amount = await buy(jar, { amount: 9_00 }, 'SG', 'en');
    expect(amount.statusCode).toBe(422);
    expect(amount.json().error).toMatchObject({ code: 'gift_card_amount_invalid', message: 'Choose a whole amount from $10.00 to $500.00.' });
    const thai = await buy(jar, { amount: 50_050 }, 'TH', 'th');
    expect(thai.json().error.code).toBe('gift_card_amount_invalid');
    expect(thai.json().error.message).toContain('โปรดเลือกจำนวนเงิน');
    const design = await buy(jar, { design_id: 'no-such-design' });
    expect(design.json().error.code).toBe('gift_card_design_unavailable');
    const past = await buy(jar, { deliver_on: '2020-01-01' }, 'SG', 'en');
    expect(past.json().error.code).toBe('gift_card_delivery_date_invalid');
    const far = await buy(jar, { deliver_on: '2099-01-01' });
    expect(far.json().error.code).toBe('gift_card_delivery_date_invalid');
    const long = await buy(jar, { message: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    const email = await buy(jar, { recipient_email: 'not an e-mail' });
    expect(email.statusCode).toBe(400);
    expect((await bag(jar)).giftCardLines ?? []).toEqual([]);
  });

  it('a bag of only gift cards is placed without an address, paid by card, and each card issued and e-mailed once, even when the webhook comes again', async () => {
    const jar = newJar();
    const to = `ana-${randomUUID().slice(0, 8)}@example.com`;
    await buy(jar, { amount: 50_00, recipient_email: to, message: 'Enjoy!' });
    await buy(jar, { amount: 25_00, recipient_email: to, design_id: 'midnight-glow' });
    // Nothing ships, so the bag says nothing of free shipping.
    const viewed = (await call(api(), 'GET', '/cart', { jar })).json().bag;
    expect(viewed.summary).toMatchObject({ shipping: { amount: 0 }, toFreeShipping: { amount: 0 } });
    const placed = await place(jar, 'SG', { address: false });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.lines.map((l: { kind: string; subtotal: number }) => [l.kind, l.subtotal])).toEqual([['gift_card', 50_00], ['gift_card', 25_00]]);
    expect(order.lines[0].name).toBe('Blush gift card · Blush Pink');
    expect(order.lines[0].giftCard).toEqual({ designId: 'blush-pink', recipientName: 'Ana Lim', recipientEmail: to, senderName: 'Mei', message: 'Enjoy!', deliverOn: 'now' });
    expect(order.summary.total.amount).toBe(75_00);
    expect(order.shippingAddress).toBeNull();
    // Nothing is issued before the money arrives.
    expect(await cardsOfOrder(order.id)).toEqual([]);

    const payment = await payByCard(jar, order.id);
    expect(await orderStatus(jar, order.id)).toBe('paid');
    const cards = await cardsOfOrder(order.id);
    expect(cards.map((c) => c.balance).sort()).toEqual([25_00, 50_00]);
    expect(cards.every((c) => c.delivered_at !== null && c.delivery_secret === null)).toBe(true);
    const mails = await cardMails(to);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Mei sent you a Blush gift card');
    expect(mails[0]!.text).toContain('Mei sent you a Blush gift card of $50.00.');
    expect(mails[0]!.text).toContain('Their message: “Enjoy!”');
    expect(mails[0]!.number).toMatch(/^\d{16}$/);
    expect(mails[0]!.pin).toMatch(/^\d{6}$/);
    // The card works with what the e-mail says.
    const balance = await call(api(), 'POST', '/gift-cards/balance', { body: { number: mails[0]!.number, pin: mails[0]!.pin }, country: 'SG', address: '10.9.0.1' });
    expect(balance.json()).toMatchObject({ balance: { amount: 50_00, currency: 'SGD' }, country: 'SG' });

    // The gateway delivers its webhook again: nothing more is issued or sent.
    const [row] = await queryRows<{ ref: string }>(db(), sql`select provider_ref as ref from payments where id = ${payment.id}`);
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { session: row!.ref, reference: payment.id, status: 'succeeded', amount: 75_00, currency: 'SGD', failure_code: null },
    });
    expect((await webhook(event, signatureHeader(await webhookSecret(), event))).statusCode).toBe(200);
    expect((await webhook(event, signatureHeader(await webhookSecret(), event))).statusCode).toBe(200);
    await api().outbox.kick();
    expect(await cardsOfOrder(order.id)).toHaveLength(2);
    expect(await cardMails(to)).toHaveLength(2);
  });

  it("a card for a later day is e-mailed on that day at 08:00 in the country's time zone, once, in the buyer's language", async () => {
    const jar = newJar();
    const to = `later-${randomUUID().slice(0, 8)}@example.com`;
    const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
    expect((await buy(jar, { amount: 1_000_00, recipient_email: to, deliver_on: day }, 'TH', 'th')).statusCode).toBe(201);
    const placed = await place(jar, 'TH', { address: false, language: 'th' });
    expect(placed.statusCode, placed.body).toBe(201);
    await payByCard(jar, placed.json().order.id, 'TH');
    const [card] = await cardsOfOrder(placed.json().order.id);
    const deliverAt = new Date(card!.deliver_at);
    expect(deliverAt.toISOString()).toBe(new Date(`${day}T01:00:00Z`).toISOString());
    expect(card!.delivered_at).toBeNull();
    // The day before: nothing. On the day: queued once, however many runs and instances.
    expect(await queueDueGiftCards(db(), new Date(deliverAt.getTime() - 60_000))).toBe(0);
    const at = new Date(deliverAt.getTime() + 60_000);
    await Promise.all([queueDueGiftCards(db(), at), queueDueGiftCards(db(), at)]);
    await api().outbox.kick();
    await queueDueGiftCards(db(), at);
    await api().outbox.kick();
    const mails = await cardMails(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Mei ส่งบัตรของขวัญ Blush ให้คุณ');
    expect(mails[0]!.text).toContain('฿1,000.00');
  });

  it('a guest who signs up keeps the gift cards in the bag and the cards applied to it', async () => {
    const jar = newJar();
    await buy(jar, { amount: 25_00 });
    const c = await giftCardKit(ctx).card(10_00);
    expect((await giftCardKit(ctx).apply(jar, c.number, c.pin, 'SG', '10.3.0.1')).statusCode).toBe(201);
    expect((await call(api(), 'POST', '/user', { body: registration(), jar })).statusCode).toBe(201);
    const b = await bag(jar);
    expect(b.giftCardLines.map((l: { amount: { amount: number } }) => l.amount.amount)).toEqual([25_00]);
    expect(b.tender.giftCards.map((g: { amountUsed: { amount: number } }) => g.amountUsed.amount)).toEqual([10_00]);
    expect(b.summary.total.amount).toBe(15_00);
  });

  it('a paid order of gift cards cancelled by operations: its cards are voided, a scheduled one is never sent, the money refunded', async () => {
    const jar = newJar();
    const to = `void-${randomUUID().slice(0, 8)}@example.com`;
    const later = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' });
    await buy(jar, { amount: 30_00, recipient_email: to });
    await buy(jar, { amount: 20_00, recipient_email: to, deliver_on: later });
    const order = (await place(jar, 'SG', { address: false })).json().order;
    await payByCard(jar, order.id);
    expect(await cardMails(to)).toHaveLength(1);
    const cancelled = await call(api(), 'POST', `/ops/orders/${order.id}/status`, { body: { action: 'cancelled' }, headers: { authorization: 'Bearer ops-dev-token' }, country: 'SG' });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(cancelled.json().order.refunds.map((r: { amount: { amount: number } }) => r.amount.amount)).toEqual([50_00]);
    const cards = await cardsOfOrder(order.id);
    expect(cards.map((c) => c.balance)).toEqual([0, 0]);
    expect(cards.every((c) => c.delivered_at !== null && c.delivery_secret === null)).toBe(true);
    await queueDueGiftCards(db(), new Date(Date.now() + 10 * 86_400_000));
    await api().outbox.kick();
    expect(await cardMails(to)).toHaveLength(1);
  });

  it('a bag with products still needs an address', async () => {
    const jar = newJar();
    await buy(jar);
    const v = await giftCardKit(ctx).variant(30_00, 5, 'SG');
    await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: v, quantity: 1 }, country: 'SG' });
    const placed = await place(jar, 'SG', { address: false });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().error.code).toBe('validation_failed');
  });
});
