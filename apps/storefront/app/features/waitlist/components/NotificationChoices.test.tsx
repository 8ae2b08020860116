import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubRequest, apiError, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { notificationSettings } from '../test/fixtures.ts';
import { NotificationChoices } from './NotificationChoices.tsx';

const ENDPOINT = 'https://push.example.test/send/abc';

/** A browser with the Push API: permission as given, a service worker whose push manager subscribes. */
function stubPushBrowser(permission: NotificationPermission) {
  const unsubscribe = vi.fn(async () => true);
  let subscription: object | null = null;
  const subscribe = vi.fn(async () => {
    subscription = { endpoint: ENDPOINT, unsubscribe, toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }) };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => (subscription ? registration : undefined) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('isSecureContext', true);
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
  return { register, subscribe, unsubscribe, requestPermission };
}

describe('NotificationChoices', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    signOut?.();
    signOut = undefined;
  });

  it('shows every topic by channel as labelled checkboxes and saves the choices', async () => {
    signOut = setSessionCookie('member-1');
    const api = stubFetch({
      'GET /notification-subscription': notificationSettings(),
      'POST /notification-subscription': (request: StubRequest) => {
        const prefs = (request.body as { preferences: Array<{ topic: string; channel: string; enabled: boolean }> }).preferences;
        return notificationSettings((topic, channel) => prefs.find((p) => p.topic === topic && p.channel === channel)!.enabled);
      },
    });
    renderWithApp(<NotificationChoices />, { path: '/account/notifications' });
    const table = await screen.findByRole('table', { name: 'What you hear about' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(10);
    const restockMail = within(table).getByRole('checkbox', { name: 'Restocks: E-mail' }) as HTMLInputElement;
    const newsPush = within(table).getByRole('checkbox', { name: 'Beauty Pass news: Push' }) as HTMLInputElement;
    expect(restockMail.checked).toBe(true);
    expect(newsPush.checked).toBe(false);
    expect(within(table).getByRole('rowheader', { name: /Booking reminders/ })).toBeTruthy();

    fireEvent.click(restockMail);
    fireEvent.click(newsPush);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
    const sent = (api.sent('POST /notification-subscription')[0]!.body as { preferences: Array<{ topic: string; channel: string; enabled: boolean }> }).preferences;
    expect(sent).toHaveLength(10);
    expect(sent.filter((p) => p.enabled !== (p.channel === 'email'))).toEqual([
      { topic: 'restock', channel: 'email', enabled: false },
      { topic: 'beauty_pass', channel: 'push', enabled: true },
    ]);
    expect(restockMail.checked).toBe(false);
    expect(newsPush.checked).toBe(true);
  });

  it('says why saving failed, in Indonesian', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /notification-subscription': notificationSettings(), 'POST /notification-subscription': apiError(400, 'validation_failed', 'Data tidak valid.') });
    renderWithApp(<NotificationChoices />, { path: '/account/notifications', language: 'id', country: 'ID' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Info pesanan: Notifikasi push' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan pilihan' }));
    expect(await screen.findByText('Data tidak valid.')).toBeTruthy();
  });

  it('says when this browser cannot show notifications', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /notification-subscription': notificationSettings() });
    renderWithApp(<NotificationChoices />, { path: '/account/notifications' });
    expect(await screen.findByText(/This browser can't show notifications from websites/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications in this browser' })).toBeNull();
  });

  it('turns push on in this browser (permission, service worker, VAPID key, subscription to the API) and off again', async () => {
    signOut = setSessionCookie('member-1');
    const browser = stubPushBrowser('granted');
    const api = stubFetch({
      'GET /notification-subscription': notificationSettings(),
      'POST /notification-subscription': (request: StubRequest) => notificationSettings(undefined, 'remove' in ((request.body as { push: object }).push ?? {}) ? 0 : 1),
    });
    renderWithApp(<NotificationChoices />, { path: '/account/notifications' });
    const on = await screen.findByRole('button', { name: 'Turn on notifications in this browser' });
    await waitFor(() => expect((on as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('push-status').textContent).toMatch(/^Off in this browser\. 0 browsers receive them\.$/);

    fireEvent.click(on);
    const off = await screen.findByRole('button', { name: 'Turn off in this browser' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const options = browser.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(api.sent('POST /notification-subscription')[0]!.body).toEqual({ push: { endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } } });
    await waitFor(() => expect(screen.getByTestId('push-status').textContent).toBe('On in this browser. 1 browser receives them.'));

    fireEvent.click(off);
    await screen.findByRole('button', { name: 'Turn on notifications in this browser' });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.sent('POST /notification-subscription')[1]!.body).toEqual({ push: { remove: ENDPOINT } });
  });

  it('says so when notifications are blocked, sending nothing', async () => {
    signOut = setSessionCookie('member-1');
    const browser = stubPushBrowser('denied');
    const api = stubFetch({ 'GET /notification-subscription': notificationSettings() });
    renderWithApp(<NotificationChoices />, { path: '/account/notifications', language: 'th', country: 'TH' });
    const on = await screen.findByRole('button', { name: 'เปิดการแจ้งเตือนในเบราว์เซอร์นี้' });
    await waitFor(() => expect((on as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(on);
    expect(await screen.findByText(/การแจ้งเตือนจาก Blush ถูกบล็อกในเบราว์เซอร์นี้/)).toBeTruthy();
    expect(browser.register).not.toHaveBeenCalled();
    expect(api.sent('POST /notification-subscription')).toHaveLength(0);
  });
});
