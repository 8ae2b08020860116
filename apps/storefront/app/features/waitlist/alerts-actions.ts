/**
 * Changing the member's alerts (loaded on a press): `PUT /waitlist`, then the list it answers goes
 * into the cache every alert button and the account's waitlist page read.
 */
import type { ProductAlert } from '@blush/shared/notification-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { loadQueryClient } from '../../lib/query.ts';
import { alertsApi } from './alerts-api.ts';
import { alertsKey } from './hooks/use-alerts.ts';

export interface AlertsContext {
  locale: ApiLocale;
  subject: string | null;
}

export async function updateAlert(context: AlertsContext, variantId: number, action: 'add' | 'remove'): Promise<ProductAlert[]> {
  const items = await alertsApi(context.locale).update(variantId, action);
  const client = await loadQueryClient();
  client.setQueryData(alertsKey(context.locale.country, context.subject), items);
  return items;
}
