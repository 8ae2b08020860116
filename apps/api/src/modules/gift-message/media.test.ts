import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWebVtt, mp4DurationMs, sniffImage, sniffVideo, webmDurationMs } from './media.ts';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const reader = (bytes: Buffer) => async (offset: number, length: number) => bytes.subarray(offset, offset + length);

/** `clip.mp4` with its mvhd duration set to `seconds` (a long video without a long file). */
export function mp4Lasting(seconds: number): Buffer {
  const bytes = Buffer.from(fixture('clip.mp4'));
  const at = bytes.indexOf('mvhd', 0, 'latin1') + 4;
  const timescale = bytes.readUInt32BE(at + 12);
  bytes.writeUInt32BE(seconds * timescale, at + 16);
  return bytes;
}

describe('gift video bytes', () => {
  it('tells MP4 and WebM by their bytes, and refuses images, text and HEIF stills', () => {
    expect(sniffVideo(fixture('clip.mp4'))).toBe('mp4');
    expect(sniffVideo(fixture('clip.webm'))).toBe('webm');
    expect(sniffVideo(fixture('live.webm'))).toBe('webm');
    expect(sniffVideo(fixture('poster.jpg'))).toBeNull();
    expect(sniffVideo(Buffer.from('<html>not a video.mp4</html>'))).toBeNull();
    const heic = Buffer.alloc(16);
    heic.write('ftypheic', 4, 'latin1');
    expect(sniffVideo(heic)).toBeNull();
    expect(sniffImage(fixture('poster.jpg'))).toBe('jpeg');
    expect(sniffImage(fixture('poster.png'))).toBe('png');
    expect(sniffImage(fixture('clip.mp4'))).toBeNull();
  });

  it('reads the length an MP4 states, with its moov before or after the media, and a WebM with a Duration', async () => {
    const clip = fixture('clip.mp4');
    expect(await mp4DurationMs(reader(clip), clip.length)).toBe(2000);
    const tail = fixture('tail-moov.mp4');
    expect(await mp4DurationMs(reader(tail), tail.length)).toBe(2000);
    const long = mp4Lasting(61);
    expect(await mp4DurationMs(reader(long), long.length)).toBe(61_000);
    expect(webmDurationMs(fixture('clip.webm'))).toBeGreaterThanOrEqual(1900);
    expect(webmDurationMs(fixture('clip.webm'))).toBeLessThanOrEqual(2100);
  });

  it('has no length for a live WebM (as MediaRecorder writes it) and none for a broken header', async () => {
    expect(webmDurationMs(fixture('live.webm'))).toBeNull();
    expect(webmDurationMs(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff]))).toBeNull();
    const junk = Buffer.from('....ftypisom but nothing else');
    expect(await mp4DurationMs(reader(junk), junk.length)).toBeNull();
  });

  it('accepts WebVTT cues and refuses text that is not WebVTT', () => {
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:02.500\nHappy birthday, Mei!\n')).toBe(true);
    expect(isWebVtt('\uFEFFWEBVTT - gift\r\n\r\nNOTE hello\r\n\r\n1\r\n00:00:00.000 --> 00:00:01.000 align:start\r\nHi\r\n')).toBe(true);
    expect(isWebVtt('Happy birthday')).toBe(false);
    expect(isWebVtt('WEBVTT\n\n00:02.000 --> 00:01.000\nbackwards')).toBe(false);
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\n')).toBe(false);
    expect(isWebVtt('WEBVTT\n')).toBe(false);
    expect(isWebVtt(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(10_001)}`)).toBe(false);
  });
});
