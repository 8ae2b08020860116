import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { seed } from './seed.ts';
import { seedContent } from './content.ts';

/** Texts that rightly read the same in every language (names of programmes and tiers). */
const SAME_IN_ALL = /^(Beauty Pass( Gold| Black| White| Pink)?|Beauty Edit|## (Pink|White|Black|Gold)|Pink|White|Black|Gold)$/;

interface Row {
  key: string;
  type: string;
  published: unknown;
  draft: unknown;
  published_at: string | null;
  updated_at: string;
}

function translations(value: unknown, path = ''): Array<{ path: string; en: string; id: string; th: string; zh: string }> {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (['en', 'id', 'th', 'zh'].every((l) => typeof record[l] === 'string')) return [{ path, ...(record as { en: string; id: string; th: string; zh: string }) }];
  return Object.entries(record).flatMap(([k, v]) => translations(v, `${path}.${k}`));
}

describe('demo content', () => {
  let database: Database;
  const rows = async () => queryRows<Row>(database.db, sql`select key, type, published, draft, published_at::text, updated_at::text from content_entries order by key`);
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seed(database.db, { products: 160 });
  });
  afterAll(async () => database.close());

  it('seeds every kind of entry, with drafts that differ and one that was never published', async () => {
    const all = await rows();
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['homepage', 'landing_page', 'cms_page', 'about', 'overlay', 'banner', 'layout']));
    expect(all.filter((r) => r.type === 'cms_page').length).toBeGreaterThanOrEqual(3);
    expect(all.filter((r) => r.published && JSON.stringify(r.published) !== JSON.stringify(r.draft)).map((r) => r.key)).toEqual(
      expect.arrayContaining(['homepage', 'pages/beauty-edit', 'layouts/default', 'overlays/welcome']),
    );
    expect(all.find((r) => r.key === 'pages/beauty-edit/skincare')?.published).toBeNull();
    expect(JSON.stringify(all.find((r) => r.key === 'homepage')?.published)).toContain('gold_members');
  });

  it('has real copy in all four languages', async () => {
    const untranslated = (await rows()).flatMap((r) =>
      translations({ published: r.published, draft: r.draft }, r.key).filter(
        (t) => !t.en || !t.id || !t.th || !t.zh || (!SAME_IN_ALL.test(t.en) && (t.th === t.en || t.zh === t.en)),
      ),
    );
    expect(untranslated.map((t) => `${t.path}: ${t.en}`)).toEqual([]);
  });

  it('names the Beauty Pass tiers in Thai and Chinese as the account pages do (พิงก์ … โกลด์, 粉卡 … 金卡)', async () => {
    const all = (await rows()).flatMap((r) => [...translations(r.published, r.key), ...translations(r.draft, r.key)]);
    const english = /\b(Pink|White|Black|Gold)\b/;
    expect(all.filter((t) => english.test(t.th) || english.test(t.zh)).map((t) => `${t.path}: ${t.th} | ${t.zh}`)).toEqual([]);
    expect(all.some((t) => t.th.includes('โกลด์') && t.zh.includes('金卡'))).toBe(true);
  });

  it('points its rails at products of the catalogue', async () => {
    const homepage = (await rows()).find((r) => r.key === 'homepage')!;
    const slugs = [...JSON.stringify(homepage.published).matchAll(/"productSlugs":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[]);
    expect(slugs.length).toBeGreaterThan(5);
    const known = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products where slug in ${sql.raw(`(${slugs.map((s) => `'${s}'`).join(',')})`)}`);
    expect(known[0]!.n).toBe(new Set(slugs).size);
  });

  it('gives the same content when seeded again', async () => {
    const before = await rows();
    await database.db.transaction(async (tx) => {
      await seedContent(tx as unknown as typeof database.db);
    });
    expect(await rows()).toEqual(before);
  });
});
