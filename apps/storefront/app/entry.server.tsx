/**
 * Server rendering of every page (React Router's default, plus security headers): each response
 * gets a fresh nonce that React, React Router's inline scripts and the Content-Security-Policy
 * share, so only the scripts we wrote into the page run. Error pages (404, 500) are rendered here
 * too and carry the same headers. The policy itself lives in @blush/shared/security-headers.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { isProductionEnv, pageSecurityHeaders } from '@blush/shared/security-headers';
import { NonceContext } from './lib/nonce.ts';
import { reportServerRenderError } from './features/error-reporting/report.server.ts';
import { scriptsAfterPaintStream } from './lib/scripts-after-paint.server.ts';

export const streamTimeout = 5_000;

/**
 * A loader, action or render that failed on the server: logged as React Router would, and reported
 * to the error reporter (decision 0025). A request the browser gave up on is neither.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  console.error(error);
  reportServerRenderError(error, request, context as Readonly<RouterContextProvider> | undefined);
};

function setSecurityHeaders(headers: Headers, nonce: string): void {
  for (const [name, value] of Object.entries(pageSecurityHeaders({ nonce, production: isProductionEnv(process.env) }))) {
    // Vite's development server injects scripts of its own: there the policy only reports. (MODE,
    // not DEV: a build made with NODE_ENV=test is still a production build of the pages.)
    const header = import.meta.env.MODE === 'development' && name === 'Content-Security-Policy' ? 'Content-Security-Policy-Report-Only' : name;
    headers.set(header, value);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
): Response | Promise<Response> {
  const nonce = randomBytes(18).toString('base64');
  setSecurityHeaders(responseHeaders, nonce);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content, others get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout so the rejected boundaries still flush down.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Boundaries complete at render time stay in place in the HTML. By default React moves
        // those after the first 12.8 kB of a page to the end of the stream and reveals them by
        // script, in batches, after the first paint: the promo bar, the footer and the lazily
        // hydrated parts (lib/lazy-part.tsx) then appeared late and moved the page (issue 20, CLS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The page's scripts are fetched once its HTML has been painted (lib/scripts-after-paint.server.ts).
          const html = scriptsAfterPaintStream();
          body.on('error', (error) => html.destroy(error));
          const stream = createReadableStreamFromReadable(body.pipe(html));
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming inside the shell; shell errors are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
