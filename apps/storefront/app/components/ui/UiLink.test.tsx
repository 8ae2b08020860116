import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { UiLink } from './UiLink.tsx';

describe('UiLink', () => {
  it('adds the language query off the country default', async () => {
    renderWithApp(<UiLink to="/about">About</UiLink>, { country: 'TH', language: 'en' });
    expect((await screen.findByText('About')).getAttribute('href')).toBe('/about?language=en');
  });

  it('adds nothing on the default language', async () => {
    renderWithApp(<UiLink to="/about">About</UiLink>, { country: 'TH', language: 'th' });
    expect((await screen.findByText('About')).getAttribute('href')).toBe('/about');
  });

  it('refuses an external URL with the translated notice', async () => {
    renderWithApp(<UiLink to="https://evil.example/">Elsewhere</UiLink>, { country: 'ID', language: 'id' });
    const link = await screen.findByText('Elsewhere');
    expect(link.getAttribute('href')).toBe('#');
    fireEvent.click(link);
    // The assertive region is always on the page; the notification's look loads with the first one.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Navigasi ke URL eksternal tidak diizinkan.'));
  });

  it('lets an allow-listed origin through as a plain link', async () => {
    renderWithApp(<UiLink to="https://www.blush.com.sg/about">Singapore</UiLink>);
    const link = await screen.findByText('Singapore');
    expect(link.getAttribute('href')).toBe('https://www.blush.com.sg/about');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
