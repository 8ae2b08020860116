import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GiftMessageDto } from '@blush/shared/gift-message-contracts';
import { renderWithApp } from '../../../test/render.tsx';
import type { GiftApi } from '../gift-api.ts';
import { GiftMessageSection } from './GiftMessageSection.tsx';

const message = (overrides: Partial<GiftMessageDto> = {}): GiftMessageDto => ({
  orderId: 'order-1',
  isGift: false,
  orderLineId: null,
  lines: [
    { id: 11, name: 'Velvet Lip', detail: 'Ruby', quantity: 1 },
    { id: 12, name: 'Glow Serum', detail: null, quantity: 2 },
  ],
  canChange: true,
  video: null,
  posterUrl: null,
  captions: null,
  link: null,
  limits: { maxBytes: 52_428_800, maxSeconds: 60, partBytes: 1_048_576 },
  ...overrides,
});

const VIDEO = { type: 'video/webm', size: 1000, durationMs: 2000, url: '/api/web/v1/orders/order-1/gift-message/video?v=1', version: 1 };
const LINK = { url: 'https://shop.test/gift/abc', expiresAt: '2027-02-20T00:00:00.000Z', state: 'active' as const, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };

function fakeApi(first: GiftMessageDto) {
  return {
    get: vi.fn(async () => first),
    update: vi.fn(async (_id: string, body: { is_gift: boolean; order_line_id?: number | null }) => message({ ...first, isGift: body.is_gift, orderLineId: body.order_line_id ?? null })),
    createLink: vi.fn(async () => ({ ...first, link: LINK })),
    revokeLink: vi.fn(async () => ({ ...first, link: { ...LINK, state: 'revoked' as const, qrSvg: null } })),
    emailLink: vi.fn(async () => ({ queued: true })),
    setPoster: vi.fn(async () => ({ ...first, posterUrl: '/api/web/v1/orders/order-1/gift-message/poster?v=2' })),
  } as unknown as GiftApi & { update: ReturnType<typeof vi.fn>; revokeLink: ReturnType<typeof vi.fn>; emailLink: ReturnType<typeof vi.fn>; setPoster: ReturnType<typeof vi.fn> };
}

const renderSection = (api: GiftApi, language: 'en' | 'th' = 'en') =>
  renderWithApp(<GiftMessageSection orderId="order-1" api={api} />, { path: '/orders/order-1', language, country: language === 'th' ? 'TH' : 'SG' });

describe('GiftMessageSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the order, then one item, as a gift; the recorder and file upload appear', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    const api = fakeApi(message());
    renderSection(api);
    const toggle = await screen.findByRole('checkbox', { name: 'This order is a gift' });
    expect(screen.getByRole('heading', { level: 2, name: 'Gift message' })).toBeTruthy();
    expect(screen.queryByTestId('gift-recorder')).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('order-1', { is_gift: true, order_line_id: null }));
    const which = await screen.findByRole('combobox', { name: 'Which item is the gift?' });
    fireEvent.change(which, { target: { value: '12' } });
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith('order-1', { is_gift: true, order_line_id: 12 }));
    expect(screen.getByRole('button', { name: 'Record a video' })).toBeTruthy();
    expect(screen.getByLabelText('Or upload a video file').getAttribute('accept')).toBe('video/mp4,video/webm');
  });

  it('explains a camera the shopper blocked, in the page language, and keeps the file upload', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(denied)) } });
    renderSection(fakeApi(message({ isGift: true })), 'th');
    fireEvent.click(await screen.findByRole('button', { name: 'บันทึกวิดีโอ' }));
    expect((await screen.findByTestId('gift-camera-problem')).textContent).toContain('กล้องและไมโครโฟนถูกบล็อกสำหรับเว็บไซต์นี้');
    expect(screen.getByRole('button', { name: 'ลองใช้กล้องอีกครั้ง' })).toBeTruthy();
    expect(screen.getByLabelText('หรืออัปโหลดไฟล์วิดีโอ')).toBeTruthy();
  });

  it('offers only the file upload where the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderSection(fakeApi(message({ isGift: true })));
    expect((await screen.findByTestId('gift-recorder-unsupported')).textContent).toBe("This browser can't record video. Upload a video file instead.");
    expect(screen.getByLabelText('Or upload a video file')).toBeTruthy();
  });

  it('shows the video, the link with its QR code and the packing slip, and revokes the link', async () => {
    const api = fakeApi(message({ isGift: true, video: VIDEO, link: LINK }));
    renderSection(api);
    expect((await screen.findByLabelText('Your gift video')).getAttribute('src')).toBe(VIDEO.url);
    expect(screen.getByRole('img', { name: 'QR code of the gift message link' })).toBeTruthy();
    expect((screen.getByLabelText('Gift link') as HTMLInputElement).value).toBe(LINK.url);
    expect(screen.getByRole('link', { name: 'Print packing slip' }).getAttribute('href')).toBe('/orders/order-1/packing-slip');
    expect(screen.getByLabelText('Captions (optional)')).toBeTruthy();
    const cover = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Cover picture (optional)'), { target: { files: [cover] } });
    await waitFor(() => expect(api.setPoster).toHaveBeenCalledWith('order-1', cover));
    fireEvent.change(screen.getByLabelText("Recipient's name (optional)"), { target: { value: 'Ploy' } });
    fireEvent.change(screen.getByLabelText("Recipient's e-mail address"), { target: { value: 'ploy@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect((await screen.findByText("We're e-mailing the link to ploy@example.com.")).getAttribute('role')).toBe('status');
    expect(api.emailLink).toHaveBeenCalledWith('order-1', { email: 'ploy@example.com', name: 'Ploy' });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(api.revokeLink).toHaveBeenCalledWith('order-1'));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code of the gift message link' })).toBeNull();
  });

  it('once the order has shipped, shows the message without anything to change', async () => {
    renderSection(fakeApi(message({ isGift: true, canChange: false, video: VIDEO })));
    expect((await screen.findByTestId('gift-locked')).textContent).toBe('This order has shipped, so the gift message can no longer be changed.');
    expect((screen.getByRole('checkbox', { name: 'This order is a gift' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('gift-recorder')).toBeNull();
    expect(screen.queryByLabelText('Or upload a video file')).toBeNull();
  });
});
