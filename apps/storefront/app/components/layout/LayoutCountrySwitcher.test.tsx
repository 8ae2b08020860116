import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { LayoutCountrySwitcher } from './LayoutCountrySwitcher.tsx';

describe('LayoutCountrySwitcher', () => {
  it('shows the current country and language on its button', async () => {
    renderWithApp(<LayoutCountrySwitcher />, { country: 'TH', language: 'th' });
    const button = await screen.findByTestId('country-switcher');
    expect(button.textContent).toContain('ประเทศไทย');
    expect(button.textContent).toContain('ไทย');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens a labelled modal dialog listing the eight sites with their languages', async () => {
    renderWithApp(<LayoutCountrySwitcher />, { country: 'SG', language: 'en', path: '/search?q=lip' });
    fireEvent.click(await screen.findByTestId('country-switcher'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country and language' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const buttons = within(dialog).getAllByRole('button', { name: /,/ });
    // AU, HK (2), ID (2), MY, NZ, PH, SG, TH (2)
    expect(buttons).toHaveLength(11);
    expect(buttons.map((b) => (b as HTMLButtonElement).value)).toContain('TH-en');
    const form = dialog.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/locale');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="return_to"]') as HTMLInputElement).value).toBe('/search?q=lip');
    // The current site is marked and focused first.
    const current = within(dialog).getByRole('button', { name: 'Singapore, English' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(current);
    // The rest of the page is inert while the dialog is open.
    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderWithApp(<LayoutCountrySwitcher />);
    const opener = await screen.findByTestId('country-switcher');
    opener.focus();
    fireEvent.click(opener);
    // The dialog's code loads on the first click.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(false);
  });

  it('traps Tab inside the dialog', async () => {
    renderWithApp(<LayoutCountrySwitcher />);
    fireEvent.click(await screen.findByTestId('country-switcher'));
    const dialog = await screen.findByRole('dialog');
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('button'));
    const last = focusable[focusable.length - 1]!;
    const first = focusable[0]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('names countries in the page language', async () => {
    renderWithApp(<LayoutCountrySwitcher />, { country: 'HK', language: 'zh' });
    fireEvent.click(await screen.findByTestId('country-switcher'));
    const dialog = await screen.findByRole('dialog', { name: '選擇國家/地區和語言' });
    expect(within(dialog).getByText('新加坡')).toBeTruthy();
    expect(within(dialog).getByText('香港')).toBeTruthy();
  });
});
