/**
 * How events become groups (decision 0025): the same error class, message and top in-app frame is
 * the same problem. The top in-app frame is the first frame the reporter marked `inProject`, else the
 * first one outside vendor code, else the first; its file is written without origin and query string.
 */
import { createHash } from 'node:crypto';
import type { StackFrame } from '@blush/shared/error-reporter-contracts';

const VENDOR_FILE = /node_modules|\/node:|^node:|^internal\//;

export function topInAppFrame(frames: readonly StackFrame[]): StackFrame | undefined {
  return frames.find((f) => f.inProject === true) ?? frames.find((f) => f.file && !VENDOR_FILE.test(f.file)) ?? frames[0];
}

/** `/assets/product-abc.js` of `https://shop.example/assets/product-abc.js?v=1`. */
export function framePath(file: string): string {
  try {
    const url = new URL(file);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.pathname;
  } catch {
    // not a URL: a path on the server
  }
  return file.split('?')[0]!;
}

/** "method at file:line", or "(no stack)". */
export function frameLocation(frame: StackFrame | undefined): string {
  if (!frame) return '(no stack)';
  const method = frame.method?.trim() || '(anonymous)';
  const file = frame.file ? framePath(frame.file) : '(unknown file)';
  return `${method} at ${file}${frame.lineNumber !== undefined ? `:${frame.lineNumber}` : ''}`;
}

export function groupFingerprint(errorClass: string, message: string, location: string): string {
  return createHash('sha256').update(`${errorClass}\n${message}\n${location}`).digest('hex');
}
