/**
 * End-to-end global setup: build the storefront (and the back office, apps/admin) if `build/` is missing or older than its sources,
 * start `node apps/storefront/server.ts` on a free port with a fresh embedded database, wait for
 * `/readyz`, hand the base URL to the tests (`inject('baseUrl')`), and stop it afterwards.
 * Before the server, a local OpenID Connect provider starts for social sign-in (its issuer is
 * `inject('oidcIssuer')`; accounts in apps/api/src/test/oidc-provider.ts).
 * With E2E_BASE_URL set, the tests run against that server instead and nothing is started.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { type TestOidcProvider, startOidcProvider } from '../../apps/api/src/test/oidc-provider.ts';
import { freePort } from '../../apps/api/src/test/child-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's PREVIEW_TOKEN (content previews); empty when unknown (E2E_BASE_URL without E2E_PREVIEW_TOKEN). */
    previewToken: string;
    /** Issuer of the local OpenID Connect provider the server signs in with Google through; empty with E2E_BASE_URL. */
    oidcIssuer: string;
  }
}

/** Content previews need X-Preview-Mode to match PREVIEW_TOKEN (the server runs in production mode). */
const E2E_PREVIEW_TOKEN = 'e2e-preview-token';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const storefront = path.join(root, 'apps/storefront');
const builtServer = path.join(storefront, 'build/server/index.js');
const admin = path.join(root, 'apps/admin');
const builtAdmin = path.join(admin, 'build/index.html');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtServer) || !existsSync(path.join(storefront, 'build/client'))) return true;
  const built = statSync(builtServer).mtimeMs;
  const sources = [
    path.join(storefront, 'app'),
    path.join(storefront, 'public'),
    path.join(storefront, 'vite.config.ts'),
    path.join(storefront, 'react-router.config.ts'),
    path.join(root, 'packages/shared/src'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** The back office's build (apps/admin, served at /admin): missing or older than its sources. */
function adminBuildIsStale(): boolean {
  if (!existsSync(builtAdmin)) return true;
  const built = statSync(builtAdmin).mtimeMs;
  const sources = [path.join(admin, 'src'), path.join(admin, 'messages'), path.join(admin, 'index.html'), path.join(admin, 'vite.config.ts'), path.join(root, 'packages/shared/src')];
  return sources.some((source) => newestMtime(source) > built);
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The storefront server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The storefront server was not ready after ${timeoutMs} ms (${lastError})`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('previewToken', process.env.E2E_PREVIEW_TOKEN ?? '');
    project.provide('oidcIssuer', '');
    return async () => undefined;
  }

  if (buildIsStale()) {
    // A production build, as `npm start` makes: Vitest runs with NODE_ENV=test, and Vite builds
    // with NODE_ENV=test as a development bundle (import.meta.env.DEV, React's development build).
    execFileSync('npm', ['run', 'build', '-w', '@blush/storefront'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  if (adminBuildIsStale()) {
    execFileSync('npm', ['run', 'build', '-w', '@blush/admin'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // "Continue with Google" and the back office's "Sign in with Blush account" (single sign-on) go to this provider.
  const oidc: TestOidcProvider = await startOidcProvider({
    redirectUris: [`${baseUrl}/api/web/v1/auth/social/google/callback`, `${baseUrl}/api/admin/v1/sessions/oidc/callback`],
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blush-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'pglite'),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // Every journey's browser counts page views (its contexts start with consent given), all from one address.
    ANALYTICS_COLLECTOR_RATE_LIMIT: '100000',
    // Sandbox users and the mailbox (reset and unlock links) are served outside production.
    APP_ENV: 'test',
    PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    STAFF_OIDC_ISSUER: oidc.issuer,
    STAFF_OIDC_CLIENT_ID: oidc.clientId,
    STAFF_OIDC_CLIENT_SECRET: oidc.clientSecret,
    STAFF_OIDC_EMAIL_DOMAIN: 'staff.blush.example',
  };
  delete env.DATABASE_URL;
  delete env.API_URL;
  const child = spawn(process.execPath, [path.join(storefront, 'server.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForReady(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    await oidc.close();
    throw new Error(`${(error as Error).message}; server log: ${logFile}`, { cause: error });
  }
  project.provide('baseUrl', baseUrl);
  project.provide('previewToken', E2E_PREVIEW_TOKEN);
  project.provide('oidcIssuer', oidc.issuer);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await oidc.close();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
