import type { LightMyRequestResponse } from 'fastify';
import type { Api } from '../../app.ts';
import { shopHeaders } from '../../test/api.ts';

/** A browser's cookie jar for `app.inject`: keeps what Set-Cookie sets and clears. */
export class CookieJar {
  readonly values = new Map<string, string>();
  take(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
    return response;
  }
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function registration(overrides: Record<string, unknown> = {}) {
  const email = `member-${Math.random().toString(36).slice(2, 10)}@example.com`;
  return {
    email,
    password: 'Secret#123',
    password_confirmation: 'Secret#123',
    first_name: 'Lin',
    last_name: 'Chua',
    mobile: { calling_code: '+65', number: '9123 4567' },
    date_of_birth: '1999-04-01',
    country: 'SG',
    language: 'en',
    consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: false },
    ...overrides,
  };
}

export async function call(
  api: Api,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; jar?: CookieJar; headers?: Record<string, string>; country?: string; language?: string; /** the client's IP address */ address?: string } = {},
): Promise<LightMyRequestResponse> {
  const response = await api.inject({
    method,
    url: `/api/web/v1${url}`,
    headers: {
      ...shopHeaders(options.country, options.language),
      ...(options.jar && options.jar.values.size ? { cookie: options.jar.header() } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
  options.jar?.take(response);
  return response;
}

export async function registerMember(api: Api, overrides: Record<string, unknown> = {}): Promise<{ jar: CookieJar; email: string; password: string; id: string }> {
  const jar = new CookieJar();
  const body = registration(overrides);
  const response = await call(api, 'POST', '/user', { body, jar });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { jar, email: body.email, password: body.password, id: response.json().user.id };
}
