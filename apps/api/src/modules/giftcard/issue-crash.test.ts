/**
 * Issuing the gift cards of a paid order when the process dies: the issue is one transaction, so a
 * crash inside it leaves nothing, a retry after it issues nothing more, and two workers at once
 * issue each card once with one delivery each.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTransaction } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { issueForOrder } from './service.ts';
import { giftCardKit } from './test-kit.ts';

describeApi('gift card issue after a crash', (ctx) => {
  const { api, db, buy, place, cardsOfOrder, cardMails, newJar } = giftCardKit(ctx);

  it('a crash inside the issue leaves no card; the retry and a second worker issue each card once, e-mailed once', async () => {
    const jar = newJar();
    const to = `crash-${randomUUID().slice(0, 8)}@example.com`;
    await buy(jar, { amount: 30_00, recipient_email: to });
    await buy(jar, { amount: 40_00, recipient_email: to });
    // Placed and not paid: the outbox's `order.paid` never runs for it; the test plays the handler.
    const order = (await place(jar, 'SG', { address: false })).json().order;

    // The process dies after the first card was written, before the commit.
    await expect(
      withTransaction(db(), async (t) => {
        expect(await issueForOrder(t, order.id)).toBe(2);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await cardsOfOrder(order.id)).toEqual([]);

    // The retried handler and a second worker at once.
    const issued = await Promise.all([withTransaction(db(), (t) => issueForOrder(t, order.id)), withTransaction(db(), (t) => issueForOrder(t, order.id))]);
    expect(issued[0] + issued[1]).toBe(2);
    // A third run after both committed (the handler retried once more).
    expect(await withTransaction(db(), (t) => issueForOrder(t, order.id))).toBe(0);
    const cards = await cardsOfOrder(order.id);
    expect(cards.map((c) => c.balance).sort()).toEqual([30_00, 40_00]);
    const queued = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from outbox where topic = 'giftcard.deliver' and key in (${sql.join(cards.map((c) => sql`${String(c.id)}`), sql`, `)})`);
    expect(queued[0]!.n).toBe(2);
    await api().outbox.kick();
    await api().outbox.kick();
    expect(await cardMails(to)).toHaveLength(2);
  });
});
