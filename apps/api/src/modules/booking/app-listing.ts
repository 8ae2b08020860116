/**
 * The app-only prompt's QR code (product guide §6): where booking is app-exclusive, the activity
 * page shows the store badges and a QR code of the app listing for a phone to scan. Drawn with the
 * same library and settings as the payment and gift-link QR codes (error correction M, 4-module
 * quiet zone), once per address: the listing does not change while the process runs.
 */
import QRCode from 'qrcode';
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import type { AppListingDto } from '@blush/shared/booking-contracts';

const drawn = new Map<string, Promise<string>>();

/** The listing (APP_LISTING_URL, else the App Store listing) with its QR code as an SVG document. */
export async function appListing(url: string = APP_DOWNLOAD_LINKS.appStore): Promise<AppListingDto> {
  let svg = drawn.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });
    drawn.set(url, svg);
  }
  return { url, qrSvg: await svg };
}
