/** Journey: a shopper lands on the home page of their country site, in its language and currency. */
import { describe, expect, it } from 'vitest';
import type { CountryCode, Language } from '@blush/shared/markets';
import { axeViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { interactive } from './support/bag.ts';
import { useSite } from './support/site.ts';


interface Case {
  country: CountryCode;
  language: Language;
  lang: string;
  currency: RegExp;
  texts: string[];
}

const CASES: Case[] = [
  { country: 'SG', language: 'en', lang: 'en-SG', currency: /^(S\$|\$)\s?\d/, texts: ['New arrivals', 'Bestsellers', 'Free standard shipping on orders over $35'] },
  { country: 'TH', language: 'th', lang: 'th-TH', currency: /^฿\s?\d/, texts: ['สินค้ามาใหม่', 'สินค้าขายดี', 'จัดส่งฟรี'] },
  { country: 'HK', language: 'zh', lang: 'zh-HK', currency: /^HK\$\s?\d/, texts: ['新品上市', '暢銷品', '免費標準送貨'] },
  { country: 'ID', language: 'id', lang: 'id-ID', currency: /^Rp\s?\d/, texts: ['Produk terbaru', 'Terlaris', 'Gratis ongkir'] },
];

describe('home page', () => {
  const browser = useBrowser();

  it('asks for what the first paint needs first: the stylesheet at the top of the head, the scripts once the page is painted', async () => {
    const page = await browser.page({ viewport: PHONE }, { consent: 'undecided' });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/');
    await interactive(page.getByRole('banner').getByTestId('bag-link'));
    // The page as the server sent it: no script to fetch in the head, the stylesheet first.
    const html = await (await page.request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="stylesheet"|<link rel="modulepreload"|<script[^>]* src=/)?.[0]).toBe('<link rel="stylesheet"');
    expect(head).not.toContain('modulepreload');
    // After the first frame the page's chunks are preloaded together with the page's nonce (later ones are Vite's own, for lazy parts).
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => ({ href: (l as HTMLLinkElement).href, nonce: (l as HTMLLinkElement).nonce })));
    const withNonce = preloads.filter((link) => link.nonce.length > 0);
    expect(withNonce.length).toBeGreaterThan(3);
    expect(withNonce.some((link) => /\/assets\/entry\.client-[^/]+\.js$/.test(link.href))).toBe(true);
    // Styled by it (the promo bar is black), fetched once: hydration adds no second copy.
    expect(await page.getByTestId('promo-bar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
    expect(stylesheets).toHaveLength(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  });

  for (const c of CASES) {
    it(`shows products and prices in ${c.country}/${c.language}`, async () => {
      const page = await browser.page();
      await useSite(page.context(), browser.baseUrl(), c.country, c.language);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(c.lang);
      const title = await page.title();
      expect(title).toMatch(/ \| Blush/);

      const body = await page.locator('body').innerText();
      for (const text of c.texts) expect(body).toContain(text);

      for (const rail of ['rail-new-arrivals', 'rail-bestsellers']) {
        const cards = page.getByTestId(rail).getByTestId('product-card');
        expect(await cards.count()).toBeGreaterThan(3);
        const prices = await page.getByTestId(rail).getByTestId('price').allInnerTexts();
        for (const price of prices) {
          // Sale prices carry screen-reader labels ("Sale price:"); every amount shows the currency.
          const amounts = price.split('\n').map((line) => line.trim().replace(/\u00a0/g, ' ')).filter((line) => /\d/.test(line));
          expect(amounts.length).toBeGreaterThan(0);
          for (const amount of amounts) expect(amount).toMatch(c.currency);
        }
      }
      expect(await page.getByTestId('brand-grid').locator('img').count()).toBeGreaterThan(3);
    });
  }

  it('renders the products in the server HTML (no client fetch needed)', async () => {
    const response = await fetch(`${browser.baseUrl()}/`, { headers: { cookie: 'locale=TH' } });
    const html = await response.text();
    expect(html).toContain('lang="th-TH"');
    expect(html).toMatch(/data-testid="product-card"/);
    expect(html).toContain('฿');
    expect(html).toContain('<meta name="theme-color" content="#000000"/>');
  });

  it('has no serious or critical accessibility violations (axe-core)', async () => {
    const page = await browser.page();
    await page.goto('/');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the menu drawer on a phone', async () => {
    const page = await browser.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/');
    expect(await page.locator('nav[aria-label="Categories"]').first().isVisible()).toBe(false);
    // The drawer is React's: a tap before hydration opens nothing.
    await (await interactive(page.getByTestId('menu-button'))).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const drawerNav = page.getByTestId('menu-drawer');
    expect(await drawerNav.locator('summary').count()).toBeGreaterThan(2);
    // Open the first category and see its sub-levels.
    await drawerNav.locator('summary').first().click();
    expect(await drawerNav.locator('details[open] a').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
  });

  it('opens the desktop mega menu from the keyboard and closes it with Escape', async () => {
    const page = await browser.page();
    await page.goto('/');
    const toggle = page.locator('header nav button[aria-expanded]').first();
    const panelId = await toggle.getAttribute('aria-controls');
    // The panels' links are not in the first HTML: a closed panel is empty.
    expect(await page.locator(`#${panelId} a`).count()).toBe(0);
    await interactive(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${panelId}`).isVisible()).toBe(true);
    expect(await page.locator(`#${panelId} a`).count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
  });
});
