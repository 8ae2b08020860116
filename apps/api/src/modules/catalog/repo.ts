import { sql } from 'drizzle-orm';
import type { CountryCode } from '@blush/shared/markets';
import type { Badge, Translated } from '@blush/shared/catalog';
import { type Db, queryRows } from '../../db/client.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  level: number;
  position: number;
  name: Translated;
}

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.query.categories.findMany({
    columns: { id: true, slug: true, parentId: true, level: true, position: true, name: true },
  });
}

export interface BrandRow {
  slug: string;
  name: string;
  productCount: number;
}

export async function brandsInCountry(
  db: Db,
  country: CountryCode,
  order: 'popular' | 'name',
  limit: number,
): Promise<BrandRow[]> {
  const orderBy = order === 'popular' ? sql`b.popularity desc, b.name` : sql`lower(b.name)`;
  const rows = await queryRows<{ slug: string; name: string; product_count: number }>(db, sql`
    select b.slug, b.name, count(p.id)::int as product_count
    from brands b
    join products p on p.brand_id = b.id and p.published
    join product_offers o on o.product_id = p.id and o.country = ${country}
    group by b.id
    order by ${orderBy}
    limit ${limit}`);
  return rows.map((r) => ({ slug: r.slug, name: r.name, productCount: Number(r.product_count) }));
}

export async function brandBySlug(
  db: Db,
  slug: string,
  country: CountryCode,
): Promise<{ slug: string; name: string; story: Translated; productCount: number } | undefined> {
  const rows = await queryRows<{ slug: string; name: string; story: Translated; product_count: number }>(db, sql`
    select b.slug, b.name, b.story,
           (select count(*)::int from products p join product_offers o on o.product_id = p.id and o.country = ${country}
            where p.brand_id = b.id and p.published) as product_count
    from brands b where b.slug = ${slug}`);
  const row = rows[0];
  return row && { slug: row.slug, name: row.name, story: row.story, productCount: Number(row.product_count) };
}

export interface ProductRow {
  id: number;
  slug: string;
  name: Translated;
  description: Translated;
  how_to_use: Translated;
  ingredients: string;
  attributes: Record<string, string[]>;
  badges: Badge[];
  rating_average: number;
  rating_count: number;
  launched_at: string | Date;
  category_id: number;
  brand_slug: string;
  brand_name: string;
}

export async function productBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const rows = await queryRows<ProductRow>(db, sql`
    select p.id, p.slug, p.name, p.description, p.how_to_use, p.ingredients, p.attributes, p.badges,
           p.rating_average, p.rating_count, p.launched_at, p.category_id, b.slug as brand_slug, b.name as brand_name
    from products p join brands b on b.id = p.brand_id
    where p.slug = ${slug} and p.published`);
  return rows[0];
}

export async function imagesOf(db: Db, productId: number): Promise<Array<{ id: number; variant_id: number | null }>> {
  return queryRows(db, sql`select id, variant_id from product_images where product_id = ${productId} order by position, id`);
}

export interface ImageArtRow {
  art: string;
  shade_hex: string | null;
  colors: [string, string];
  brand_name: string;
}

export async function imageArt(db: Db, imageId: number): Promise<ImageArtRow | undefined> {
  const rows = await queryRows<ImageArtRow>(db, sql`
    select pi.art, b.colors, b.name as brand_name,
           coalesce(v.shade_hex, (select v2.shade_hex from variants v2
                                  where v2.product_id = pi.product_id and v2.shade_hex is not null
                                  order by v2.position limit 1)) as shade_hex
    from product_images pi
    join products p on p.id = pi.product_id
    join brands b on b.id = p.brand_id
    left join variants v on v.id = pi.variant_id
    where pi.id = ${imageId}`);
  return rows[0];
}

export async function brandArt(db: Db, slug: string): Promise<{ name: string; colors: [string, string] } | undefined> {
  const row = await db.query.brands.findFirst({ columns: { name: true, colors: true }, where: (b, { eq }) => eq(b.slug, slug) });
  return row ?? undefined;
}
