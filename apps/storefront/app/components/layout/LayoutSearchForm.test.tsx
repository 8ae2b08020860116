import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SearchDropdownResponse } from '@blush/shared/contracts';
import { renderWithApp } from '../../test/render.tsx';
import { LayoutSearchForm } from './LayoutSearchForm.tsx';

const EMPTY: SearchDropdownResponse = {
  query: '',
  popularSearches: ['lipstick', 'serum'],
  brands: [{ slug: 'nars', name: 'NARS', logoUrl: '/nars.svg' }],
  categories: [],
  products: [],
};
const LIP: SearchDropdownResponse = {
  query: 'lip',
  popularSearches: ['lip', 'lip oil'],
  brands: [{ slug: 'lip-lab', name: 'Lip Lab', logoUrl: '/l.svg' }],
  categories: [{ slug: 'lips', path: 'makeup/lips', name: 'Lips' }],
  products: [
    {
      id: 1, slug: 'nars-velvet-lip', name: 'Velvet Lip', brand: { slug: 'nars', name: 'NARS' }, category: 'Lipstick',
      imageUrl: '/1.svg', price: { amount: 4500, currency: 'SGD' }, salePrice: null, badges: [], rating: { average: 4, count: 2 },
      swatches: [], variantCount: 1, inStock: true,
    },
  ],
};

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const fetchMock = vi.fn(async (url: string) => {
  const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
  return new Response(JSON.stringify(q ? LIP : EMPTY), { status: 200, headers: { 'content-type': 'application/json' } });
});

describe('LayoutSearchForm (combobox)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  const setup = () =>
    renderWithApp(
      <>
        <LayoutSearchForm />
        <Probe />
      </>,
    );

  it('on focus offers recent searches (with Clear), popular searches and popular brands', async () => {
    window.localStorage.setItem('blush.recent-searches', JSON.stringify(['toner']));
    setup();
    const input = await screen.findByRole('combobox');
    fireEvent.focus(input);
    const listbox = await screen.findByRole('listbox');
    await screen.findByText('serum');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('group', { name: 'Recent searches' }).textContent).toContain('toner');
    expect(screen.getByRole('group', { name: 'Popular brands' }).textContent).toContain('NARS');
    fireEvent.click(screen.getByTestId('clear-recent'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull());
    expect(window.localStorage.getItem('blush.recent-searches')).toBeNull();
  });

  it('suggests as the shopper types; arrows move aria-activedescendant; Enter opens the suggestion', async () => {
    setup();
    const input = await screen.findByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lip' } });
    await screen.findByText('Velvet Lip');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/components/search-input-dropdown?q=lip'))).toBe(true);
    // The typed text itself is not suggested back.
    expect(screen.getByRole('group', { name: 'Suggested searches' }).textContent).toBe('Suggested searcheslip oil');
    expect(screen.getByText(/4 suggestions available/)).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = document.getElementById(active!)!;
    expect(option.getAttribute('role')).toBe('option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(option.textContent).toBe('Lip Lab');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toContain('Velvet Lip');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/nars-velvet-lip'));
    expect(JSON.parse(window.localStorage.getItem('blush.recent-searches')!)).toEqual(['lip']);
  });

  it('Escape closes the popup, then clears the text; Enter without a choice searches the text', async () => {
    setup();
    const input = (await screen.findByRole('combobox')) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lip' } });
    await screen.findByText('Velvet Lip');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');

    fireEvent.change(input, { target: { value: 'rose oil' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=rose+oil'));
  });
});
