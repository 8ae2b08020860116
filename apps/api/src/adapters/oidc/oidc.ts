/**
 * OpenID Connect relying party (Google by default) on openid-client: discovery of the issuer, the
 * authorization-code flow with PKCE (S256), state and nonce, and verification of ID tokens an app
 * obtained itself (against the issuer's JWKS). Discovery happens on first use and is kept; a failed
 * discovery is tried again on the next use.
 */
import * as client from 'openid-client';
import { type JWTPayload, createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** Allow a plain http issuer (tests, local providers); never in production. */
  allowInsecureRequests: boolean;
}

/** What sign-in needs from an ID token. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Kept by the caller (a short-lived cookie) between the redirect to the provider and its callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OidcClient {
  readonly issuer: string;
  /** Where to send the browser, and the checks its callback must pass. */
  authorizationRequest(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }>;
  /** Validate the callback (state, issuer, errors), exchange its code (PKCE) and read the ID token (nonce). */
  exchangeCode(query: URLSearchParams, checks: OidcChecks): Promise<OidcIdentity>;
  /** Verify an ID token obtained by an app: signature (issuer JWKS), issuer, audience = our client id, expiry. */
  verifyIdToken(idToken: string): Promise<OidcIdentity>;
}

/** An ID token that is not good: bad signature, another issuer or audience, expired, no subject. */
export class InvalidIdTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidIdTokenError';
  }
}

const SCOPE = 'openid email profile';
/** Google issues ID tokens with either form of its issuer (its documentation says so). */
const ISSUER_ALIASES: Readonly<Record<string, string[]>> = { 'https://accounts.google.com': ['accounts.google.com'] };
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function identityOf(claims: JWTPayload | client.IDToken | undefined): OidcIdentity {
  const subject = text(claims?.sub);
  if (!claims || !subject) throw new InvalidIdTokenError('the ID token has no subject');
  const verified = claims['email_verified'];
  return {
    subject,
    email: text(claims['email'])?.toLowerCase() ?? null,
    emailVerified: verified === true || verified === 'true',
    givenName: text(claims['given_name']),
    familyName: text(claims['family_name']),
  };
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  const issuerUrl = new URL(settings.issuer);
  if (issuerUrl.protocol !== 'https:' && !settings.allowInsecureRequests) {
    throw new Error(`OIDC_ISSUER must use https (got ${settings.issuer})`);
  }
  const insecure = issuerUrl.protocol === 'http:' && settings.allowInsecureRequests;
  let configuration: Promise<client.Configuration> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  const config = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(issuerUrl, settings.clientId, settings.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    issuer: settings.issuer,

    async authorizationRequest(redirectUri) {
      const cfg = await config();
      const checks: OidcChecks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), redirectUri };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    async exchangeCode(query, checks) {
      const cfg = await config();
      const current = new URL(checks.redirectUri);
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      return identityOf(tokens.claims());
    },

    async verifyIdToken(idToken) {
      const cfg = await config();
      const metadata = cfg.serverMetadata();
      if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: [metadata.issuer, ...(ISSUER_ALIASES[metadata.issuer] ?? [])],
          audience: settings.clientId,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        }));
      } catch (error) {
        // The JWKS could not be fetched or read (timeout, not 200, not JSON): not the token's fault.
        if (!(error instanceof joseErrors.JOSEError) || error instanceof joseErrors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC') throw error;
        throw new InvalidIdTokenError(error.message, { cause: error });
      }
      // Several audiences: the token must have been issued to us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload['azp'] !== settings.clientId) throw new InvalidIdTokenError('the ID token was issued to another client');
      return identityOf(payload);
    },
  };
}
