/** Remembers a search the shopper ran (recent searches of the header's search box), once per text. */
import { useEffect } from 'react';
import { addRecentSearch } from '../../../lib/recent-searches.ts';

export function SearchRecorder({ query }: { query: string }) {
  useEffect(() => {
    if (query) addRecentSearch(query);
  }, [query]);
  return null;
}
