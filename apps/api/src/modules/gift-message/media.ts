/**
 * What a file is, from its bytes (never its name or the type a client declares): MP4 by its `ftyp`
 * box, WebM by its EBML header; JPEG and PNG posters by their signatures; and a video's length
 * where its container states it (MP4 `mvhd`, WebM `Info/Duration`). Captions are WebVTT text.
 */

export type VideoFormat = 'mp4' | 'webm';
export type ImageFormat = 'jpeg' | 'png';

export const VIDEO_TYPES: Readonly<Record<VideoFormat, string>> = { mp4: 'video/mp4', webm: 'video/webm' };
export const IMAGE_TYPES: Readonly<Record<ImageFormat, string>> = { jpeg: 'image/jpeg', png: 'image/png' };

/** Still-image brands that also start with `ftyp` (HEIF, AVIF): not a video. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);

/** The video format of a file's first bytes (at least 12), or null. */
export function sniffVideo(head: Uint8Array): VideoFormat | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return IMAGE_BRANDS.has(bytes.toString('latin1', 8, 12)) ? null : 'mp4';
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  return null;
}

/** The image format of a file's first bytes, or null. */
export function sniffImage(head: Uint8Array): ImageFormat | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((value, i) => b[i] === value)) return 'png';
  return null;
}

/** Reads `length` bytes at `offset` of the file (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** The largest `moov` box read to find `mvhd` (it is the first child in practice). */
const MOOV_READ = 64 * 1024;

/**
 * An MP4's length in milliseconds from `moov/mvhd` (duration ÷ timescale), walking the top-level
 * boxes (the `moov` box may come before or after the media data), or null when there is none.
 */
export async function mp4DurationMs(readAt: ReadAt, size: number): Promise<number | null> {
  let offset = 0;
  for (let boxes = 0; offset + 8 <= size && boxes < 1000; boxes++) {
    const header = await readAt(offset, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize) return null;
    if (type === 'moov') {
      const moov = await readAt(offset + headerSize, Math.min(boxSize - headerSize, MOOV_READ));
      return mvhdDuration(moov);
    }
    offset += boxSize;
  }
  return null;
}

function mvhdDuration(moov: Buffer): number | null {
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = moov.readUInt32BE(at);
    if (moov.toString('latin1', at + 4, at + 8) === 'mvhd') {
      const body = at + 8;
      const version = moov[body];
      if (version === 1 && body + 32 <= moov.length) {
        const timescale = moov.readUInt32BE(body + 20);
        const duration = Number(moov.readBigUInt64BE(body + 24));
        return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
      }
      if (body + 20 <= moov.length) {
        const timescale = moov.readUInt32BE(body + 12);
        const duration = moov.readUInt32BE(body + 16);
        return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
      }
      return null;
    }
    if (size < 8) return null;
    at += size;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its value and length, or null. `marker` keeps the length bits (element ids). */
function vint(bytes: Buffer, at: number, marker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length || length > 8) return null;
  let value = marker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !marker && allOnes };
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/**
 * A WebM's length in milliseconds from `Segment/Info/Duration` (× TimecodeScale), read from the
 * file's first bytes, or null when the header does not state it — MediaRecorder writes WebM as a
 * live stream, without a duration (then the client's declared length and the size limit apply).
 */
export function webmDurationMs(head: Buffer): number | null {
  let at = 0;
  const element = (from: number) => {
    const id = vint(head, from, true);
    if (!id) return null;
    const size = vint(head, from + id.length, false);
    if (!size) return null;
    return { id: id.value, dataAt: from + id.length + size.length, size: size.unknown ? Infinity : size.value };
  };
  const top = element(at);
  if (!top || top.id !== EBML || !Number.isFinite(top.size)) return null;
  at = top.dataAt + top.size;
  const segment = element(at);
  if (!segment || segment.id !== SEGMENT) return null;
  at = segment.dataAt;
  while (at < head.length) {
    const child = element(at);
    if (!child || child.id === CLUSTER || !Number.isFinite(child.size)) return null;
    if (child.id === INFO) {
      let scale = 1_000_000;
      let duration: number | null = null;
      for (let inner = child.dataAt; inner < Math.min(child.dataAt + child.size, head.length); ) {
        const field = element(inner);
        if (!field || field.dataAt + field.size > head.length) break;
        if (field.id === TIMECODE_SCALE) scale = readUnsigned(head, field.dataAt, field.size);
        if (field.id === DURATION) {
          if (field.size === 4) duration = head.readFloatBE(field.dataAt);
          else if (field.size === 8) duration = head.readDoubleBE(field.dataAt);
        }
        inner = field.dataAt + field.size;
      }
      return duration === null || !Number.isFinite(duration) ? null : Math.round((duration * scale) / 1_000_000);
    }
    at = child.dataAt + child.size;
  }
  return null;
}

function readUnsigned(bytes: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

/** Most characters of a captions file. */
export const CAPTIONS_MAX_CHARS = 10_000;

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/**
 * True when `text` is WebVTT a browser's <track> reads: the `WEBVTT` signature line, then blocks
 * separated by blank lines, each cue with `start --> end` (end after start) and some text. Notes,
 * styles and regions are allowed; anything that looks like HTML beyond cue tags is not needed and
 * stays text (the browser renders cues as text).
 */
export function isWebVtt(text: string): boolean {
  if (text.length > CAPTIONS_MAX_CHARS) return false;
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return false;
  const blocks = lines.slice(1).join('\n').split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
  let cues = 0;
  for (const block of blocks) {
    const rows = block.split('\n');
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(rows[0]!)) continue;
    const timingRow = rows[0]!.includes('-->') ? 0 : 1;
    const timing = rows[timingRow];
    if (!timing) return false;
    const [start, rest] = timing.split('-->').map((part) => part.trim());
    const end = rest?.split(/\s+/)[0];
    const from = start ? seconds(start) : null;
    const to = end ? seconds(end) : null;
    if (from === null || to === null || to <= from) return false;
    if (rows.length <= timingRow + 1) return false;
    cues++;
  }
  return cues > 0;
}
