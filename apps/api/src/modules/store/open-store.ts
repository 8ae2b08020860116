/**
 * Opening a new store in the back office (issue 21 item 8): the checks zod cannot make (the time
 * zone, the postcode as the country writes it, hours closing when they open), the store row and
 * its shelf's stock location (decision 0035: one location per store, `ships_online` false, its
 * code the slug upper-cased, as migration 0043 and the seed made them). The flow
 * `flows/open-store.ts` runs them in one transaction with the audit entry.
 */
import type { AdminStoreCreate } from '@blush/shared/admin-store-contracts';
import { ADDRESS_FORMATS } from '@blush/shared/address';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { type ScheduledStore, hoursOf } from './schedule-admin.ts';
import { stores } from './tables.ts';

/** A problem with one field of the body, as the errors plugin lists zod's (`body.time_zone`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An IANA zone name (Area/Location, or UTC) that the runtime's time zone data knows. */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The store's values once checked: the postcode as the country writes it (digits only, or none), the zone defaulted. */
export interface CheckedStore {
  postcode: string | null;
  timeZone: string;
}

/** Checks beyond the body's shape; any problem refuses the whole body (400 `validation_failed`, the fields listed, nothing written). */
export function checkNewStore(body: AdminStoreCreate, language: Language): CheckedStore {
  const problems: FieldProblem[] = [];
  const country = body.country as CountryCode;
  const timeZone = body.time_zone?.trim() || MARKETS[country].timeZone;
  if (!isTimeZone(timeZone)) problems.push({ field: 'body.time_zone', message: message(language, 'store.admin.time_zone_invalid') });
  const rule = ADDRESS_FORMATS[country].postcode;
  const given = body.postcode?.replace(/\s+/g, '') ?? '';
  let postcode: string | null = null;
  if (rule && given) {
    if (new RegExp(`^\\d{${rule.digits}}$`).test(given)) postcode = given;
    else problems.push({ field: 'body.postcode', message: message(language, `address.error.${rule.message}`, { digits: rule.digits }) });
  }
  body.hours.forEach((day, index) => {
    // As the hours editor: a closing time earlier than the opening time closes after midnight; the same time is no opening.
    if (day && day.opens === day.closes) problems.push({ field: `body.hours.${index}`, message: message(language, 'store.admin.hours_invalid') });
  });
  if (problems.length) throw new DomainError('validation_failed', {}, { fields: problems });
  return { postcode, timeZone };
}

/** The new store row, or 409 `store_slug_taken` when a store has the slug already. */
export async function insertStore(t: Db, body: AdminStoreCreate, checked: CheckedStore): Promise<ScheduledStore> {
  const [row] = await t
    .insert(stores)
    .values({
      slug: body.slug,
      country: body.country,
      name: { en: body.name.en, id: body.name.id ?? '', th: body.name.th ?? '', zh: body.name.zh ?? '' },
      address: body.address,
      city: body.city,
      postcode: checked.postcode,
      latitude: body.latitude,
      longitude: body.longitude,
      phone: body.phone,
      timeZone: checked.timeZone,
      hours: hoursOf(body.hours),
      clickAndCollect: body.click_and_collect,
    })
    .onConflictDoNothing({ target: stores.slug })
    .returning();
  if (!row) throw new DomainError('store_slug_taken');
  return row;
}
