/**
 * The one process that serves the shop: the commerce API (`buildApi`) and, on the same Fastify
 * instance, the React Router request handler. Route loaders reach the API in process through
 * `app.inject` (handed over in the load context), or over HTTP when `API_URL` is set.
 *
 *   node apps/storefront/server.ts          production: serves build/ (run `npm run build` first)
 *   node apps/storefront/server.ts --dev    development: Vite in middleware mode, hot reload
 *
 * Settings: PORT (3000), HOST (0.0.0.0), API_URL, plus the API's own (DATABASE_URL, DATA_DIR …).
 */
import './server-env.ts';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { RouterContextProvider } from 'react-router';
import { fastifyReactRouter } from '@mcansh/remix-fastify';
import { type Api, INTERNAL_REQUEST_HEADER, buildApi } from '@blush/api/app';
import { NEW_BUILD } from '@blush/shared/new-build';
import { isProductionEnv } from '@blush/shared/security-headers';
import { registerAdminApp } from './admin-static.server.ts';
import type { Transport } from './app/lib/api-core.ts';
import { apiTransportContext } from './app/lib/api-transport.server.ts';
import { createPageCache } from './app/lib/page-cache.server.ts';
import { pageRenderContext } from './app/lib/page-render.server.ts';
import { changeFeedContext } from './app/lib/per-change.server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');

/** `app.inject` as the loaders' transport: no socket, same process, same instance. */
export function injectTransport(app: Api): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'identity', [INTERNAL_REQUEST_HEADER]: app.internalRequestToken },
      ...(body !== undefined ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * Pages are compressed per response (each has its own nonce): brotli quality 3, which on a product
 * page (145 KB) took about two thirds of quality 4's time (the default) for 4 % more bytes (27.3 KB
 * against 26.2 KB); quality 5 took half as long again as 4. A page the cache holds (a string) is
 * compressed in one call: brotli over a stream of 16 KB chunks took two to three times as long for
 * the same page. Rendered pages still stream. The API's JSON keeps the default.
 */
const PAGE_COMPRESSION = {
  encodings: ['br', 'gzip', 'deflate'] as Array<'br' | 'gzip' | 'deflate'>,
  threshold: 1024,
  syncThreshold: 4 * 1024 * 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
};

export interface StorefrontServer {
  app: FastifyInstance;
  /** Development only: the http server that runs Vite's middlewares before Fastify's routes. */
  httpServer?: http.Server;
}

export async function createServer(options: { dev?: boolean } = {}): Promise<StorefrontServer> {
  // Logging at LOG_LEVEL (info unless set), as the API on its own.
  const app = await buildApi();
  const transport = injectTransport(app);

  let vite: ViteDevServer | undefined;
  let httpServer: http.Server | undefined;
  if (options.dev) {
    const { createServer: createViteServer } = await import('vite');
    httpServer = http.createServer();
    vite = await createViteServer({
      root: here,
      configFile: path.join(here, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: 'custom',
    });
    const devServer = vite;
    // Vite answers its own module and HMR requests; everything else goes to Fastify's router.
    httpServer.on('request', (request, response) => {
      devServer.middlewares(request, response, () => app.routing(request, response));
    });
    app.addHook('onClose', async () => devServer.close());
  }

  // Open pages poll the latest-build file to learn of a new build (product guide §7): never cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?', 1)[0] === NEW_BUILD.latestPath) reply.header('cache-control', NEW_BUILD.latestCacheControl);
    return payload;
  });

  // Anonymous catalogue pages from memory, once per change of their data (page-cache.server.ts);
  // not in development (hot reload), nor with PAGE_CACHE=off (to measure rendering itself).
  const pageCache = !options.dev && process.env.PAGE_CACHE !== 'off' ? createPageCache({ changes: app.changes }) : undefined;
  if (pageCache) app.addHook('onSend', pageCache.afterWrite);

  // The back office's single-page app under /admin (its own build; decision 0029).
  registerAdminApp(app, { buildDir: path.join(here, '../admin/build'), production: isProductionEnv(process.env) });

  await app.register(fastifyReactRouter, {
    ...(vite ? { devServer: vite } : {}),
    routeOptions: { compress: PAGE_COMPRESSION, ...(pageCache ? { preHandler: pageCache.preHandler, onSend: pageCache.onSend } : {}) },
    serverBuildPath: path.join(here, 'build/server/index.js'),
    clientBuildDirectory: path.join(here, 'build/client'),
    mode: options.dev ? 'development' : 'production',
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(apiTransportContext, transport);
      context.set(pageRenderContext, pageCache ? pageCache.renderFor(request) : { cacheable: false, fresh: [] });
      context.set(changeFeedContext, app.changes);
      return context;
    },
  });
  await app.ready();
  return httpServer ? { app, httpServer } : { app };
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { app, httpServer } = await createServer({ dev });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  if (httpServer) {
    await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
    app.log.info(`development server listening at http://localhost:${port}`);
  } else {
    await app.listen({ port, host });
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      httpServer?.close();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
