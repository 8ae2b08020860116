/**
 * The happening area's words for the three kinds of activity (product guide §2): the path segment
 * of each kind (`/happening/services/{id}`, `/happening/classes/{id}`, `/happening/events/{id}`) and
 * the list's tabs.
 */
import type { ActivityKind } from '@blush/shared/booking';

export const KIND_PATHS = { service: 'services', class: 'classes', event: 'events' } as const satisfies Record<ActivityKind, string>;
export type KindPath = (typeof KIND_PATHS)[ActivityKind];

export function kindOfPath(path: string | undefined): ActivityKind | null {
  const found = (Object.entries(KIND_PATHS) as Array<[ActivityKind, string]>).find(([, p]) => p === path);
  return found ? found[0] : null;
}

export const activityHref = (kind: ActivityKind, id: string) => `/happening/${KIND_PATHS[kind]}/${encodeURIComponent(id)}`;

/** The manage links of a booking: services move and cancel, classes and events cancel (as the e-mail links). */
export function manageHrefs(kind: ActivityKind, bookingId: string, token?: string | null) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return {
    reschedule: kind === 'service' ? `/happening/services/reschedule/${bookingId}${query}` : null,
    cancel: `/happening/${KIND_PATHS[kind]}/cancel/${bookingId}${query}`,
  };
}

/** The list's tabs, in order; `services` is the list's first. */
export const LIST_TABS = ['services', 'classes', 'events'] as const;
export type ListTab = (typeof LIST_TABS)[number];
export const TAB_KIND: Record<ListTab, ActivityKind> = { services: 'service', classes: 'class', events: 'event' };
