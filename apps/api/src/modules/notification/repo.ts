/** Product alerts' SQL: the variant's state in a country, the live alert rows and the due scan. */
import { sql } from 'drizzle-orm';
import type { AlertKind, AlertStatus } from '@blush/shared/notification-contracts';
import { type Db, queryRows } from '../../db/client.ts';

export interface AlertRow {
  id: string;
  kind: AlertKind;
  status: AlertStatus;
  customer_id: number | null;
  email: string;
  country: string;
  language: string;
  product_id: number;
  variant_id: number;
  /** Raw rows: a Date or its text, depending on the driver. */
  created_at: Date | string;
  notified_at: Date | string | null;
}

/** What decides whether a variant can be waited for here: sold, stock, comes back, launched. */
export interface VariantState {
  product_id: number;
  published: boolean;
  coming_soon: boolean;
  sold_here: boolean;
  available: boolean;
  stock: number;
  restockable: boolean;
}

export async function variantState(db: Db, variantId: number, country: string): Promise<VariantState | undefined> {
  const [row] = await queryRows<VariantState>(db, sql`
    select p.id as product_id, p.published, ('coming_soon' = any(p.badges)) as coming_soon,
           (vm.variant_id is not null) as sold_here, coalesce(vm.available, false) as available,
           coalesce(vm.stock, 0)::int as stock, coalesce(vm.restockable, false) as restockable
    from variants v join products p on p.id = v.product_id
    left join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.id = ${variantId}`);
  return row;
}

export async function customerContact(db: Db, customerId: number): Promise<{ email: string; language: string } | undefined> {
  const [row] = await queryRows<{ email: string; language: string }>(db, sql`select email, language from customers where id = ${customerId}`);
  return row;
}

/** Serialise one member's alert changes (the limit is counted, then a row added). */
export async function lockMember(t: Db, customerId: number): Promise<void> {
  await t.execute(sql`select pg_advisory_xact_lock(hashtext('product_alerts'), ${customerId})`);
}

