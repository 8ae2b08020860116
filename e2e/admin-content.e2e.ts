/**
 * Journey: a content editor schedules a banner (issue 21 item 7). The demo content editor signs in
 * to the back office, opens the home page's Beauty Pass banner, changes its English headline in the
 * draft and saves it; the preview link shows the draft in the storefront's preview mode while the
 * home page still shows the published headline; the editor schedules the draft a couple of minutes
 * ahead. The scheduled-publish job is then run as of a moment after that time (the sandbox's "run a
 * job now", instead of waiting for the minute scheduler) and the storefront home shows the new
 * headline. Axe checks the content list and the editor. The banner is put back afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/account.ts';

const EDITOR = 'content@staff.blush.example';
const KEY = 'banners/beauty-pass';
const PUBLISHED_HEADLINE = 'Points on every order, gifts all year';

describe('back office: content', () => {
  const browser = useBrowser();
  let restore: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await restore?.();
  });

  async function expectNoAxeViolations(page: Page, where: string) {
    expect(await axeViolations(page), where).toEqual([]);
  }

  /** The back office's API from the signed-in page (its cookie), as the app calls it. */
  function adminApi(page: Page) {
    return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(`/api/admin/v1${path}`, {
            method,
            headers: { 'x-platform': 'admin', accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: response.status, json: await response.json() };
        },
        { method, path, body },
      );
      expect(answer.status, `${method} ${path}`).toBe(200);
      return answer.json as T;
    };
  }

  it('a content editor changes a home-page banner in a draft, previews it, schedules it, and the home page shows it after the time', async () => {
    const headline = `Double points week ${Date.now().toString(36)}`;
    const page = await browser.page();
    await page.goto('/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, EDITOR);

    // The content list, from the content editor's menu.
    await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts()).toContain('Content');
    const list = page.getByRole('table', { name: 'Content entries' });
    await list.waitFor();
    await expectNoAxeViolations(page, 'content list');

    // Keep the banner as it is, to put it back after the journey.
    const call = adminApi(page);
    const original = await call<{ draft: unknown; published: unknown; version: number }>('GET', `/content/${encodeURIComponent(KEY)}`);
    restore = async () => {
      const now = await call<{ version: number }>('GET', `/content/${encodeURIComponent(KEY)}`);
      await call('POST', `/content/${encodeURIComponent(KEY)}/unschedule`);
      await call('PUT', `/content/${encodeURIComponent(KEY)}/draft`, { document: original.published, version: now.version });
      await call('POST', `/content/${encodeURIComponent(KEY)}/publish`, {});
      await call('PUT', `/content/${encodeURIComponent(KEY)}/draft`, { document: original.draft, version: now.version + 1 });
    };

    await list.getByRole('link', { name: 'Edit “Beauty Pass banner”' }).click();
    await page.waitForURL((u) => u.pathname === `/admin/content/${KEY}`);
    const englishHeadline = page.getByLabel('Headline (English)');
    await englishHeadline.waitFor();
    expect(await englishHeadline.inputValue()).toBe(PUBLISHED_HEADLINE);
    await expectNoAxeViolations(page, 'content editor');

    await englishHeadline.fill(headline);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();

    // The preview link opens the storefront's preview mode in a new tab, showing the draft.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click()]);
    await preview.waitForURL((u) => u.pathname === '/preview/homepage' && !u.searchParams.has('preview_token'));
    await preview.getByText(headline).first().waitFor();
    await preview.close();

    // Shoppers still see the published headline.
    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await shopper.goto('/');
    await shopper.getByText(PUBLISHED_HEADLINE).first().waitFor();
    expect(await shopper.getByText(headline).count()).toBe(0);

    // Schedule it two minutes ahead, in the editor's own time zone.
    const local = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await page.getByLabel('Publish at').fill(local);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.locator('[role="status"]', { hasText: /^Scheduled for / }).waitFor();
    await page.getByRole('button', { name: 'Unschedule' }).waitFor();
    const scheduled = await call<{ status: string; publish_at: string }>('GET', `/content/${encodeURIComponent(KEY)}`);
    expect(scheduled.status).toBe('scheduled');

    // Not yet: the job run a minute before the time publishes nothing.
    const runJob = async (at: Date) => {
      const response = await fetch(`${browser.baseUrl()}/api/web/v1/sandbox/jobs/content.publish_scheduled/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': 'SG' },
        body: JSON.stringify({ at: at.toISOString() }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { count: number }).count;
    };
    const publishAt = new Date(scheduled.publish_at);
    expect(await runJob(new Date(publishAt.getTime() - 60_000))).toBe(0);
    await shopper.reload();
    await shopper.getByText(PUBLISHED_HEADLINE).first().waitFor();

    // The time comes: the scheduler's run publishes it and the home page shows the new headline.
    expect(await runJob(new Date(publishAt.getTime() + 1_000))).toBe(1);
    await eventually(async () => {
      await shopper.reload();
      return shopper.getByText(headline).count();
    }).toBeGreaterThan(0);
    expect(await shopper.getByText(PUBLISHED_HEADLINE).count()).toBe(0);

    // The back office shows it published.
    await page.reload();
    await page.getByText('Published', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Unschedule' }).count()).toBe(0);
  });
});
