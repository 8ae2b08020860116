/** The category tree, cached per instance, and the trails, leaves and name matches read from it. */
import type { Language } from '@blush/shared/markets';
import type { CategoryNode, ProductDetail } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { createMemo } from '../../cache/memo.ts';

export type Breadcrumb = ProductDetail['categories'][number];

/** Categories change rarely; each instance keeps the tree until the catalogue changes (decision 0028). */
const categoryCache = createMemo<repo.CategoryRow[]>('catalog', { max: 1, ttlMs: 60_000 });

export function categoryRows(db: Db): Promise<repo.CategoryRow[]> {
  return categoryCache.get(db, 'all', () => repo.allCategories(db));
}

export async function categoryTree(db: Db, language: Language): Promise<CategoryNode[]> {
  const rows = await categoryRows(db);
  const byParent = new Map<number | null, repo.CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, prefix: string): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => {
        const path = prefix ? `${prefix}/${row.slug}` : row.slug;
        return { id: row.id, slug: row.slug, path, name: row.name[language] || row.name.en, children: build(row.id, path) };
      });
  return build(null, '');
}

/** The category at `path` and all below it, or undefined when no such category exists. */
export async function categoryIdsUnder(db: Db, path: string): Promise<number[] | undefined> {
  const slugs = path.split('/').filter(Boolean);
  const rows = await categoryRows(db);
  let parentId: number | null = null;
  let current: repo.CategoryRow | undefined;
  for (const slug of slugs) {
    current = rows.find((r) => r.parentId === parentId && r.slug === slug);
    if (!current) return undefined;
    parentId = current.id;
  }
  if (!current) return undefined;
  const ids: number[] = [];
  const queue = [current.id];
  while (queue.length) {
    const id = queue.shift()!;
    ids.push(id);
    for (const r of rows) if (r.parentId === id) queue.push(r.id);
  }
  return ids;
}

export async function matchingCategories(db: Db, language: Language, text: string, limit: number): Promise<Breadcrumb[]> {
  const rows = await categoryRows(db);
  const names = (r: repo.CategoryRow) => Object.values(r.name).map((name) => name.toLowerCase());
  const startsWith = (r: repo.CategoryRow) => (names(r).some((name) => name.startsWith(text)) ? 0 : 1);
  const matches = rows.filter((r) => names(r).some((name) => name.includes(text)));
  // Names that start with the text first, then the broader category (Lips before Lipstick).
  return matches
    .sort((a, b) => startsWith(a) - startsWith(b) || a.level - b.level || a.position - b.position)
    .slice(0, limit)
    .map((r) => trailOf(rows, r.id, language).at(-1)!);
}

export function trailOf(rows: readonly repo.CategoryRow[], categoryId: number, language: Language): Breadcrumb[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: repo.CategoryRow[] = [];
  for (let node = byId.get(categoryId); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) chain.unshift(node);
  return chain.map((node, i) => ({
    slug: node.slug,
    path: chain.slice(0, i + 1).map((n) => n.slug).join('/'),
    name: node.name[language] || node.name.en,
  }));
}

export function leavesUnder(rows: readonly repo.CategoryRow[], id: number): number[] {
  const kids = rows.filter((r) => r.parentId === id);
  return kids.length ? kids.flatMap((k) => leavesUnder(rows, k.id)) : [id];
}
