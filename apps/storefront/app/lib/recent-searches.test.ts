import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY, addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches.ts';

describe('recent searches', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest first, without duplicates (ignoring case), at most the maximum', () => {
    addRecentSearch('lipstick');
    addRecentSearch('  serum  ');
    addRecentSearch('LIPSTICK');
    expect(readRecentSearches()).toEqual(['LIPSTICK', 'serum']);
    for (let i = 0; i < 10; i++) addRecentSearch(`q${i}`);
    expect(readRecentSearches()).toHaveLength(MAX_RECENT_SEARCHES);
    expect(readRecentSearches()[0]).toBe('q9');
  });

  it('ignores empty text and junk in storage, and clears', () => {
    addRecentSearch('   ');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{"not":"a list"');
    expect(readRecentSearches()).toEqual([]);
    addRecentSearch('toner');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});
