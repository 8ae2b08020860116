import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { payNow, promptPayBillPayment, qris } from '../../adapters/payments/emvco.ts';
import { decode, rasterise, svgModules } from '../../test/qr-decode.ts';
import { qrPng, qrPngDataUrl, qrSvg } from './qr-image.ts';
import { PAYNOW, PROMPTPAY_BILL, QRIS } from './test-inputs.ts';

// One payload per country, as the shop builds them (fictional merchants).
const PAYLOADS = { SG: payNow(PAYNOW), TH: promptPayBillPayment(PROMPTPAY_BILL), ID: qris(QRIS) };

function decodePng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return decode({ data: new Uint8ClampedArray(image.data), width: image.width, height: image.height });
}

/** Error correction level from the format information next to the top-left finder (ISO/IEC 18004 §7.9). */
function errorCorrectionLevel(symbol: boolean[][]): string {
  const n = symbol.length;
  const rows = [0, 1, 2, 3, 4, 5, 7, 8, n - 7, n - 6, n - 5, n - 4, n - 3, n - 2, n - 1]; // bits 0..14, column 8
  const bits = rows.reduce((acc, row, i) => acc | (Number(symbol[row]![8]) << i), 0) ^ 0x5412;
  return (['M', 'L', 'H', 'Q'] as const)[(bits >> 13) & 0b11]!;
}

describe('qrSvg', () => {
  it.each(Object.entries(PAYLOADS))('renders a scannable %s payment QR: the SVG decodes back to the payload', async (_country, payload) => {
    const svg = await qrSvg(payload);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const { size, dark } = svgModules(svg);

    // Quiet zone: 4 light modules on every side.
    const margin = 4;
    for (let i = 0; i < size; i += 1) {
      for (let q = 0; q < margin; q += 1) {
        expect([dark[q]![i], dark[size - 1 - q]![i], dark[i]![q], dark[i]![size - 1 - q]]).toEqual([false, false, false, false]);
      }
    }
    // The symbol itself starts right after the quiet zone (top-left finder pattern corner).
    expect(dark[margin]![margin]).toBe(true);
    const symbol = dark.slice(margin, size - margin).map((row) => row.slice(margin, size - margin));
    expect((symbol.length - 17) % 4, 'a QR symbol is 17 + 4·version modules wide').toBe(0);
    expect(errorCorrectionLevel(symbol)).toBe('M');

    expect(decode(rasterise(dark, 6))).toBe(payload);
  });

  it('refuses text that is not an EMVCo payload with a valid CRC', async () => {
    await expect(qrSvg('hello')).rejects.toThrow(/valid CRC/);
    await expect(qrSvg(PAYLOADS.SG.replace('12.50', '99.50'))).rejects.toThrow(/valid CRC/);
  });
});

describe('PNG renderings', () => {
  it.each(Object.entries(PAYLOADS))('the %s PNG decodes back to the payload', async (_country, payload) => {
    const png = await qrPng(payload);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(decodePng(png)).toBe(payload);
  });

  it('the data URL carries the same scannable PNG', async () => {
    const url = await qrPngDataUrl(PAYLOADS.TH);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(decodePng(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'))).toBe(PAYLOADS.TH);
  });
});
