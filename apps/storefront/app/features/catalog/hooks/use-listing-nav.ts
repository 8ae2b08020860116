/**
 * Links and navigation between states of one listing: the href of a state (same path, listing
 * parameters replaced, locale parameters kept) and `go(state)`, a client navigation that keeps the
 * scroll position (the loader reads the new URL and renders the new results).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedHref } from '../../../lib/site.ts';
import { type ListingContext, type ListingState, listingSearch } from '../listing-query.ts';

export function useListingNav(context: ListingContext) {
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedHref();
  const hrefFor = useCallback(
    (state: ListingState, pathname: string = location.pathname) =>
      `${pathname}${listingSearch(state, context, new URLSearchParams(location.search))}`,
    [location.pathname, location.search, context],
  );
  const go = useCallback(
    (state: ListingState, pathname?: string) => {
      void navigate(localize(hrefFor(state, pathname)), { preventScrollReset: true });
    },
    [navigate, localize, hrefFor],
  );
  return { hrefFor, go };
}
