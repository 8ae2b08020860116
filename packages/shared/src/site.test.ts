import { expect, it } from 'vitest';
import { countryName, metaDescription, pageTitle, siteTitle } from './site.ts';

it('titles pages "{page} | {country site}" in the shopper language', () => {
  expect(pageTitle('About', 'SG', 'en')).toBe('About | Blush Singapore');
  expect(siteTitle('TH', 'th')).toBe('Blush ประเทศไทย');
  expect(siteTitle('HK', 'zh')).toBe('Blush香港');
  expect(siteTitle('ID', 'id')).toBe('Blush Indonesia');
  expect(countryName('NZ', 'id')).toBe('Selandia Baru');
});

it("describes each country site with its own free-shipping threshold and currency", () => {
  expect(metaDescription('SG', 'en')).toContain('$35');
  expect(metaDescription('TH', 'th')).toContain('฿500');
  expect(metaDescription('ID', 'id')).toContain('Rp\u00a0500.000');
  expect(metaDescription('MY', 'en')).toContain('RM\u00a080');
  expect(metaDescription('HK', 'zh')).toMatch(/HK\$400/);
});
