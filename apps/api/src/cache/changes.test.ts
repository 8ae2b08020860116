import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeApi } from '../test/api.ts';
import { withTransaction } from '../db/client.ts';
import { automaticPromotions } from '../modules/promotion/service.ts';
import { buildApi } from '../app.ts';
import { CHANGE_TOPICS, type ChangeTopic, changeFeedOf } from './changes.ts';

describeApi('change feed', (ctx) => {
  const generations = () => Object.fromEntries(CHANGE_TOPICS.map((t) => [t, ctx().api.changes.generation(t)])) as Record<ChangeTopic, number>;

  it('moves the catalogue generation when any SQL writer changes a price, and tells subscribers', async () => {
    const { api, database } = ctx();
    const seen: ChangeTopic[][] = [];
    const unsubscribe = api.changes.subscribe((topics) => seen.push(topics));
    const before = generations();
    await database.db.execute(sql`update variant_markets set price = price + 100 where variant_id = (select min(variant_id) from variant_markets)`);
    await api.changes.settle();
    unsubscribe();
    const after = generations();
    expect(after.catalog).toBeGreaterThan(before.catalog);
    expect(after.content).toBe(before.content);
    expect(after.site).toBe(before.site);
    expect(seen).toContainEqual(['catalog']);
  });

  it('moves the content generation when an entry changes, and the site generation for flags', async () => {
    const { api, database } = ctx();
    const before = generations();
    await database.db.execute(sql`update content_entries set updated_at = updated_at where id = (select min(id) from content_entries)`);
    await api.changes.settle();
    const middle = generations();
    expect(middle.content).toBeGreaterThan(before.content);
    expect(middle.catalog).toBe(before.catalog);
    await database.db.execute(sql`update experiment_sites set updated_at = now()`);
    await api.changes.settle();
    expect(generations().site).toBeGreaterThan(middle.site);
  });

  it('moves nothing for a change that is rolled back or for tables no public answer reads', async () => {
    const { api, database } = ctx();
    const before = generations();
    await withTransaction(database.db, async (t) => {
      await t.execute(sql`update variant_markets set stock = stock + 1`);
      await t.execute(sql`select 1 / 0`);
    }).catch(() => undefined);
    await database.db.execute(sql`update customers set updated_at = updated_at where false`);
    await api.changes.settle();
    expect(generations()).toEqual(before);
  });

  it('moves the promotion generation when any writer pauses a promotion, and the bag reads it without waiting', async () => {
    const { api, database } = ctx();
    const active = await automaticPromotions(database.db);
    expect(active.length).toBeGreaterThan(0);
    const paused = active[0]!;
    const before = generations();
    await database.db.execute(sql`update promotions set active = false where id = ${paused.id}`);
    await api.changes.settle();
    const after = generations();
    expect(after.promotion).toBeGreaterThan(before.promotion);
    expect(after.catalog).toBe(before.catalog);
    expect((await automaticPromotions(database.db)).map((p) => p.id)).not.toContain(paused.id);
    await database.db.execute(sql`update promotions set active = true where id = ${paused.id}`);
    await api.changes.settle();
    expect((await automaticPromotions(database.db)).map((p) => p.id)).toContain(paused.id);
  });

  it('settles a write for every API sharing the database, and still for the first once a second has closed', async () => {
    const { api, database } = ctx();
    const touch = () => database.db.execute(sql`update content_entries set updated_at = updated_at where id = (select min(id) from content_entries)`);
    const second = await buildApi({ database, logger: false, env: { NODE_ENV: 'test', SEED_DEMO_DATA: 'false' } });
    await second.ready();
    try {
      const before = [api.changes.generation('content'), second.changes.generation('content')];
      await touch();
      await changeFeedOf(database.db)!.settle();
      // Both have handled the notification, not only the one the write path happened to find.
      expect(api.changes.generation('content')).toBeGreaterThan(before[0]!);
      expect(second.changes.generation('content')).toBeGreaterThan(before[1]!);
      // Two feeds never hand out the same number, so a value kept by one's is never current for the other.
      expect(api.changes.generation('content')).not.toBe(second.changes.generation('content'));
    } finally {
      await second.close();
    }
    // The first API's feed is still the one a write path settles (the content API test's publish
    // was once left to the notification's timing here, after a second API closed).
    const before = api.changes.generation('content');
    await touch();
    await changeFeedOf(database.db)!.settle();
    expect(api.changes.generation('content')).toBeGreaterThan(before);
  });
});
