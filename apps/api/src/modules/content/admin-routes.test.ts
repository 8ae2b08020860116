/**
 * Content in the back office (issue 21 item 7): the list with status, a draft saved against the
 * version read (a stale save is refused and loses nothing), publish now, a scheduled publish that the
 * scheduler makes live at its time (and not before), unschedule, a signed preview link the
 * storefront's preview API accepts, audit rows, and the permission table.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminContentEntry } from '@blush/shared/admin-content-contracts';
import { queryRows } from '../../db/client.ts';
import { runDueJobs } from '../../jobs/scheduler.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { CONTENT_JOBS } from './jobs.ts';
import { putEntry } from './service.ts';
import { loadSigningKey } from '../auth/service.ts';
import { PREVIEW_LINK_TTL_MS, verifyPreviewToken } from './preview-token.ts';

const t = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });
const art = { pattern: 'dots' as const, colors: ['#ffeeee', '#ee8899', '#442233'] as [string, string, string] };
const bannerDoc = (title: string) => ({ title: t('Test banner'), banner: { title: t(title), body: t('Body'), art }, countries: ['SG' as const, 'MY' as const] });

describeApi('content in the back office', (ctx) => {
  let editor: CookieJar;
  let care: CookieJar;
  let n = 0;
  const enc = (key: string) => encodeURIComponent(key);
  const fresh = async (title = 'Original title') => {
    const key = `banners/admin-test-${++n}-${Date.now().toString(36)}`;
    await putEntry(ctx().database.db, { key, type: 'banner', published: bannerDoc(title), publishedAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z') });
    return key;
  };
  const read = async (key: string) => {
    const answer = await adminCall(ctx().api, 'GET', `/content/${enc(key)}`, { jar: editor });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AdminContentEntry;
  };
  const saveTitle = (key: string, title: string, version: number, jar = editor) =>
    adminCall(ctx().api, 'PUT', `/content/${enc(key)}/draft`, { jar, body: { document: bannerDoc(title), version } });
  const shopperTitle = async (key: string) => {
    const answer = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/contentful/content-entries/${enc(key)}`, headers: shopHeaders('SG', 'en') });
    return answer.json().banner?.title as string;
  };
  const audits = (key: string) => queryRows<{ action: string }>(ctx().database.db, sql`select action from staff_audit_log where target_type = 'content_entry' and target_id = ${key} order by id`);

  beforeAll(async () => {
    editor = await signInStaff(ctx().api, 'content@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('lists entries with status, countries and languages, filtered by type and text', async () => {
    const key = await fresh();
    const all = await adminCall(ctx().api, 'GET', '/content?type=banner&q=admin-test', { jar: editor });
    expect(all.statusCode, all.body).toBe(200);
    const mine = all.json().entries.find((e: { key: string }) => e.key === key);
    expect(mine).toMatchObject({ type: 'banner', status: 'published', countries: ['SG', 'MY'], languages: ['en', 'id', 'th', 'zh'], publish_at: null });
    const home = await adminCall(ctx().api, 'GET', '/content?type=homepage', { jar: editor });
    expect(home.json().entries.map((e: { key: string }) => e.key)).toContain('homepage');
    expect(home.json().entries.every((e: { type: string }) => e.type === 'homepage')).toBe(true);
  });

  it('saves a draft shoppers do not see, and refuses a stale save without losing the first', async () => {
    const key = await fresh();
    const { version, status } = await read(key);
    expect(status).toBe('published');
    const first = await saveTitle(key, 'First editor', version);
    expect(first.statusCode, first.body).toBe(200);
    // Still live as published, with changes waiting in the draft.
    expect(first.json()).toMatchObject({ status: 'changed', version: version + 1 });
    const second = await saveTitle(key, 'Second editor', version);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('edit_conflict');
    const now = await read(key);
    expect(now.draft.banner!.title.en).toBe('First editor');
    expect(now.published!.banner!.title.en).toBe('Original title');
    expect(await shopperTitle(key)).toBe('Original title');
    expect((await audits(key)).map((a) => a.action)).toEqual(['content.save_draft']);
  });

  it('two editors saving the same version at once: one is saved, the other told (409), one audit row', async () => {
    const key = await fresh();
    const { version } = await read(key);
    const answers = await Promise.all([saveTitle(key, 'Editor A', version), saveTitle(key, 'Editor B', version)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as AdminContentEntry;
    const now = await read(key);
    expect(now.version).toBe(version + 1);
    expect(now.draft.banner!.title.en).toBe(winner.draft.banner!.title.en);
    expect(await audits(key)).toHaveLength(1);
  });

  it('refuses an invalid document (400) and changes nothing', async () => {
    const key = await fresh();
    const { version } = await read(key);
    const bad = await adminCall(ctx().api, 'PUT', `/content/${enc(key)}/draft`, { jar: editor, body: { document: { title: { en: 'Only English' } }, version } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await read(key)).version).toBe(version);
  });

  it('publishes the draft now: the storefront shows it at once', async () => {
    const key = await fresh();
    await saveTitle(key, 'Live now', (await read(key)).version);
    const published = await adminCall(ctx().api, 'POST', `/content/${enc(key)}/publish`, { jar: editor, body: {} });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe('published');
    expect(await shopperTitle(key)).toBe('Live now');
    expect((await audits(key)).map((a) => a.action)).toEqual(['content.save_draft', 'content.publish']);
  });

  it('publishes a scheduled draft when the scheduler runs at its time, not before; later draft edits wait', async () => {
    const key = await fresh();
    await saveTitle(key, 'Scheduled title', (await read(key)).version);
    const at = new Date(Date.now() + 10 * 60_000);
    const scheduled = await adminCall(ctx().api, 'POST', `/content/${enc(key)}/publish`, { jar: editor, body: { at: at.toISOString() } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    // An edit after scheduling stays a draft: the version scheduled is the one that goes live.
    await saveTitle(key, 'Edited after scheduling', scheduled.json().version);

    await runDueJobs(ctx().database.db, CONTENT_JOBS, new Date(at.getTime() - 60_000));
    expect(await shopperTitle(key)).toBe('Original title');
    await runDueJobs(ctx().database.db, CONTENT_JOBS, new Date(at.getTime() + 1_000));
    expect(await shopperTitle(key)).toBe('Scheduled title');
    const after = await read(key);
    expect(after).toMatchObject({ status: 'changed', publish_at: null, published_at: at.toISOString(), scheduled: null });
    expect(after.draft.banner!.title.en).toBe('Edited after scheduling');
  });

  it('unschedules: the time passes and nothing goes live; a time in the past is refused', async () => {
    const key = await fresh();
    await saveTitle(key, 'Never', (await read(key)).version);
    const at = new Date(Date.now() + 5 * 60_000);
    await adminCall(ctx().api, 'POST', `/content/${enc(key)}/publish`, { jar: editor, body: { at: at.toISOString() } });
    const dropped = await adminCall(ctx().api, 'POST', `/content/${enc(key)}/unschedule`, { jar: editor });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toMatchObject({ status: 'changed', publish_at: null });
    await runDueJobs(ctx().database.db, CONTENT_JOBS, new Date(at.getTime() + 60_000));
    expect(await shopperTitle(key)).toBe('Original title');
    const past = await adminCall(ctx().api, 'POST', `/content/${enc(key)}/publish`, { jar: editor, body: { at: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.statusCode).toBe(400);
    expect((await audits(key)).map((a) => a.action)).toEqual(['content.save_draft', 'content.schedule', 'content.unschedule']);
  });

  it('gives a signed preview link the storefront preview API accepts, showing the draft', async () => {
    const key = await fresh();
    await saveTitle(key, 'Preview me', (await read(key)).version);
    const link = await adminCall(ctx().api, 'GET', `/content/${enc(key)}/preview-link`, { jar: editor });
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().url, 'http://shop.test');
    expect(url.pathname).toBe('/preview/homepage');
    const token = url.searchParams.get('preview_token')!;
    expect(token).toMatch(/^s1\./);
    const preview = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/contentful/preview/content-entries/${enc(key)}`, headers: { ...shopHeaders('SG', 'en'), 'x-preview-mode': token } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().banner.title).toBe('Preview me');
    const shopKey = await loadSigningKey(ctx().database.db, undefined);
    // Signed by this shop and unexpired only (the test server has no PREVIEW_TOKEN, so check the signature itself).
    expect(verifyPreviewToken(shopKey, token)).toBe(true);
    expect(verifyPreviewToken(shopKey, `${token.slice(0, -2)}xx`)).toBe(false);
    expect(verifyPreviewToken(shopKey, token, new Date(Date.now() + 2 * PREVIEW_LINK_TTL_MS))).toBe(false);
  });

  it('refuses staff without the content permissions, changing nothing', async () => {
    const key = await fresh();
    const { version } = await read(key);
    for (const [method, path, body] of [
      ['GET', '/content', undefined],
      ['PUT', `/content/${enc(key)}/draft`, { document: bannerDoc('Nope'), version }],
      ['POST', `/content/${enc(key)}/publish`, {}],
    ] as const) {
      const answer = await adminCall(ctx().api, method, path, { jar: care, body });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('not_authorized');
    }
    expect((await read(key)).version).toBe(version);
    expect(await audits(key)).toEqual([]);
  });
});
