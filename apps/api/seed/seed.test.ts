import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BRAND_SLUG_REDIRECTS } from '@blush/shared/brand-redirects';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { seed, seedIfEmpty } from './seed.ts';
import { leafPaths } from './data/categories.ts';
import { LEAF_SPECS } from './data/leaves.ts';

const open: Database[] = [];
afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});
async function fresh(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  open.push(database);
  return database;
}

async function digest(database: Database): Promise<string> {
  const rows = await queryRows<{ line: string }>(
    database.db,
    sql`select p.slug || ':' || v.sku || ':' || vm.country || ':' || vm.price || ':' || coalesce(vm.sale_price, 0) || ':' || vm.stock as line
        from products p join variants v on v.product_id = p.id join variant_markets vm on vm.variant_id = v.id
        order by p.id, v.id, vm.country`,
  );
  return createHash('sha256').update(rows.map((r) => r.line).join('\n')).digest('hex');
}

describe('demo seed', () => {
  it('has a product spec for every leaf category', () => {
    expect(leafPaths().filter((leaf) => !LEAF_SPECS[leaf])).toEqual([]);
  });

  it('builds a believable shop: brands, a three-level tree, 600+ products sold with prices', async () => {
    const database = await fresh();
    const summary = await seed(database.db);
    expect(summary.products).toBeGreaterThanOrEqual(600);
    const { db } = database;

    const brandSlugs = (await queryRows<{ slug: string; is_house: boolean }>(db, sql`select slug, is_house from brands`));
    expect(brandSlugs.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(brandSlugs.map((b) => b.slug));
    for (const current of new Set(Object.values(BRAND_SLUG_REDIRECTS))) expect(slugs, current).toContain(current);
    expect(brandSlugs.some((b) => b.is_house)).toBe(true);

    const redirects = await queryRows<{ old_slug: string; slug: string }>(db, sql`select r.old_slug, b.slug from brand_slug_redirects r join brands b on b.id = r.brand_id`);
    expect(Object.fromEntries(redirects.map((r) => [r.old_slug, r.slug]))).toEqual(BRAND_SLUG_REDIRECTS);

    const attachedToNonLeaf = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.level <> 3`);
    expect(attachedToNonLeaf[0]!.n).toBe(0);
    const levels = await queryRows<{ level: number }>(db, sql`select distinct level from categories order by level`);
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);

    const untranslated = await queryRows<{ n: number }>(db, sql`
      select count(*)::int as n from categories
      where name->>'id' = name->>'en' or name->>'th' = name->>'en' or name->>'zh' = name->>'en' or name->>'th' = '' or name->>'zh' = ''`);
    expect(untranslated[0]!.n).toBe(0);
    const productNames = await queryRows<{ n: number }>(db, sql`
      select count(*)::int as n from products where coalesce(name->>'th', '') = '' or coalesce(name->>'zh', '') = '' or coalesce(name->>'id', '') = ''
         or coalesce(description->>'th', '') = '' or description->>'th' = description->>'en'`);
    expect(productNames[0]!.n).toBe(0);

    const withoutVariants = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where not exists (select 1 from variants v where v.product_id = p.id)`);
    expect(withoutVariants[0]!.n).toBe(0);
    const unsold = await queryRows<{ n: number }>(db, sql`
      select count(*)::int as n from products p where not exists (
        select 1 from variants v join variant_markets vm on vm.variant_id = v.id where v.product_id = p.id and vm.price > 0)`);
    expect(unsold[0]!.n).toBe(0);
    const badSale = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from variant_markets where sale_price >= price`);
    expect(badSale[0]!.n).toBe(0);
    const missingPairs = await queryRows<{ n: number }>(db, sql`select (select count(*) from variants) * 8 - (select count(*) from variant_markets) as n`);
    expect(Number(missingPairs[0]!.n)).toBeGreaterThan(0);
    const onSale = await queryRows<{ n: number }>(db, sql`select count(distinct v.product_id)::int as n from variant_markets vm join variants v on v.id = vm.variant_id where vm.country = 'SG' and vm.sale_price is not null`);
    expect(onSale[0]!.n).toBeGreaterThan(20);
  });

  it('gives the same data for the same size, and seedIfEmpty leaves a seeded database alone', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await seed(a.db, { products: 120 });
    await seed(b.db, { products: 120 });
    expect(await digest(a)).toBe(await digest(b));
    expect(await seedIfEmpty(a.db)).toBeNull();
    const count = await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from products`);
    expect(count[0]!.n).toBe(120);
  });

  it('gives a catalogue seeded before content existed its demo content, once', async () => {
    const database = await fresh();
    await seed(database.db, { products: 60 });
    await database.db.execute(sql`delete from content_entries`);
    expect(await seedIfEmpty(database.db)).toBeNull();
    const entries = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from content_entries`);
    expect(entries[0]!.n).toBeGreaterThan(5);
    const products = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    expect(products[0]!.n).toBe(60);
    await seedIfEmpty(database.db);
    const again = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from content_entries`);
    expect(again[0]!.n).toBe(entries[0]!.n);
  });
});