export async function liveCount(t: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from product_alerts where customer_id = ${customerId} and status in ('pending', 'active')`);
  return row?.n ?? 0;
}

export interface NewAlert {
  kind: AlertKind;
  customerId: number | null;
  email: string;
  country: string;
  language: string;
  productId: number;
  variantId: number;
}

/**
 * A member's alert, active at once: a new row, or the live one for this address made active and
 * theirs (a guest's pending one for the same address included). Returns the row and whether it is new.
 */
export async function upsertActive(t: Db, a: NewAlert, now: Date): Promise<AlertRow> {
  const [row] = await queryRows<AlertRow>(t, sql`
    insert into product_alerts (kind, status, customer_id, email, country, language, product_id, variant_id, confirmed_at, created_at)
    values (${a.kind}, 'active', ${a.customerId}, ${a.email}, ${a.country}, ${a.language}, ${a.productId}, ${a.variantId}, ${now}, ${now})
    on conflict (lower(email), variant_id, country) where status in ('pending', 'active')
    do update set status = 'active', customer_id = coalesce(excluded.customer_id, product_alerts.customer_id),
                  kind = excluded.kind, confirmed_at = coalesce(product_alerts.confirmed_at, excluded.confirmed_at)
    returning *`);
  return row!;
}

/** A guest's alert waiting for its confirmation link; undefined when a live one already exists. */
export async function insertPending(t: Db, a: NewAlert, now: Date): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(t, sql`
    insert into product_alerts (kind, status, customer_id, email, country, language, product_id, variant_id, created_at)
    values (${a.kind}, 'pending', null, ${a.email}, ${a.country}, ${a.language}, ${a.productId}, ${a.variantId}, ${now})
    on conflict (lower(email), variant_id, country) where status in ('pending', 'active') do nothing
    returning *`);
  return row;
}

export async function liveAlertFor(t: Db, email: string, variantId: number, country: string): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(t, sql`
    select * from product_alerts where lower(email) = lower(${email}) and variant_id = ${variantId} and country = ${country} and status in ('pending', 'active')`);
  return row;
}

export async function alertById(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(db, sql`select * from product_alerts where id = ${id}`);
  return row;
}

/** Move an alert from one of `from` to `to`; the row if it moved. */
export async function moveAlert(db: Db, id: string, from: readonly AlertStatus[], to: AlertStatus, now: Date): Promise<AlertRow | undefined> {
  const stamp = to === 'active' ? sql`confirmed_at = ${now}` : to === 'cancelled' ? sql`cancelled_at = ${now}` : sql`notified_at = ${now}`;
  const [row] = await queryRows<AlertRow>(db, sql`
    update product_alerts set status = ${to}, ${stamp}
    where id = ${id} and status in (${sql.join(from.map((s) => sql`${s}`), sql`, `)})
    returning *`);
  return row;
}

export async function cancelMemberAlert(db: Db, customerId: number, variantId: number, country: string, now: Date): Promise<void> {
  await db.execute(sql`
    update product_alerts set status = 'cancelled', cancelled_at = ${now}
    where customer_id = ${customerId} and variant_id = ${variantId} and country = ${country} and status in ('pending', 'active')`);
}

/** A guest's pending alert asked for again: it may send one more confirmation, at most every ten minutes. */
export async function touchPending(t: Db, id: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(t, sql`
    update product_alerts set created_at = ${now}
    where id = ${id} and status = 'pending' and created_at < ${new Date(now.getTime() - 600_000)} returning id`);
  return rows.length > 0;
}

export interface AlertListRow extends AlertRow {
  sku: string;
  shade_name: string | null;
  shade_hex: string | null;
  size: string | null;
  product_slug: string;
  product_name: string;
  brand_name: string;
  image_id: number | null;
  in_stock: boolean;
}

/** A member's alerts of the last year that are not cancelled, newest first. */
export async function memberAlerts(db: Db, customerId: number, language: string): Promise<AlertListRow[]> {
  return queryRows<AlertListRow>(db, sql`
    select a.*, v.sku, v.shade_name, v.shade_hex, v.size, p.slug as product_slug,
           coalesce(p.name->>${language}, p.name->>'en') as product_name, b.name as brand_name,
           coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
                    (select pi.id from product_images pi where pi.product_id = p.id order by pi.position limit 1)) as image_id,
           (coalesce(vm.available, false) and coalesce(vm.stock, 0) > 0 and not ('coming_soon' = any(p.badges))) as in_stock
    from product_alerts a
    join variants v on v.id = a.variant_id
    join products p on p.id = a.product_id
    join brands b on b.id = p.brand_id
    left join variant_markets vm on vm.variant_id = a.variant_id and vm.country = a.country
    where a.customer_id = ${customerId} and a.status <> 'cancelled' and a.created_at > now() - interval '1 year'
    order by a.created_at desc
    limit 200`);
}

export interface AlertMailRow extends AlertRow {
  sku: string;
  type: string;
  shade_name: string | null;
  size: string | null;
  product_slug: string;
  product_name: string;
  brand_name: string;
}

export async function alertForMail(db: Db, id: string): Promise<AlertMailRow | undefined> {
  const [row] = await queryRows<AlertMailRow>(db, sql`
    select a.*, v.sku, v.type, v.shade_name, v.size, p.slug as product_slug,
           coalesce(p.name->>a.language, p.name->>'en') as product_name, b.name as brand_name
    from product_alerts a join variants v on v.id = a.variant_id join products p on p.id = a.product_id join brands b on b.id = p.brand_id
    where a.id = ${id}`);
  return row;
}

export interface ScanScope {
  variantId?: number;
  productId?: number;
}

/**
 * The scan: active alerts whose wait is over — the variant is sold and in stock in the alert's
 * country and its product launched — marked `notified` and returned, under `skip locked` so that
 * two scanners never take one alert. A launch alert of a variant launched sold out becomes a
 * restock alert first (the shopper wanted to buy it, not to read that it exists).
 */
export async function takeDue(t: Db, scope: ScanScope, now: Date, limit = 500): Promise<string[]> {
  const where = [
    sql`a.status = 'active'`,
    ...(scope.variantId ? [sql`a.variant_id = ${scope.variantId}`] : []),
    ...(scope.productId ? [sql`a.product_id = ${scope.productId}`] : []),
  ];
  await t.execute(sql`
    update product_alerts a set kind = 'restock'
    from variant_markets vm, products p
    where ${sql.join(where, sql` and `)} and a.kind = 'launch'
      and vm.variant_id = a.variant_id and vm.country = a.country and p.id = a.product_id
      and not ('coming_soon' = any(p.badges)) and vm.stock = 0 and vm.restockable`);
  const rows = await queryRows<{ id: string }>(t, sql`
    update product_alerts set status = 'notified', notified_at = ${now}
    where id in (
      select a.id from product_alerts a
      join variant_markets vm on vm.variant_id = a.variant_id and vm.country = a.country
      join products p on p.id = a.product_id
      where ${sql.join(where, sql` and `)} and p.published and vm.available and vm.stock > 0
        and not ('coming_soon' = any(p.badges))
      order by a.created_at
      limit ${limit}
      for update of a skip locked)
    and status = 'active'
    returning id`);
  return rows.map((r) => r.id);
}
