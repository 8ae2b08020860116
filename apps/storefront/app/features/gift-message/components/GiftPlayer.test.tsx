import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { GiftPlayer } from './GiftPlayer.tsx';

describe('GiftPlayer', () => {
  it('plays the video with its poster and captions, with the browser controls', () => {
    const { container } = renderWithApp(
      <GiftPlayer state={{ kind: 'gift', gift: { videoUrl: '/api/web/v1/gift-messages/t/video?v=1', videoType: 'video/webm', posterUrl: '/api/web/v1/gift-messages/t/poster?v=1', captionsUrl: '/api/web/v1/gift-messages/t/captions?v=1', expiresAt: '2027-02-20T00:00:00.000Z' } }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A video message for you' })).toBeTruthy();
    const video = screen.getByLabelText('Gift video message') as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/api/web/v1/gift-messages/t/poster?v=1');
    expect(container.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    const track = container.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('label'), track.hasAttribute('default')]).toEqual(['captions', 'en', 'Captions', true]);
    expect(screen.getByText('This link works until 20 February 2027.')).toBeTruthy();
  });

  it('says clearly that a link was withdrawn, in the page language', () => {
    renderWithApp(<GiftPlayer state={{ kind: 'revoked', message: 'ผู้ส่งได้ยกเลิกลิงก์ข้อความของขวัญนี้แล้ว' }} />, { language: 'th', country: 'TH' });
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อความของขวัญนี้ถูกยกเลิกแล้ว' })).toBeTruthy();
    expect(screen.getByText('ผู้ส่งได้ยกเลิกลิงก์ข้อความของขวัญนี้แล้ว')).toBeTruthy();
    expect(screen.queryByRole('video')).toBeNull();
  });
});
