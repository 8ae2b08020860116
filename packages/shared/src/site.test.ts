import { expect, it } from 'vitest';
import { translator } from './messages.ts';
import { countryName, metaDescription, pageTitle, siteTitle } from './site.ts';

it('titles pages "{page} | {country site}" in the shopper language', () => {
  expect(pageTitle('About', siteTitle('SG', translator('en')))).toBe('About | Blush Singapore');
  expect(siteTitle('TH', translator('th'))).toBe('Blush ประเทศไทย');
  expect(siteTitle('HK', translator('zh'))).toBe('Blush香港');
  expect(siteTitle('ID', translator('id'))).toBe('Blush Indonesia');
  expect(countryName('NZ', translator('id'))).toBe('Selandia Baru');
});

it("describes each country site with its own free-shipping threshold and currency", () => {
  expect(metaDescription('SG', 'en', translator('en'))).toContain('$35');
  expect(metaDescription('TH', 'th', translator('th'))).toContain('฿500');
  expect(metaDescription('ID', 'id', translator('id'))).toContain('Rp\u00a0500.000');
  expect(metaDescription('MY', 'en', translator('en'))).toContain('RM\u00a080');
  expect(metaDescription('HK', 'zh', translator('zh'))).toMatch(/HK\$400/);
});
