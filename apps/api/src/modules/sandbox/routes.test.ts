import { expect, it } from 'vitest';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';

describeApi('sandbox outside production', (ctx) => {
  it('says it is served (the storefront’s sandbox pages ask this before they render)', async () => {
    const answer = await call(ctx().api, 'GET', '/sandbox');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ sandbox: true });
  });

  it('replaces a sandbox user’s tier, staff flag and lock at once, the ones left out back to their defaults', async () => {
    const user = (await call(ctx().api, 'POST', '/sandbox/users', { body: { tier: 'gold', is_employee: true, country: 'ID' } })).json();
    expect(user).toMatchObject({ tier: 'gold', is_employee: true, locked: false, country: 'ID', language: 'id' });

    const replaced = await call(ctx().api, 'PUT', `/sandbox/users/${user.id}`, { body: { tier: 'black', locked: true } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: user.id, tier: 'black', is_employee: false, locked: true });
    expect((await call(ctx().api, 'GET', `/sandbox/users/${user.id}`)).json()).toMatchObject({ tier: 'black', is_employee: false, locked: true });

    expect((await call(ctx().api, 'PUT', `/sandbox/users/${user.id}`, { body: {} })).json()).toMatchObject({ tier: 'pink', is_employee: false, locked: false });
    expect((await call(ctx().api, 'PUT', `/sandbox/users/${user.id}`, { body: { tier: 'platinum' } })).statusCode).toBe(400);
    expect((await call(ctx().api, 'PUT', '/sandbox/users/7d0f0f7e-0000-4000-8000-000000000000', { body: {} })).statusCode).toBe(404);
  });
});

describeApi(
  'sandbox in production',
  (ctx) => {
    it('is not served at all: the status the sandbox pages ask for and every verb of sandbox/users answer 404', async () => {
      const id = '7d0f0f7e-0000-4000-8000-000000000000';
      const answers = await Promise.all([
        call(ctx().api, 'GET', '/sandbox'),
        call(ctx().api, 'GET', '/sandbox/users'),
        call(ctx().api, 'POST', '/sandbox/users', { body: {} }),
        call(ctx().api, 'GET', `/sandbox/users/${id}`),
        call(ctx().api, 'PATCH', `/sandbox/users/${id}`, { body: { tier: 'gold' } }),
        call(ctx().api, 'PUT', `/sandbox/users/${id}`, { body: {} }),
        call(ctx().api, 'DELETE', `/sandbox/users/${id}`),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect(answers[0]!.json().error.code).toBe('resource_not_found');
    });
  },
  { products: 20, env: { APP_ENV: 'production' } },
);
