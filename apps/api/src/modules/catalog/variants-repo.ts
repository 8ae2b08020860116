import { sql } from 'drizzle-orm';
import { APP_ONLY_BADGE } from '@blush/shared/catalog';
import type { CountryCode, Language } from '@blush/shared/markets';
import { type Db, queryRows } from '../../db/client.ts';
import { list } from './listing-query.ts';

export interface VariantRow {
  id: number;
  sku: string;
  type: 'shade' | 'size' | 'standard';
  shade_name: string | null;
  shade_hex: string | null;
  shade_family: string | null;
  size: string | null;
  image_id: number | null;
  price: number | null;
  sale_price: number | null;
  currency: string | null;
  stock: number | null;
  available: boolean | null;
  restockable: boolean | null;
}

export async function variantsOf(db: Db, productId: number, country: CountryCode): Promise<VariantRow[]> {
  return queryRows<VariantRow>(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.shade_family, v.size,
           (select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available, vm.restockable
    from variants v
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.product_id = ${productId}
    order by v.position, v.id`);
}

export async function variantsById(
  db: Db,
  ids: readonly number[],
  country: CountryCode,
  language: Language,
): Promise<Array<VariantRow & { product_id: number; product_slug: string; product_name: string; product_badges: string[]; brand_slug: string; brand_name: string }>> {
  return queryRows(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.shade_family, v.size,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
                    (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position limit 1)) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available, vm.restockable,
           p.id as product_id, p.slug as product_slug, coalesce(p.name->>${language}, p.name->>'en') as product_name, p.badges as product_badges,
           b.slug as brand_slug, b.name as brand_name
    from variants v
    join products p on p.id = v.product_id and p.published
    join brands b on b.id = p.brand_id
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.id in (${list(ids)})`);
}

export interface BagVariantRow {
  id: number;
  sku: string;
  type: 'shade' | 'size' | 'standard';
  shade_name: string | null;
  shade_hex: string | null;
  size: string | null;
  image_id: number | null;
  purchase_limit: number | null;
  click_and_collect_only: boolean;
  price: number | null;
  sale_price: number | null;
  currency: string | null;
  stock: number | null;
  available: boolean | null;
  product_id: number;
  product_slug: string;
  product_name: string;
  non_discountable: boolean;
  /** Sold only in the Blush app (the `app_exclusive` badge): never in a web bag. */
  app_exclusive: boolean;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  brand_is_house: boolean;
  brand_purchase_limit: number | null;
}

/** What the bag needs of its variants in one country: price, stock, limits and flags. */
export async function bagVariants(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<BagVariantRow[]> {
  if (!ids.length) return [];
  return queryRows(db, sql`
    select v.id, v.sku, v.type, v.shade_name, v.shade_hex, v.size, v.purchase_limit, v.click_and_collect_only,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
                    (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position limit 1)) as image_id,
           vm.price, vm.sale_price, vm.currency, vm.stock, vm.available,
           p.id as product_id, p.slug as product_slug, coalesce(p.name->>${language}, p.name->>'en') as product_name, p.non_discountable,
           ${APP_ONLY_BADGE} = any(p.badges) as app_exclusive,
           b.id as brand_id, b.slug as brand_slug, b.name as brand_name, b.is_house as brand_is_house, b.purchase_limit as brand_purchase_limit
    from variants v
    join products p on p.id = v.product_id and p.published
    join brands b on b.id = p.brand_id
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.id in (${list(ids)})`);
}
