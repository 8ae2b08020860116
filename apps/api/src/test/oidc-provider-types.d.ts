/**
 * The little of `oidc-provider` (v9, no bundled types) the test provider uses. Replace with
 * `@types/oidc-provider` if it is ever added as a dev dependency.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string, token?: unknown) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[]; [key: string]: unknown };
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    jwks?: { keys: Array<Record<string, unknown>> };
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean; methods?: string[] };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's request handler, for `http.createServer`. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
