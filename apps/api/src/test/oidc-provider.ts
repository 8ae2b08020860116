// oidc-provider ships no types; the reference also brings them to the e2e program that imports this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for the social sign-in tests: the
 * API tests and the end-to-end global setup both start it from here. One confidential client
 * (client_secret_post, authorization code, PKCE required), its own RS256 signing key, and the
 * development interactions: a login form (any account id, any password) and a consent form.
 * ID tokens carry email, email_verified, given_name and family_name, as Google's do.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';

export interface TestOidcAccount {
  /** The login name typed at the provider's sign-in page, and the ID token's `sub`. */
  id: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** The demo member's Google account, and one that no member has. */
export const TEST_OIDC_ACCOUNTS: readonly TestOidcAccount[] = [
  { id: 'google-gold', email: 'gold@blush.example', givenName: 'Grace', familyName: 'Wong' },
  { id: 'google-stranger', email: 'stranger@example.com', givenName: 'Sam', familyName: 'Stranger' },
];

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Accounts by id; change or add them between sign-ins. An unknown id that looks like an e-mail signs
   * in as that (verified) address; `label#address` is another account (subject) with that address.
   */
  accounts: Map<string, TestOidcAccount>;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** The relying party's callback URLs (e.g. `${origin}/api/web/v1/auth/social/google/callback`). */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  accounts?: readonly TestOidcAccount[];
  /** Provider errors (failed token requests …) go here; default: ignored. */
  onError?: (error: unknown) => void;
}

export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'blush-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map((options.accounts ?? TEST_OIDC_ACCOUNTS).map((account) => [account.id, { ...account }]));

  // Listen first: the issuer names the port.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `test-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };

  const findAccount = (_ctx: unknown, id: string): Account | undefined => {
    // "replaced#care@…" is another account (another subject) with the same address as "care@…".
    const account = accounts.get(id) ?? (id.includes('@') ? { id, email: id.slice(id.lastIndexOf('#') + 1) } : undefined);
    if (!account) return undefined;
    return {
      accountId: account.id,
      claims: () => ({
        sub: account.id,
        email: account.email,
        email_verified: account.emailVerified ?? true,
        ...(account.givenName ? { given_name: account.givenName } : {}),
        ...(account.familyName ? { family_name: account.familyName } : {}),
      }),
    };
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Put the scope's claims into the ID token, as Google does (not only into userinfo).
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
  });
  if (options.onError) for (const event of ['server_error', 'grant.error', 'authorization.error']) provider.on(event, (_ctx, error) => options.onError?.(error));
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `name=value` pairs of the Set-Cookie headers, for a jar that ignores paths (the provider's cookie names differ). */
function takeCookies(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', v = ''] = a.trim().split('=');
      return (key.toLowerCase() === 'max-age' && Number(v) <= 0) || (key.toLowerCase() === 'expires' && Date.parse(v) <= Date.now());
    });
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const unescapeHtml = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&#x2F;', '/').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

/**
 * A browser at the provider, over plain HTTP: from the authorization URL through the login form
 * (as `accountId`, any password) and the consent form — or, with `cancel`, the "Cancel" link —
 * to where the provider finally sends the browser: the relying party's callback URL.
 */
export async function signInAtProvider(authorizationUrl: string | URL, accountId: string, options: { cancel?: boolean } = {}): Promise<URL> {
  const start = new URL(authorizationUrl);
  const jar = new Map<string, string>();
  let request: { url: URL; method: 'GET' | 'POST'; body?: URLSearchParams } = { url: start, method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: { ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...(request.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(request.body ? { body: request.body } : {}),
    });
    takeCookies(jar, response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.origin !== start.origin) return next;
      request = { url: next, method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status} at ${request.url.pathname}: ${html.slice(0, 500)}`);
    if (options.cancel) {
      const abort = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html)?.[1];
      if (!abort) throw new Error(`no cancel link at ${request.url.pathname}`);
      request = { url: new URL(unescapeHtml(abort), request.url), method: 'GET' };
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${request.url.pathname}: ${html.slice(0, 500)}`);
    const body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', accountId);
      body.set('password', 'any-password');
    }
    request = { url: new URL(unescapeHtml(action), request.url), method: 'POST', body };
  }
  throw new Error('the provider kept redirecting');
}
