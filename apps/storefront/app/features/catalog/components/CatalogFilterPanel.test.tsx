import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { type ListingContext, listingSearch, parseListingState } from '../listing-query.ts';
import { FACETS } from '../test/fixtures.ts';
import { CatalogFilterPanel } from './CatalogFilterPanel.tsx';

const context: ListingContext = { category: 'makeup', defaultSort: 'bestsellers' };

function setup(search: string, language: 'en' | 'th' | 'zh' | 'id' = 'en') {
  const state = parseListingState(new URLSearchParams(search), context);
  const go = vi.fn();
  const hrefFor = (s: typeof state, pathname = '/categories/makeup') => `${pathname}${listingSearch(s, context)}`;
  renderWithApp(<CatalogFilterPanel facets={FACETS} state={state} context={context} hrefFor={hrefFor} go={go} />, {
    language,
    country: language === 'th' ? 'TH' : language === 'zh' ? 'HK' : language === 'id' ? 'ID' : 'SG',
    path: '/categories/makeup',
  });
  return { go };
}

describe('CatalogFilterPanel', () => {
  it('shows the facets with counts and translated codes', async () => {
    setup('shade=red');
    const shade = await screen.findByTestId('facet-shade');
    const red = shade.querySelector<HTMLInputElement>('input[value="red"]')!;
    expect(red.checked).toBe(true);
    expect(red.closest('label')?.textContent).toBe('Red11');
    expect(shade.querySelector<HTMLInputElement>('input[value="nude"]')!.checked).toBe(false);
    expect(screen.getByTestId('facet-finish').querySelector('summary')?.textContent).toBe('Finish');
    expect(screen.getByText('Matte')).toBeTruthy();
    expect(screen.getByText('4★ & up')).toBeTruthy();
    // Brands without products are left out.
    expect(screen.queryByText('Rare Beauty')).toBeNull();
  });

  it('translates groups and values into Thai', async () => {
    setup('', 'th');
    expect((await screen.findByTestId('facet-finish')).querySelector('summary')?.textContent).toBe('ฟินิช');
    expect(screen.getByText('แมตต์')).toBeTruthy();
    expect(screen.getByText('ผิวมัน')).toBeTruthy();
    expect(screen.getByText('ลดราคา')).toBeTruthy();
  });

  it('toggles a value into the URL state, back to page 1', async () => {
    const { go } = setup('shade=red&page=3');
    fireEvent.click((await screen.findByTestId('facet-finish')).querySelector('input[value="matte"]')!);
    expect(go).toHaveBeenCalledWith(expect.objectContaining({ page: 1, multi: { shade: ['red'], finish: ['matte'] } }));
    fireEvent.click(screen.getByTestId('facet-shade').querySelector('input[value="red"]')!);
    expect(go.mock.calls[1]![0].multi).toEqual({});
  });

  it('links child categories to their own pages, keeping the filters', async () => {
    setup('finish=matte');
    const lips = await screen.findByRole('link', { name: /Lips/ });
    expect(lips.getAttribute('href')).toBe('/categories/makeup/lips?finish=matte');
  });

  it('applies a price range in the shopper’s units as minor units, and refuses max below min', async () => {
    const { go } = setup('');
    fireEvent.change(await screen.findByTestId('price-min'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('price-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('price-apply'));
    expect(go).not.toHaveBeenCalled();
    expect(await screen.findByText(/valid price range/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('price-max'), { target: { value: '45.5' } });
    fireEvent.click(screen.getByTestId('price-apply'));
    expect(go).toHaveBeenCalledWith(expect.objectContaining({ price_min: 2000, price_max: 4550 }));
  });
});
