/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (or
 * to <main> when it has none) and its title is read out in a polite live region, as a full page load
 * would let a screen reader know. Not on the first load (the browser does that), not for a hash,
 * and not when only the query changes on the same page (filters, sort, "show more"), unless the
 * query is a new search (`q`), nor for a quiet navigation (`lib/quiet-navigation.ts`: the page
 * announces its own change).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isQuietNavigation } from '../../lib/quiet-navigation.ts';

/** What makes "another page": the path, and the search words on /search. */
export function pageKey(pathname: string, search: string): string {
  return `${pathname}?${new URLSearchParams(search).get('q') ?? ''}`;
}

export function LayoutRouteAnnouncer() {
  const { pathname, search, state } = useLocation();
  const quiet = isQuietNavigation(state);
  const key = pageKey(pathname, search);
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (before === null || before === key || quiet) return;
    // A frame later: the new page's title and heading are in the document by then.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1') ?? null;
      const target = heading ?? main;
      if (target) {
        if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      const title = document.title || heading?.textContent?.trim() || '';
      // Emptied first, so the same title twice in a row is still read.
      setMessage('');
      setTimeout(() => setMessage(title), 50);
    });
    return () => cancelAnimationFrame(frame);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- `quiet` belongs to the navigation that changed `key`

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
