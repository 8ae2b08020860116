import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RETARGETING_ACCOUNT_IDS, ageOn, normaliseEmail, normaliseMobile, parseContainerId, siteRecord } from './analytics.ts';

describe('tag-manager container id (product guide §5)', () => {
  it('accepts GTM- and G- ids of upper-case letters and digits; unset or empty is no tag manager', () => {
    expect(parseContainerId('GTM-ABC123')).toBe('GTM-ABC123');
    expect(parseContainerId('G-7XK2P9QZ1L')).toBe('G-7XK2P9QZ1L');
    expect(parseContainerId(undefined)).toBeNull();
    expect(parseContainerId('')).toBeNull();
  });

  it.each(['gtm-ABC123', 'GTM-abc123', 'GTM-', 'UA-12345-1', 'GTM-ABC 123', 'GTM-ABC123<script>', 'XGTM-ABC'])('throws for %j', (id) => {
    expect(() => parseContainerId(id)).toThrow(/GTM- or G- followed by upper-case letters or digits/);
  });
});

describe('user record normalisation', () => {
  it('hashes the trimmed, lower-cased e-mail (known SHA-256 and MD5)', () => {
    const email = normaliseEmail('  Mei.Tan@Example.COM ');
    expect(email).toBe('mei.tan@example.com');
    expect(createHash('sha256').update(normaliseEmail(' TEST@Example.com ')).digest('hex')).toBe('973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b');
    expect(createHash('md5').update(normaliseEmail('TEST@example.com')).digest('hex')).toBe('55502f40dc8b7c769880b10874abc9d0');
  });

  it('writes the mobile as E.164 digits without the plus or the trunk 0', () => {
    expect(normaliseMobile('+65', '9123 4567')).toBe('6591234567');
    expect(normaliseMobile('+66', '081-234-5678')).toBe('66812345678');
    expect(normaliseMobile('852', '6123 4567')).toBe('85261234567');
  });

  it('counts age in whole years, the birthday itself included', () => {
    expect(ageOn('1994-01-09', '2026-01-08')).toBe(31);
    expect(ageOn('1994-01-09', '2026-01-09')).toBe(32);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });
});

describe('site record', () => {
  it('carries the country retargeting account of §9, null for NZ and PH', () => {
    expect(siteRecord('SG', 'en', { mobile: true, layout: 'Mobile' })).toEqual({ locale: 'SG', language: 'en', mobile: true, status: 200, layout: 'Mobile', retargeting_account_id: 13732 });
    expect(RETARGETING_ACCOUNT_IDS).toEqual({ SG: 13732, MY: 14887, ID: 13731, AU: 16250, TH: 17291, HK: 18390, NZ: null, PH: null });
    expect(siteRecord('NZ', 'en', { mobile: false, layout: 'Desktop' }).retargeting_account_id).toBeNull();
  });
});
