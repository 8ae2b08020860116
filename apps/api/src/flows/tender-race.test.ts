/**
 * Gift cards and store credit under concurrency (issue 18): 10 orders of 30 placed at once against
 * one card holding 100 redeem at most 100 and the balance never goes below 0; the same for a
 * member's credit spent by 10 transactions at once.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTransaction } from '../db/client.ts';
import type { DomainError } from '../domain-error.ts';
import { describeApi } from '../test/api.ts';
import { registerMember } from '../modules/auth/test-helpers.ts';
import { customerByEmail } from '../modules/customer/service.ts';
import { grantCredit, spendForOrder, storeCredit } from '../modules/credit/service.ts';
import { giftCardKit } from '../modules/giftcard/test-kit.ts';

describeApi('gift cards and store credit under concurrency', (ctx) => {
  const { api, db, buy, apply, place, card, balanceOf, newJar } = giftCardKit(ctx);

  it('10 orders of 30 placed at once against a card holding 100: 3 are paid by it, the rest refused, the balance 10', async () => {
    const c = await card(100_00);
    const jars = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const jar = newJar();
        expect((await buy(jar, { amount: 30_00 })).statusCode).toBe(201);
        expect((await apply(jar, c.number, c.pin, 'SG', `10.2.0.${i + 1}`)).json().bag.summary.total.amount).toBe(0);
        return jar;
      }),
    );
    const results = await Promise.all(jars.map((jar) => place(jar, 'SG', { address: false })));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(3);
    expect(placed.every((r) => r.json().order.status === 'paid')).toBe(true);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(['tender_changed', 'price_changed']).toContain(r.json().error.code);
    expect(await balanceOf(c.id)).toBe(10_00);
    const [ledger] = await queryRows<{ spent: number; n: number }>(db(), sql`select coalesce(-sum(amount), 0)::int as spent, count(*)::int as n from gift_card_ledger where gift_card_id = ${c.id} and kind = 'redeemed'`);
    expect(ledger).toEqual({ spent: 90_00, n: 3 });
    const [orders] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id join gift_card_ledger g on g.order_id = o.id where g.gift_card_id = ${c.id} and l.kind = 'gift_card'`);
    expect(orders!.n).toBe(3);
  });

  it('10 spends of 30 at once against 100 of credit: 3 pass, the balance is 10 and never below 0', async () => {
    const member = await registerMember(api());
    const customer = (await customerByEmail(db(), member.email))!;
    await grantCredit(db(), { customerId: customer.id, country: 'SG', amount: 100_00, kind: 'goodwill' }, randomUUID());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => withTransaction(db(), (t) => spendForOrder(t, customer.id, 'SG', 30_00, { id: randomUUID(), number: `SG9${i}` }))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as DomainError).code).toBe('tender_changed');
    const credit = await storeCredit(db(), customer.id, 'SG');
    expect(credit.balance.amount).toBe(10_00);
    expect(credit.entries.filter((e) => e.kind === 'spent')).toHaveLength(3);
  });
});
