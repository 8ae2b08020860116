/**
 * The bag page's loader: the shopper's bag read through the API with the request's own cookies
 * (a guest's httpOnly `bag` cookie, a member's session), so the page is drawn with its lines and
 * summary from the first paint. Null when the API cannot answer it here, e.g. an expired access
 * token (401: only the browser can refresh it) or an API failure: the page then fetches the bag
 * after hydration as before.
 */
import { bagResponseSchema, samplesResponseSchema } from '@blush/shared/bag-contracts';
import { COOKIE } from '@blush/shared/locale';
import type { CountryCode } from '@blush/shared/markets';
import type { ServerApi } from '../../lib/api.server.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { sessionSubject } from '../../lib/session.ts';
import type { ServerBag } from './bag-server-data.ts';

export async function readShopperBag(api: ServerApi, request: Request, country: CountryCode): Promise<ServerBag | null> {
  const cookie = request.headers.get('cookie');
  const subject = sessionSubject(parseCookies(cookie)[COOKIE.jwtData] ?? null);
  const options = cookie ? { headers: { cookie } } : {};
  const samples = api.get('/cart/samples', { schema: samplesResponseSchema, ...options }).catch(() => null);
  try {
    const { bag } = await api.get('/cart', { schema: bagResponseSchema, ...options });
    return { bag, country, subject, samples: await samples };
  } catch {
    return null;
  }
}
