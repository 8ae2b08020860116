/**
 * The booking-provider setting end to end through the API (decision 0026): with an external
 * provider (a small provider server started here, over real HTTP) the booking button's handoff
 * answers the provider's page for the shopper's language with the shop's result pages as the way
 * back, and the shop's own booking call refuses; where booking is app-exclusive the activity comes
 * with the app listing and a QR code that scans to it.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../../test/api.ts';
import { decodeQrSvg } from '../../test/qr-decode.ts';
import { call } from '../auth/test-helpers.ts';

const asked: Record<string, string>[] = [];
let failing = false;
const provider: Server = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  if (request.url !== '/v1/booking-sessions' || request.headers.authorization !== 'Bearer booxi-test-key') {
    response.writeHead(401).end();
    return;
  }
  const asking = JSON.parse(body) as Record<string, string>;
  asked.push(asking);
  if (failing) {
    response.writeHead(500).end();
    return;
  }
  response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ url: `https://book.provider.example/${asking.service}?lang=${asking.language}` }));
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const LISTING = 'https://blush.example/get-the-app?from=booking';

describeApi(
  'bookings with an external provider',
  (ctx) => {
    const api = () => ctx().api;

    it('marks the activities as booked with the provider, and hands the shopper over in their language', async () => {
      const detail = (await call(api(), 'GET', '/booking-service/activities/th-signature-facial', { country: 'TH', language: 'th' })).json();
      expect(detail.activity).toMatchObject({ bookableOnWeb: true, bookingProvider: 'external' });
      expect(detail.appListing).toBeUndefined();

      asked.length = 0;
      const handed = await call(api(), 'POST', '/booking-service/handoff', { country: 'TH', language: 'th', body: { activity: 'th-signature-facial', store: detail.activity.stores[0].id } });
      expect(handed.statusCode, handed.body).toBe(200);
      expect(handed.json()).toEqual({ url: 'https://book.provider.example/th-signature-facial?lang=th' });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ service: 'th-signature-facial', location: detail.activity.stores[0].id, country: 'TH', language: 'th' });
      expect(asked[0]!.success_url).toMatch(/^https?:\/\/[^/]+\/happening\/services\/booxi\/success\?language=th$/);
      expect(asked[0]!.cancel_url).toMatch(/^https?:\/\/[^/]+\/happening\/services\/booxi\/cancel\?language=th$/);
    });

    it('refuses the shop’s own booking call, a store that does not hold the activity, and says so when the provider fails', async () => {
      const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
      const body = { activity: 'sg-brow-shaping', store: 'sg-ion-orchard', starts_at: startsAt, full_name: 'A Shopper', email: 'ext@example.com', calling_code: '+65', phone: '91234567' };
      const refused = await call(api(), 'POST', '/reservation-service/create', { body, language: 'en' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'booking_external', message: "Bookings here are made with our booking partner. Use the booking button on the service's page." });

      asked.length = 0;
      expect((await call(api(), 'POST', '/booking-service/handoff', { body: { activity: 'sg-brow-shaping', store: 'th-siam-paragon' } })).statusCode).toBe(404);
      expect(asked).toHaveLength(0);

      failing = true;
      try {
        const failed = await call(api(), 'POST', '/booking-service/handoff', { language: 'en', body: { activity: 'sg-brow-shaping', store: 'sg-ion-orchard' } });
        expect(failed.statusCode).toBe(503);
        expect(failed.json().error.code).toBe('service_unavailable');
      } finally {
        failing = false;
      }
    });

    it('where booking is app-exclusive, gives the app listing with a QR code that scans to it, and no handoff', async () => {
      const detail = (await call(api(), 'GET', '/booking-service/activities/au-signature-facial', { country: 'AU' })).json();
      expect(detail.activity.bookableOnWeb).toBe(false);
      expect(detail.appListing.url).toBe(LISTING);
      expect(detail.appListing.qrSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(decodeQrSvg(detail.appListing.qrSvg)).toBe(LISTING);
      const handed = await call(api(), 'POST', '/booking-service/handoff', { country: 'AU', body: { activity: 'au-signature-facial', store: detail.activity.stores[0].id } });
      expect(handed.statusCode).toBe(403);
      expect(handed.json().error.code).toBe('booking_app_only');
    });
  },
  { env: { BOOKING_PROVIDER: 'booxi', BOOKING_PROVIDER_URL: providerUrl, BOOKING_PROVIDER_API_KEY: 'booxi-test-key', APP_LISTING_URL: LISTING } },
);
