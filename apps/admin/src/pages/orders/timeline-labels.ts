/**
 * What a timeline entry is called on the order page: its source and what happened, in the staff
 * member's language (`timeline.*` in the catalogues), never the code the modules record it under.
 * A type no catalogue knows yet (a new e-mail, a provider's event) is shown readably rather than
 * hidden: "order_gift_note" reads "Order gift note".
 */
import type { AdminTimelineEntry } from '@blush/shared/admin-order-contracts';
import type { Language } from '@blush/shared/markets';
import { messageOrNull } from '../../lib/i18n.tsx';

function readable(code: string): string {
  const words = code.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function timelineSource(entry: Pick<AdminTimelineEntry, 'source'>, language: Language): string {
  return messageOrNull(language, `timeline.source.${entry.source}`) ?? readable(entry.source);
}

export function timelineType(entry: Pick<AdminTimelineEntry, 'source' | 'type'>, language: Language): string {
  // Staff entries are named by their permission ("orders.fulfil"), which other sources may share.
  const key = `${entry.source === 'staff' ? 'staff_' : ''}${entry.type.replace(/\./g, '_')}`;
  return messageOrNull(language, `timeline.type.${key}`) ?? readable(entry.type);
}

/** A short line of an entry's data (carrier and tracking, amounts, reasons); for a staff change, what it set. */
export function timelineData(entry: Pick<AdminTimelineEntry, 'source' | 'data'>): string {
  const after = entry.source === 'staff' ? entry.data?.after : undefined;
  const data = after && typeof after === 'object' && !Array.isArray(after) ? (after as Record<string, unknown>) : entry.data;
  if (!data) return '';
  return Object.entries(data)
    .filter(([, value]) => value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value)))
    .slice(0, 6)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}
