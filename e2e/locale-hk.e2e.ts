/**
 * Journey: a shopper on the Hong Kong site in Chinese reads Traditional Chinese as written in Hong
 * Kong (docs/architecture.md rule 4), never Simplified: the home page, a listing, a product page, the bag, the
 * checkout (whose delivery dates the browser writes in zh-HK, "3月6日週五", inside a Traditional
 * sentence) and sign-in. Each page is `lang="zh-HK"`, its text and markup hold no Simplified-only
 * character, the switcher names the language 繁體中文, and Chinese is set in a Traditional Chinese
 * (Hong Kong) system font.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { simplifiedCharacters } from '@blush/shared/hong-kong-chinese';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

/** Each Simplified-only character of the page with a little of the text around it. */
async function simplifiedOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const html = await page.content();
  return [...new Set(simplifiedCharacters(text + html))].map((c) => {
    const source = text.includes(c) ? text : html;
    const at = source.indexOf(c);
    return `${c} in "${source.slice(Math.max(0, at - 12), at + 12).replace(/\s+/g, ' ')}"`;
  });
}

async function expectHongKongChinese(page: Page, path: string): Promise<void> {
  expect(await page.getAttribute('html', 'lang'), path).toBe('zh-HK');
  expect(await simplifiedOn(page), `Simplified characters on ${path}`).toEqual([]);
  expect(await page.title(), path).toMatch(/[\u4e00-\u9fff]|Blush/);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font, path).toMatch(/"PingFang HK".*"Noto Sans CJK HK".*"Microsoft JhengHei"/);
  expect(font, path).not.toMatch(/ SC"|YaHei|Hiragino Sans GB/);
}

describe('Hong Kong in Chinese', () => {
  const browser = useBrowser();

  async function hkPage(): Promise<Page> {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'HK', 'zh');
    return page;
  }

  it('home, a listing, a product page and sign-in are Traditional Chinese, and the switcher says 繁體中文', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'HK', 1);
    const page = await hkPage();
    for (const path of ['/', '/categories/makeup', `/products/${product!.slug}`, '/sign_in']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectHongKongChinese(page, path);
    }

    await gotoHydrated(page, '/');
    const switcher = page.getByTestId('country-switcher').first();
    expect(`${await switcher.getAttribute('aria-label')} ${await switcher.innerText()}`).toContain('繁體中文');
    await switcher.click();
    const dialog = page.getByRole('dialog', { name: '選擇國家/地區和語言' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: '香港, 繁體中文' }).count()).toBe(1);
    // Other countries by their Hong Kong names, not mainland ones (澳大利亚, 新西兰).
    const names = await dialog.innerText();
    expect(names).toContain('澳洲');
    expect(names).toContain('紐西蘭');
    expect(simplifiedCharacters(names)).toEqual([]);
  });

  it('the bag and the checkout, with a date the browser writes in zh-HK inside a Traditional sentence', async () => {
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'HK', 1);
    const page = await hkPage();
    await gotoHydrated(page, `/products/${product!.slug}`);
    await page.getByRole('button', { name: '加入購物袋', exact: true }).click();
    await page.getByTestId('added-to-bag').waitFor();

    await gotoHydrated(page, '/cart');
    await page.getByTestId('bag-line').first().waitFor();
    await expectHongKongChinese(page, '/cart');
    expect(await page.locator('body').innerText()).toContain('購物袋');

    await gotoHydrated(page, '/checkout');
    await page.getByTestId('place-order').waitFor();
    await expectHongKongChinese(page, '/checkout');
    const body = await page.locator('body').innerText();
    expect(body).toMatch(/預計送達：[^\n]*週[一二三四五六日]/);
  });
});
