/** The happening area's loaders' calls: the country's activities, their groups, one activity. */
import type { ActivityKind } from '@blush/shared/booking';
import { activitiesResponseSchema, activityGroupsResponseSchema, activityResponseSchema } from '@blush/shared/booking-contracts';
import type { ServerApi } from '../../lib/api.server.ts';

export async function fetchActivities(api: ServerApi, kind: ActivityKind, group: string | null) {
  const [list, groups] = await Promise.all([
    api.get('/happening/services/activities', { query: { kind, group }, schema: activitiesResponseSchema }),
    api.get('/happening/activity-groups', { query: { kind }, schema: activityGroupsResponseSchema }),
  ]);
  return { activities: list.activities, groups: groups.groups };
}

/** The activity, and where booking is app-exclusive the app listing with its QR code. */
export function fetchActivityPage(api: ServerApi, id: string) {
  return api.get(`/happening/services/activities/${encodeURIComponent(id)}`, { schema: activityResponseSchema });
}

/** Activity slugs are lowercase words and dashes (`sg-signature-facial`). */
export const isActivityId = (id: string | undefined): id is string => !!id && /^[a-z0-9-]{1,120}$/.test(id);
export const isBookingId = (id: string | undefined): id is string => !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
