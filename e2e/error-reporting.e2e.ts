/**
 * Error reporting (issue 19, decision 0025): Bugsnag's browser client starts after hydration with the
 * built-in collector as its endpoints (a session post), an error thrown in the page arrives there as
 * an event with its breadcrumbs (the client started, the page's requests, a click whose label is cut
 * at 140 characters), and the development page lists its group and shows the breadcrumbs.
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ErrorGroupDetail, ErrorGroup } from '@blush/shared/error-reporter-contracts';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const collector = (path: string) => (r: Response) => new URL(r.url()).pathname === `/api/web/v1/errors/${path}` && r.request().method() === 'POST';

describe('error reporting', () => {
  const browser = useBrowser();

  it('sends an error thrown in the page with its breadcrumbs to the collector, and the development page shows it', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const [session] = await Promise.all([page.waitForResponse(collector('sessions'), { timeout: 20_000 }), page.goto('/')]);
    expect(session.status()).toBe(202);
    expect(session.request().headers()['bugsnag-payload-version']).toBe('1');

    // A click with a long label: Bugsnag's breadcrumb keeps 140 characters of it.
    const label = `Try the shade finder ${'now '.repeat(60)}`.trim();
    await page.evaluate((text) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text;
      document.body.append(button);
    }, label);
    await page.getByRole('button', { name: 'Try the shade finder' }).click();

    const message = `e2e boom ${Date.now()}`;
    const [notify] = await Promise.all([
      page.waitForResponse(collector('notify'), { timeout: 10_000 }),
      page.evaluate((text) => void setTimeout(() => { throw new Error(text); }, 0), message),
    ]);
    expect(notify.status()).toBe(202);
    expect(notify.request().headers()['bugsnag-payload-version']).toBe('4');

    const groups = (await (await fetch(`${browser.baseUrl()}/api/web/v1/dev/errors`)).json()) as { groups: ErrorGroup[] };
    const group = groups.groups.find((g) => g.message === message);
    expect(group, JSON.stringify(groups.groups.map((g) => g.message))).toBeDefined();
    expect(group).toMatchObject({ errorClass: 'Error', source: 'browser', occurrences: 1 });
    const detail = (await (await fetch(`${browser.baseUrl()}/api/web/v1/dev/errors/${group!.id}`)).json()) as ErrorGroupDetail;
    const crumbs = detail.latest!.breadcrumbs;
    expect(crumbs[0]).toMatchObject({ type: 'state', name: 'Bugsnag loaded' });
    const click = crumbs.find((c) => c.type === 'user' && c.name === 'UI click');
    expect(click, JSON.stringify(crumbs)).toBeDefined();
    const target = String(click!.metaData?.targetText);
    expect(target).toHaveLength(140);
    expect(target.startsWith('Try the shade finder')).toBe(true);
    expect(detail.latest!.sessionId).toBeTruthy();
    expect(detail.latest!.userId).toBeNull();

    await page.goto('/dev/errors');
    const link = page.getByRole('link', { name: new RegExp(message) });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    await page.waitForURL(`**/dev/errors/${group!.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(message);
    const list = page.getByRole('list', { name: 'Breadcrumbs' });
    await expect.poll(() => list.getByText('UI click').count()).toBeGreaterThan(0);
  });
});
