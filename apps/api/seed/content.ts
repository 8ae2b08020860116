/**
 * Demo content (`seedContent`): the homepage, About, CMS and landing pages, the overlay, a banner,
 * the site layout and the user segments, with real copy in en, id, th, zh. Deterministic: fixed
 * dates, and product and brand slugs read from the catalogue seeded in the same transaction.
 * Entries are upserted by key, so seeding again (after `--force`) replaces them.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.ts';
import { putEntry, putSegments } from '../src/modules/content/service.ts';
import { pageSeeds } from './data/content/pages.ts';
import { SEGMENTS, siteSeeds } from './data/content/site.ts';
import type { CataloguePicks } from './data/content/text.ts';

/** Published a little before the catalogue's date anchor (2026-11-01); drafts edited after. */
const PUBLISHED_AT = new Date(Date.UTC(2026, 9, 20, 2, 0, 0));
const DRAFTED_AT = new Date(Date.UTC(2026, 9, 28, 9, 30, 0));

async function productSlugs(db: Db, top: string, middle: string | null, limit: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(db, sql`
    select p.slug
    from products p
    join categories c3 on c3.id = p.category_id
    join categories c2 on c2.id = c3.parent_id
    join categories c1 on c1.id = c2.parent_id
    where p.published and not ('coming_soon' = any(p.badges))
      and c1.slug = ${top} and (${middle}::text is null or c2.slug = ${middle})
    order by p.rating_count desc, p.id
    limit ${limit}`);
  return rows.map((r) => r.slug);
}

export async function cataloguePicks(db: Db): Promise<CataloguePicks> {
  const top = await queryRows<{ slug: string }>(db, sql`select slug from categories where parent_id is null order by position, id`);
  const picks = await queryRows<{ slug: string }>(db, sql`
    select slug from products where published and not ('coming_soon' = any(badges)) and rating_count > 0
    order by rating_average desc, rating_count desc, id limit 10`);
  const popular = await queryRows<{ slug: string }>(db, sql`select slug from brands order by popularity desc, slug limit 12`);
  const fresh = await queryRows<{ slug: string }>(db, sql`select slug from brands order by popularity asc, slug limit 6`);
  return {
    topCategories: top.map((r) => r.slug),
    editorsPicks: picks.map((r) => r.slug),
    skincare: await productSlugs(db, 'skincare', null, 10),
    makeup: await productSlugs(db, 'makeup', null, 10),
    lips: await productSlugs(db, 'makeup', 'lips', 10),
    fragrance: await productSlugs(db, 'fragrance', null, 10),
    popularBrands: popular.map((r) => r.slug),
    newBrands: fresh.map((r) => r.slug),
  };
}

/** A rail needs at least one product: a tiny test catalogue may lack a category, so fall back to the picks. */
function withFallback(picks: CataloguePicks): CataloguePicks {
  const any = picks.editorsPicks.length ? picks.editorsPicks : [...picks.skincare, ...picks.makeup, ...picks.fragrance].slice(0, 10);
  const or = (list: readonly string[]) => (list.length ? list : any);
  return { ...picks, editorsPicks: any, skincare: or(picks.skincare), makeup: or(picks.makeup), lips: or(picks.lips), fragrance: or(picks.fragrance) };
}

export interface ContentSeedSummary {
  entries: number;
  drafts: number;
  segments: number;
}

export async function seedContent(db: Db): Promise<ContentSeedSummary> {
  const picks = withFallback(await cataloguePicks(db));
  await putSegments(db, SEGMENTS);
  const entries = [...siteSeeds(), ...pageSeeds(picks)];
  let drafts = 0;
  for (const entry of entries) {
    if (entry.draft) drafts++;
    await putEntry(db, {
      key: entry.key,
      type: entry.type,
      published: entry.published,
      ...(entry.draft ? { draft: entry.draft } : {}),
      publishedAt: entry.published ? PUBLISHED_AT : null,
      updatedAt: entry.draft ? DRAFTED_AT : PUBLISHED_AT,
    });
  }
  return { entries: entries.length, drafts, segments: SEGMENTS.length };
}
