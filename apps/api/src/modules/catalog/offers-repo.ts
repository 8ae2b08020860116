import { type SQL, sql } from 'drizzle-orm';
import { type Db, withTransaction } from '../../db/client.ts';

/** `column in (ids)` for a product scope, or true for every product. */
function productScope(column: SQL, productIds?: readonly number[]): SQL {
  return productIds ? sql`${column} in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
}

/**
 * Rebuild the per-country offers and the search documents of the given products (all products
 * when omitted) from their variants' prices, availability and stock, names, brand and categories.
 */
export async function refreshOffers(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  // One transaction, one refresh at a time: a listing keeps seeing the old offers until the new
  // ones commit, and two restocks of one product at once cannot both insert its rows (refreshes
  // come from operations and the seed, never from a shopper's request).
  await withTransaction(db, (t) => rebuild(t, productIds));
}

async function rebuild(db: Db, productIds?: readonly number[]): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('product_offers'))`);
  await db.execute(sql`delete from product_offers where ${productScope(sql`product_id`, productIds)}`);
  await db.execute(sql`
    insert into product_offers (product_id, country, currency, price, sale_price, effective_price, in_stock, variant_count, swatches, shade_families, image_id)
    select g.product_id, g.country, g.currency, g.price, g.sale_price, g.effective_price, g.in_stock, g.variant_count,
           coalesce(g.swatches[1:5], '{}'), coalesce(g.shade_families, '{}'),
           (select pi.id from product_images pi where pi.product_id = g.product_id order by pi.position, pi.id limit 1)
    from (
      select v.product_id, vm.country, min(vm.currency) as currency,
             (array_agg(vm.price order by coalesce(vm.sale_price, vm.price), v.position))[1] as price,
             (array_agg(vm.sale_price order by coalesce(vm.sale_price, vm.price), v.position))[1] as sale_price,
             min(coalesce(vm.sale_price, vm.price)) as effective_price,
             bool_or(vm.stock > 0) as in_stock,
             count(*)::int as variant_count,
             array_agg(v.shade_hex::text order by v.position) filter (where v.shade_hex is not null) as swatches,
             array_agg(distinct v.shade_family) filter (where v.shade_family is not null) as shade_families
      from variants v
      join variant_markets vm on vm.variant_id = v.id and vm.available
      where ${productScope(sql`v.product_id`, productIds)}
      group by v.product_id, vm.country
    ) g`);
  await db.execute(sql`
    insert into product_search (product_id, brand, names, categories, document)
    select p.id, lower(b.name), lower(n.names), lower(coalesce(cat.names, '')),
           lower(b.name || ' ' || n.names || ' ' || coalesce(cat.names, ''))
    from products p
    join brands b on b.id = p.brand_id
    cross join lateral (select string_agg(value, ' ') as names from jsonb_each_text(p.name)) n
    left join lateral (
      with recursive up as (
        select c.id, c.parent_id, c.name from categories c where c.id = p.category_id
        union all
        select c.id, c.parent_id, c.name from categories c join up on c.id = up.parent_id
      )
      select string_agg(value, ' ') as names from up, jsonb_each_text(up.name)
    ) cat on true
    where ${productScope(sql`p.id`, productIds)}
    on conflict (product_id) do update
      set brand = excluded.brand, names = excluded.names, categories = excluded.categories, document = excluded.document`);
  await db.execute(sql`
    update product_search set terms = coalesce((
      select array_agg(distinct w) from regexp_split_to_table(document, '[[:space:][:punct:]]+') w where w <> ''), '{}')
    where ${productScope(sql`product_id`, productIds)}`);
  await db.execute(sql`
    insert into search_terms (term)
    select distinct unnest(terms) from product_search where ${productScope(sql`product_id`, productIds)}
    on conflict do nothing`);
}
