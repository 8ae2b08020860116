/**
 * `GET /cart/items-count`, loaded after hydration on every page. Checked by hand rather than with
 * `itemsCountResponseSchema`: that would bring zod (about 29 kB gzip) to every guest's every page
 * for one integer; the bag's other calls (`bag-api.ts`) parse with the zod contracts.
 */
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export async function fetchItemsCount(locale: ApiLocale): Promise<number> {
  const body = await createBrowserApi(locale).get<{ count?: unknown } | null>('/cart/items-count', { retries: 2 });
  const count = body?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('Unexpected items count');
  return count;
}
