/**
 * The show/hide password button (WCAG 2.5.3, label in name): in every language the name a screen
 * reader or speech input uses starts with the word on screen, as a whole word (axe's check splits
 * names at spaces, so Thai and Chinese need one), before and after pressing it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CountryCode, Language } from '@blush/shared/markets';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountPasswordField } from './AccountFields.tsx';

const SITES: ReadonlyArray<{ language: Language; country: CountryCode; show: string; hide: string; word: string }> = [
  { language: 'en', country: 'SG', show: 'Show', hide: 'Hide', word: 'password' },
  { language: 'id', country: 'ID', show: 'Lihat', hide: 'Sembunyikan', word: 'kata sandi' },
  { language: 'th', country: 'TH', show: 'แสดง', hide: 'ซ่อน', word: 'รหัสผ่าน' },
  { language: 'zh', country: 'HK', show: '顯示', hide: '隱藏', word: '密碼' },
];


describe('AccountPasswordField', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const site of SITES) {
    it(`${site.language}: the toggle's name contains its visible label, shown and hidden`, () => {
      renderWithApp(<AccountPasswordField id="pw" label="Password" autoComplete="current-password" value="Blush#2026" onChange={() => undefined} />, site);
      const input = document.getElementById('pw') as HTMLInputElement;
      const toggle = screen.getByTestId('password-toggle');
      expect(toggle.textContent).toBe(site.show);
      // Named by what is on screen, then what it acts on, as whole words (as "click Show" needs).
      expect(screen.getByRole('button', { name: `${site.show} ${site.word}` })).toBe(toggle);
      expect(toggle.getAttribute('aria-controls')).toBe('pw');
      expect(input.type).toBe('password');

      fireEvent.click(toggle);
      expect(input.type).toBe('text');
      expect(toggle.textContent).toBe(site.hide);
      expect(screen.getByRole('button', { name: `${site.hide} ${site.word}` })).toBe(toggle);

      fireEvent.click(toggle);
      expect(input.type).toBe('password');
    });
  }
});
