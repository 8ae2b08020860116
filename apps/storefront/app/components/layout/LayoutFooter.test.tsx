import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { LayoutFooter } from './LayoutFooter.tsx';
import { LayoutPromoBar } from './LayoutPromoBar.tsx';

describe('footer and promo bar without the site layout', () => {
  it('fall back to the built-in links and free-shipping message, translated', async () => {
    renderWithApp(
      <>
        <LayoutPromoBar />
        <LayoutFooter />
      </>,
      { country: 'ID', language: 'id' },
    );
    expect((await screen.findByTestId('promo-bar')).textContent).toContain('Gratis ongkir standar untuk pesanan di atas Rp');
    // One message: no previous/next buttons.
    expect(screen.queryByRole('button', { name: 'Pesan berikutnya' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tentang kami' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Syarat dan ketentuan' }).getAttribute('href')).toBe('/terms?section=Legal+Terms');
  });
});
