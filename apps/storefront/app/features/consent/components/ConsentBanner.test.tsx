import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LayoutFooter } from '../../../components/layout/LayoutFooter.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { readConsent } from '../consent.ts';
import { ConsentMount } from './ConsentMount.tsx';

afterEach(() => {
  document.cookie = 'consent=; Path=/; Max-Age=0';
});

function renderShop(language: 'en' | 'th' = 'en') {
  return renderWithApp(
    <>
      <LayoutFooter />
      <ConsentMount />
    </>,
    { country: language === 'th' ? 'TH' : 'SG', language },
  );
}

describe('consent banner', () => {
  it('shows until a choice is made; Reject all stores a refusal and hides it', async () => {
    renderShop();
    const banner = await screen.findByRole('dialog', { name: 'Cookies on Blush' });
    expect(banner.getAttribute('aria-modal')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show once decided; the footer link reopens the settings with the saved switches, focused', async () => {
    document.cookie = 'consent=v1.a1.m0; Path=/';
    renderShop();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(document.activeElement?.textContent).toBe('Cookie settings');
    expect((screen.getByRole('switch', { name: 'Strictly necessary' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true);
    const marketing = screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes the reopened settings without changing the choice', async () => {
    document.cookie = 'consent=v1.a0.m0; Path=/';
    renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('speaks Thai on the Thai site; Settings then Accept all', async () => {
    renderShop('th');
    await screen.findByRole('dialog', { name: 'คุกกี้บน Blush' });
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งค่า' }));
    await screen.findByRole('dialog', { name: 'การตั้งค่าคุกกี้' });
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: true });
  });
});
