/**
 * The bag page is drawn on the server: the loader reads the bag through the API with the shopper's
 * own cookies, and the server HTML holds its lines and summary, not a loading state.
 */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { RouterContextProvider, createRoutesStub, Outlet } from 'react-router';
import { UiNoticeProvider } from '../components/ui/UiNotice.tsx';
import type { Transport } from '../lib/api-core.ts';
import { apiTransportContext } from '../lib/api-transport.server.ts';
import { I18nProvider } from '../lib/i18n.ts';
import { localeContext } from '../lib/request-context.server.ts';
import { rootData } from '../test/render.tsx';
import { bagFixture, lineFixture, sgd, summaryFixture } from '../features/bag/test/fixtures.ts';
import CartPage, { headers, loader } from './cart.tsx';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const MEMBER_JWT = `${b64({ alg: 'ES256' })}.${b64({ sub: 'member-7' })}`;

const bag = bagFixture([lineFixture(1, { quantity: 2, subtotal: sgd(7200) })], { summary: summaryFixture({ subtotal: sgd(7200), total: sgd(7700) }) });

const samples = { max: 2, available: true, samples: [{ id: 11, name: 'Toner sample', brand: 'Blush Collection', imageUrl: null, fullyRedeemed: false, selected: false }] };

/** The API as the loader sees it: answers `GET /cart` (and its samples) with `status`, and records what it was sent. */
function api(status = 200) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const transport: Transport = async ({ url, headers }) => {
    calls.push({ url, headers });
    if (status !== 200) return { status, body: JSON.stringify({ error: { code: 'sign_in_required', message: 'Please sign in.' } }) };
    return { status, body: JSON.stringify(url.endsWith('/cart/samples') ? samples : { bag }) };
  };
  const context = new RouterContextProvider();
  context.set(localeContext, { country: 'SG', language: 'en', countrySource: 'cookie' });
  context.set(apiTransportContext, transport);
  return { calls, context };
}

async function load(cookie: string | null, status = 200) {
  const { calls, context } = api(status);
  const request = new Request('http://shop.test/cart', cookie ? { headers: { cookie } } : {});
  const data = await loader({ request, context, params: {}, url: new URL(request.url), unstable_pattern: '/cart' } as unknown as Parameters<typeof loader>[0]);
  return { calls, data };
}

/** The server's HTML of the bag page with this loader data (as the document request renders it). */
function serverHtml(data: Awaited<ReturnType<typeof loader>>): string {
  return renderToString(page(data));
}

/** The whole document as it has streamed once every lazy part is in (what the browser holds before hydrating). */
async function streamedHtml(data: Awaited<ReturnType<typeof loader>>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page(data));
  return text(prelude);
}

function page(data: Awaited<ReturnType<typeof loader>>) {
  const root = rootData();
  function Root() {
    return (
      <I18nProvider language="en" messages={root.messages}>
        <UiNoticeProvider>
          <Outlet />
        </UiNoticeProvider>
      </I18nProvider>
    );
  }
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Root, children: [{ id: 'cart', path: 'cart', Component: CartPage as never }] }]);
  return <Stub initialEntries={['/cart']} hydrationData={{ loaderData: { root, cart: data } }} />;
}

describe('/cart on the server', () => {
  it("reads the guest's bag with the request's cookies and draws its lines and summary, not a loading state", async () => {
    const { calls, data } = await load('bag=guest-token; blush_country=SG');
    // The bag and its free samples (the tab open under the lines), both with the shopper's cookies.
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/web/v1/cart', '/api/web/v1/cart/samples']);
    for (const call of calls) {
      expect(call.headers.cookie).toBe('bag=guest-token; blush_country=SG');
      expect(call.headers['X-Site-Country'] ?? call.headers['x-site-country']).toBe('SG');
    }
    expect(data.bag).toEqual({ bag, country: 'SG', subject: null, samples });

    const html = serverHtml(data);
    expect(html).not.toContain('data-testid="bag-loading"');
    expect(html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(html).toContain('Velvet Lip 1');
    expect(html).toContain('2 items');
    expect(html).toMatch(/data-testid="summary-total"[^>]*>.*\$77\.00/);
    // A guest: the note that signing in keeps the bag.
    expect(html).toContain('/sign_in?return_to=%2Fcart');
  });

  it("draws a member's bag as the member's (no guest note) from the session cookie", async () => {
    const { calls, data } = await load(`jwt-data=${MEMBER_JWT}; jwt-signature=sig`);
    expect(calls[0]!.headers.cookie).toBe(`jwt-data=${MEMBER_JWT}; jwt-signature=sig`);
    expect(data.bag?.subject).toBe('member-7');
    const html = serverHtml(data);
    expect(html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(html).not.toContain('/sign_in?return_to=%2Fcart');
  });

  it('streams the free samples tab filled in, so nothing is pushed down when the page comes alive', async () => {
    const { data } = await load('bag=guest-token');
    const html = await streamedHtml(data);
    expect(html).toContain('Choose up to 2 free samples');
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toContain('Toner sample');
  });

  it('leaves the bag to the browser when the API cannot answer it here (an expired session)', async () => {
    const { data } = await load(`jwt-data=${MEMBER_JWT}`, 401);
    expect(data.bag).toBeNull();
    expect(serverHtml(data)).toContain('data-testid="bag-loading"');
  });

  it('is private to the browser, which may keep it for back and forward but asks again on every visit', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'private, no-cache' });
  });
});
