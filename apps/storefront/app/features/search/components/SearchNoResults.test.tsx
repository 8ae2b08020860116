import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { SearchNoResults } from './SearchNoResults.tsx';

describe('SearchNoResults', () => {
  it('shows the catalogue message, the tips and popular searches (not the failed text)', async () => {
    renderWithApp(<SearchNoResults query="lipstikkk" popular={['lipstick', 'LIPSTIKKK', 'serum']} brands={[]} />);
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.getByText('We couldn’t find a match for “lipstikkk”.')).toBeTruthy();
    const tips = screen.getByTestId('search-tips').textContent;
    expect(tips).toContain('Check the spelling');
    expect(tips).toContain('Use more general terms');
    const popular = screen.getByTestId('popular-searches').querySelectorAll('a');
    expect([...popular].map((a) => a.getAttribute('href'))).toEqual(['/search?q=lipstick', '/search?q=serum']);
  });

  it('speaks Chinese on the Hong Kong site', async () => {
    renderWithApp(<SearchNoResults query="xyz" popular={[]} brands={[{ slug: 'nars', name: 'NARS' }]} />, { country: 'HK', language: 'zh' });
    expect(await screen.findByText('找不到商品。')).toBeTruthy();
    expect(screen.getByTestId('search-tips').textContent).toContain('檢查串字是否正確');
    expect(screen.getByRole('link', { name: 'NARS' }).getAttribute('href')).toBe('/brands/nars?language=zh');
  });
});
