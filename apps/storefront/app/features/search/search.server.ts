/** Loader helpers of the search results page. */
import {
  type SearchResponse,
  popularQueriesResponseSchema,
  searchResponseSchema,
} from '@blush/shared/contracts';
import type { ServerApi } from '../../lib/api.server.ts';

type Api = Pick<ServerApi, 'get'>;

/** Page 1 of the results from `/search` (which also records the text for "popular searches"). */
export const fetchSearchPage =
  (api: Api, onResult?: (result: SearchResponse) => void) =>
  async (query: Record<string, string | number>) => {
    const result = await api.get('/search', { schema: searchResponseSchema, query });
    onResult?.(result);
    return result;
  };

/** Popular searches for the no-result page; none rather than a failed page. */
export async function popularQueries(api: Api): Promise<string[]> {
  try {
    const { queries } = await api.get('/search/popular-queries', { schema: popularQueriesResponseSchema, retries: 0 });
    return queries.slice(0, 10);
  } catch (error) {
    console.warn(`Popular searches failed: ${(error as Error).message}`);
    return [];
  }
}
