/**
 * Recent searches, kept on this device only (localStorage): newest first, no duplicates (ignoring
 * case), at most `MAX_RECENT_SEARCHES`. Storage that is missing, full or blocked is ignored.
 */
export const RECENT_SEARCHES_KEY = 'blush.recent-searches';
export const MAX_RECENT_SEARCHES = 6;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentSearches(): string[] {
  try {
    const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ').slice(0, 200);
  if (!text) return readRecentSearches();
  const next = [text, ...readRecentSearches().filter((q) => q.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // full or blocked: keep going without
  }
  return next;
}

export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // ignore
  }
}
