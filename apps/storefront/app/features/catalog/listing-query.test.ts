import { describe, expect, it } from 'vitest';
import {
  LISTING_SORTS,
  type ListingContext,
  activeFilterCount,
  clearFilters,
  listingApiQuery,
  listingSearch,
  parseListingState,
  toMinorUnits,
  toggleValue,
  withChange,
} from './listing-query.ts';

const brandPage: ListingContext = { brand: 'rare-beauty', defaultSort: 'bestsellers', sorts: LISTING_SORTS };
const searchPage: ListingContext = { defaultSort: 'relevance' };
const parse = (search: string, context: ListingContext = searchPage) => parseListingState(new URLSearchParams(search), context);

describe('listing URL state', () => {
  it('reads every filter under the API parameter names', () => {
    const state = parse(
      'q=lip&brand=nars,fenty-beauty&category=makeup/lips&shade=red,nude&badge=on_sale&finish=matte&skin_type=oily&coverage=full' +
        '&concern=acne&formulation=liquid&scent_family=floral&price_min=1000&price_max=5000&rating_min=4&in_stock=true&sort=price_asc&page=3',
    );
    expect(state).toEqual({
      q: 'lip',
      category: 'makeup/lips',
      multi: {
        brand: ['nars', 'fenty-beauty'],
        shade: ['red', 'nude'],
        badge: ['on_sale'],
        finish: ['matte'],
        skin_type: ['oily'],
        coverage: ['full'],
        concern: ['acne'],
        formulation: ['liquid'],
        scent_family: ['floral'],
      },
      price_min: 1000,
      price_max: 5000,
      rating_min: 4,
      in_stock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('ignores malformed values instead of failing (defaults apply)', () => {
    const state = parse('finish=<script>,MATTE,,matte&brand=Not A Slug&badge=free&category=../etc&price_min=-5&price_max=abc&rating_min=9&sort=cheapest&page=0&in_stock=yes');
    expect(state).toEqual({ multi: { finish: ['matte'] }, sort: 'relevance', page: 1 });
  });

  it('drops a maximum price below the minimum and caps the page', () => {
    expect(parse('price_min=5000&price_max=1000&page=999')).toMatchObject({ price_min: 5000, page: 10 });
    expect(parse('price_min=5000&price_max=1000').price_max).toBeUndefined();
  });

  it('reads repeated parameters (a form without JavaScript) like a comma list', () => {
    expect(parse('finish=matte&finish=satin').multi.finish).toEqual(['matte', 'satin']);
  });

  it('keeps the fixed brand of a brand page out of the URL and in the API query', () => {
    const state = parse('brand=nars&finish=matte&sort=relevance', brandPage);
    expect(state.multi.brand).toBeUndefined();
    // relevance is not offered without search text
    expect(state.sort).toBe('bestsellers');
    expect(listingApiQuery(state, brandPage)).toEqual({ brand: 'rare-beauty', finish: 'matte', sort: 'bestsellers' });
  });

  it('writes a shareable URL: defaults left out, commas kept, locale parameters kept', () => {
    const state = withChange(parse('finish=matte'), { sort: 'price_desc' });
    const next = toggleValue(state, 'finish', 'satin');
    expect(listingSearch(next, searchPage, new URLSearchParams('language=en&page=4&finish=x'))).toBe('?language=en&finish=matte,satin&sort=price_desc');
  });

  it('round-trips a state through its URL', () => {
    const search = '?q=serum&category=skincare&brand=laneige&shade=pink&price_min=1000&price_max=9000&rating_min=4&in_stock=true&sort=newest&page=2';
    const state = parse(search);
    expect(parse(listingSearch(state, searchPage))).toEqual(state);
  });

  it('counts chosen filters and clears them but keeps the search text and sort', () => {
    const state = parse('q=lip&finish=matte,satin&category=makeup&price_max=5000&rating_min=4&in_stock=true&sort=newest');
    expect(activeFilterCount(state)).toBe(6);
    expect(clearFilters(state)).toEqual({ q: 'lip', multi: {}, sort: 'newest', page: 1 });
  });

  it('starts again at page 1 after a change', () => {
    expect(toggleValue(parse('page=3'), 'finish', 'matte').page).toBe(1);
    expect(toggleValue(parse('finish=matte&page=3'), 'finish', 'matte').multi.finish).toBeUndefined();
  });

  it('converts prices to minor units', () => {
    expect(toMinorUnits(12.5, 'SGD')).toBe(1250);
    expect(toMinorUnits(350000, 'IDR')).toBe(35000000);
  });
});
