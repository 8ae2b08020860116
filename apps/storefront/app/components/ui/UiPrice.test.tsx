import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { UiPrice } from './UiPrice.tsx';

describe('UiPrice', () => {
  it('formats the price in the site currency and language', async () => {
    renderWithApp(<UiPrice price={{ amount: 4500, currency: 'SGD' }} />, { country: 'SG', language: 'en' });
    expect((await screen.findByTestId('price')).textContent).toBe('$45.00');
  });

  it('shows baht on the Thai site', async () => {
    renderWithApp(<UiPrice price={{ amount: 129000, currency: 'THB' }} />, { country: 'TH', language: 'th' });
    expect((await screen.findByTestId('price')).textContent).toContain('฿1,290.00');
  });

  it('shows rupiah without decimals', async () => {
    renderWithApp(<UiPrice price={{ amount: 35000000, currency: 'IDR' }} />, { country: 'ID', language: 'id' });
    expect((await screen.findByTestId('price')).textContent?.replace(/\s/g, ' ')).toBe('Rp 350.000');
  });

  it('puts the sale price first and strikes the regular price', async () => {
    renderWithApp(<UiPrice price={{ amount: 40000, currency: 'HKD' }} salePrice={{ amount: 32000, currency: 'HKD' }} />, {
      country: 'HK',
      language: 'zh',
    });
    const price = await screen.findByTestId('price');
    const struck = price.querySelector('s');
    expect(struck?.textContent).toContain('HK$400.00');
    expect(price.textContent?.indexOf('HK$320.00')).toBeLessThan(price.textContent!.indexOf('HK$400.00'));
    // The struck price is labelled for screen readers, in the page language.
    expect(struck?.textContent).toContain('原價');
  });

  it('ignores a "sale" price that is not lower', async () => {
    renderWithApp(<UiPrice price={{ amount: 1000, currency: 'AUD' }} salePrice={{ amount: 1000, currency: 'AUD' }} />, { country: 'AU' });
    const price = await screen.findByTestId('price');
    expect(price.querySelector('s')).toBeNull();
  });
});
