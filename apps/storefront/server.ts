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
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { RouterContextProvider } from 'react-router';
import { fastifyReactRouter } from '@mcansh/remix-fastify';
import { type Api, INTERNAL_REQUEST_HEADER, buildApi } from '@blush/api/app';
import { NEW_BUILD } from '@blush/shared/new-build';
import type { Transport } from './app/lib/api-core.ts';
import { apiTransportContext } from './app/lib/api-transport.server.ts';

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

export interface StorefrontServer {
  app: FastifyInstance;
  /** Development only: the http server that runs Vite's middlewares before Fastify's routes. */
  httpServer?: http.Server;
}

export async function createServer(options: { dev?: boolean } = {}): Promise<StorefrontServer> {
  const app = await buildApi({ logger: true });
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

  await app.register(fastifyReactRouter, {
    ...(vite ? { devServer: vite } : {}),
    serverBuildPath: path.join(here, 'build/server/index.js'),
    clientBuildDirectory: path.join(here, 'build/client'),
    mode: options.dev ? 'development' : 'production',
    getLoadContext() {
      const context = new RouterContextProvider();
      context.set(apiTransportContext, transport);
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
