import { describe, expect, it } from 'vitest';
import { readCookie } from './jwt-data.ts';
import { isUnauthorized, signInHref } from './session.ts';

describe('session helpers', () => {
  it('links to sign-in with the page to come back to', () => {
    expect(signInHref('/products/glow?shade=2')).toBe('/sign_in?return_to=%2Fproducts%2Fglow%3Fshade%3D2');
    expect(signInHref('/')).toBe('/sign_in');
    expect(signInHref('/sign_in?return_to=%2Fx')).toBe('/sign_in');
    expect(signInHref('/users/password/forgot')).toBe('/sign_in');
  });

  it('reads the jwt-data cookie and recognises a 401', () => {
    expect(readCookie('jwt-data', 'locale=SG; jwt-data=eyJ.eyJ; lng_sg=en')).toBe('eyJ.eyJ');
    expect(readCookie('jwt-data', 'xjwt-data=1; jwt-data=')).toBeUndefined();
    expect(isUnauthorized({ status: 401 })).toBe(true);
    expect(isUnauthorized({ status: 500 })).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});
