/**
 * The payment page's QR image of an EMVCo payload (see emvco.ts): SVG for the page, PNG for
 * places that need a bitmap (an email, a data URL). Error correction level M and the standard
 * 4-module quiet zone, as banking apps expect.
 */
import QRCode, { type QRCodeRenderersOptions } from 'qrcode';
import { verifyCrc } from '../../adapters/payments/emvco.ts';

/** Error correction M (about 15% of the symbol recoverable), quiet zone of 4 modules. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const satisfies QRCodeRenderersOptions;

/** Pixels per module of the PNG renderings: a 57-module symbol plus quiet zone comes out at 520 px. */
const PNG_SCALE = 8;

function checked(payload: string): string {
  if (typeof payload !== 'string' || !verifyCrc(payload)) throw new Error('QR image: not an EMVCo payload with a valid CRC');
  return payload;
}

/** SVG document of the payload's QR code (scales with its viewBox; size it with CSS). */
export async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(checked(payload), { ...QR_OPTIONS, type: 'svg' });
}

/** PNG bytes of the payload's QR code. */
export async function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(checked(payload), { ...QR_OPTIONS, type: 'png', scale: PNG_SCALE });
}

/** The PNG as a `data:image/png;base64,…` URL. */
export async function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(checked(payload), { ...QR_OPTIONS, type: 'image/png', scale: PNG_SCALE });
}
