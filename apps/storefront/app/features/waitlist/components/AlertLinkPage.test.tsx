import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { AlertLinkPage } from './AlertLinkPage.tsx';

const ID = '6f1f7a2e-3c4b-4d5e-8f90-a1b2c3d4e5f6';
const TOKEN = 'tok_abcdefghijklmnop';
const ANSWER = { kind: 'restock', status: 'active', product: { slug: 'nars-velvet-lip', name: 'Velvet Lip', brand: 'NARS' }, shade: 'Ruby' } as const;

describe('AlertLinkPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms a guest’s alert from the e-mail link and says what it is for, with a link to the product', async () => {
    const api = stubFetch({ 'POST /notification-subscription/confirm': ANSWER });
    renderWithApp(<AlertLinkPage action="confirm" />, { path: `/waitlist/confirm?id=${ID}&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Your alert is confirmed' })).toBeTruthy();
    expect(screen.getByTestId('alert-link-body').textContent).toBe("We'll e-mail you once when NARS Velvet Lip, Ruby is back in stock.");
    expect(screen.getByRole('link', { name: 'See the product' }).getAttribute('href')).toBe('/products/nars-velvet-lip');
    expect(api.sent('POST /notification-subscription/confirm').map((r) => r.body)).toEqual([{ id: ID, token: TOKEN }]);
  });

  it('unsubscribes on opening the link (one click), in Chinese', async () => {
    const api = stubFetch({ 'POST /notification-subscription/unsubscribe': { ...ANSWER, kind: 'launch', status: 'cancelled' } });
    renderWithApp(<AlertLinkPage action="unsubscribe" />, { path: `/waitlist/unsubscribe?id=${ID}&token=${TOKEN}`, language: 'zh', country: 'HK' });
    expect(await screen.findByRole('heading', { name: '已取消訂閱' })).toBeTruthy();
    expect(screen.getByTestId('alert-link-body').textContent).toBe('NARS Velvet Lip（Ruby） 上市時我們不會再以電郵通知您。');
    expect(api.sent('POST /notification-subscription/unsubscribe')).toHaveLength(1);
  });

  it('says when the alert was already sent', async () => {
    stubFetch({ 'POST /notification-subscription/confirm': { ...ANSWER, status: 'notified' } });
    renderWithApp(<AlertLinkPage action="confirm" />, { path: `/waitlist/confirm?id=${ID}&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: "We've already told you" })).toBeTruthy();
  });

  it('says a wrong link does not work: refused by the API, or cut short (then the API is not asked)', async () => {
    const api = stubFetch({ 'POST /notification-subscription/confirm': apiError(404, 'resource_not_found', 'Not found') });
    const { unmount } = renderWithApp(<AlertLinkPage action="confirm" />, { path: `/waitlist/confirm?id=${ID}&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toBeTruthy();
    unmount();

    renderWithApp(<AlertLinkPage action="unsubscribe" />, { path: `/waitlist/unsubscribe?id=${ID.slice(0, 20)}` });
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeTruthy();
    await waitFor(() => expect(api.requests).toHaveLength(1));
  });

  it('offers to try again when the API cannot be reached', async () => {
    let calls = 0;
    stubFetch({ 'POST /notification-subscription/confirm': () => (++calls === 1 ? apiError(503, 'service_unavailable', 'The shop is busy. Please try again.') : ANSWER) });
    renderWithApp(<AlertLinkPage action="confirm" />, { path: `/waitlist/confirm?id=${ID}&token=${TOKEN}` });
    expect(await screen.findByText('The shop is busy. Please try again.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Your alert is confirmed' })).toBeTruthy();
  });
});
