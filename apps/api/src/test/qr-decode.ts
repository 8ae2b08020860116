/**
 * Reading a QR code's SVG back, for tests: the SVG that `qrcode` draws (payment, gift-link and
 * app-listing QR codes) is laid out module by module as a browser would draw it, rasterised and
 * decoded with jsQR, so what a test decodes is the SVG itself.
 */
import jsQR from 'jsqr';
import { expect } from 'vitest';

export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Draw the SVG that qrSvg returns, the way a browser would: the viewBox is the symbol plus its
 * quiet zone in modules, and the dark path is horizontal 1-module strokes ("M x y", "m dx 0",
 * "h n" commands). Any other drawing command fails the test, so what is decoded is the SVG itself.
 */
export function svgModules(svg: string): { size: number; dark: boolean[][] } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  expect(viewBox, 'SVG has a viewBox').not.toBeNull();
  const size = Number(viewBox![1]);
  expect(Number(viewBox![2])).toBe(size);
  const strokes = [...svg.matchAll(/<path ([^>]*)\/>/g)].find(([, attributes]) => attributes!.includes('stroke='));
  expect(strokes, 'SVG has a stroked path of dark modules').toBeDefined();
  const d = /d="([^"]*)"/.exec(strokes![1]!)![1]!;
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const match of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const [command, a, b] = [match[1]!, Number(match[2]), Number(match[3] ?? 0)];
    if (command === 'M') [x, y] = [a, b];
    else if (command === 'm') [x, y] = [x + a, y + b];
    else {
      for (let col = x; col < x + a; col += 1) dark[Math.floor(y)]![col] = true;
      x += a;
    }
  }
  expect(d.replace(/[Mmh]-?[\d.]+(?: -?[\d.]+)?/g, ''), 'only M, m and h commands').toBe('');
  return { size, dark };
}

export function rasterise(dark: boolean[][], scale: number): Raster {
  const width = dark.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  dark.forEach((row, r) =>
    row.forEach((isDark, c) => {
      if (!isDark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((r * scale + dy) * width + c * scale + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
      }
    }),
  );
  return { data, width, height: width };
}

export function decode(raster: Raster): string | undefined {
  return jsQR(raster.data, raster.width, raster.height, { inversionAttempts: 'dontInvert' })?.data;
}

/** The text a QR code's SVG holds (undefined when it does not scan). */
export const decodeQrSvg = (svg: string): string | undefined => decode(rasterise(svgModules(svg).dark, 6));
