import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { type ListingContext, listingSearch, parseListingState } from '../listing-query.ts';
import { FACETS } from '../test/fixtures.ts';
import { CatalogFilterChips } from './CatalogFilterChips.tsx';

const context: ListingContext = { defaultSort: 'relevance' };

describe('CatalogFilterChips', () => {
  it('shows each chosen filter as a removable chip, and Clear all keeps the search text', async () => {
    const state = parseListingState(new URLSearchParams('q=lip&shade=red&finish=matte&price_min=1000&price_max=5000&rating_min=4'), context);
    renderWithApp(<CatalogFilterChips state={state} facets={FACETS} currency="SGD" hrefFor={(s) => `/search${listingSearch(s, context)}`} />, { path: '/search' });
    const red = await screen.findByRole('link', { name: 'Remove filter: Red' });
    expect(red.getAttribute('href')).toBe('/search?q=lip&finish=matte&price_min=1000&price_max=5000&rating_min=4');
    expect(screen.getByRole('link', { name: 'Remove filter: $10.00 – $50.00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remove filter: 4★ & up' })).toBeTruthy();
    expect(screen.getByTestId('clear-filters').getAttribute('href')).toBe('/search?q=lip');
  });

  it('renders nothing without filters', () => {
    const state = parseListingState(new URLSearchParams('q=lip'), context);
    const { container } = renderWithApp(<CatalogFilterChips state={state} facets={FACETS} currency="SGD" hrefFor={() => '/'} />);
    expect(container.querySelector('[data-testid="filter-chips"]')).toBeNull();
  });
});
