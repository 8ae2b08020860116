import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, parseReturnTo, withReturnTo } from './return-to.ts';

describe('return_to', () => {
  it('accepts same-origin paths with their query', () => {
    expect(parseReturnTo('/products/glow?shade=2')).toBe('/products/glow?shade=2');
    expect(parseReturnTo('/account/orders')).toBe('/account/orders');
  });

  it('refuses other origins, schemes, protocol-relative and odd paths', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'account', '/x\r\nSet-Cookie: a=b', '']) {
      expect(parseReturnTo(bad), bad).toBeNull();
    }
  });

  it('never returns to the auth pages themselves', () => {
    expect(parseReturnTo('/sign_in?return_to=%2Fx')).toBeNull();
    expect(parseReturnTo('/sign_up')).toBeNull();
    expect(parseReturnTo('/users/password/reset?token=x')).toBeNull();
    expect(parseReturnTo('/sign_information')).toBe('/sign_information');
  });

  it('defaults to the account and keeps the return path in links', () => {
    expect(destinationAfterSignIn(null)).toBe('/account');
    expect(withReturnTo('/sign_up', '/cart?x=1')).toBe('/sign_up?return_to=%2Fcart%3Fx%3D1');
    expect(withReturnTo('/sign_up', null, { email: 'a@b.c', link_token: undefined })).toBe('/sign_up?email=a%40b.c');
  });
});
