import { expect, it } from 'vitest';
import type { ContentEntry, ContentEntryList, Overlay, SiteLayout, UserSegment } from '@blush/shared/content';
import { type Api, buildApi } from '../../app.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { DomainError } from '../../domain-error.ts';
import { publish, saveDraft } from './service.ts';

type Ctx = Parameters<Parameters<typeof describeApi>[1]>[0];

const entryUrl = (key: string, query = '') => `/api/web/v1/contentful/content-entries/${encodeURIComponent(key)}${query}`;
const previewUrl = (key: string, query = '') => `/api/web/v1/contentful/preview/content-entries/${encodeURIComponent(key)}${query}`;

async function get(api: Api, url: string, headers: Record<string, string> = shopHeaders()) {
  return api.inject({ method: 'GET', url, headers });
}

const hero = (entry: ContentEntry) => entry.blocks.find((b) => b.type === 'hero') as Extract<ContentEntry['blocks'][number], { type: 'hero' }>;

/** The same database, an API whose PREVIEW_TOKEN (and NODE_ENV) differ. */
async function apiWith(ctx: Ctx, env: Record<string, string>): Promise<Api> {
  const api = await buildApi({ database: ctx().database, logger: false, env: { NODE_ENV: 'test', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000', ...env } });
  await api.ready();
  return api;
}

describeApi('content API', (ctx) => {
  it('serves the published homepage with publicly cacheable headers', async () => {
    const res = await get(ctx().api, entryUrl('homepage'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const entry = res.json() as ContentEntry;
    expect(entry).toMatchObject({ key: 'homepage', type: 'homepage', status: 'published', appliedSegments: [] });
    expect(hero(entry).title).toBe('Your glow, edited.');
    expect(entry.blocks.map((b) => b.type)).toEqual(expect.arrayContaining(['hero', 'category_tiles', 'product_rail', 'image_banner', 'brand_rail']));
    // The banner block points at the banner entry, resolved on the server.
    const banner = entry.blocks.find((b) => b.type === 'image_banner')!;
    expect(banner).toMatchObject({ title: 'Points on every order, gifts all year', cta: { href: '/pages/beauty-pass' } });
    const rail = entry.blocks.find((b) => b.type === 'product_rail')!;
    expect(rail.type === 'product_rail' && rail.productSlugs.length).toBeGreaterThan(0);
  });

  it('reads the entry key url-encoded or as a plain path', async () => {
    const encoded = (await get(ctx().api, entryUrl('pages/beauty-edit/makeup'))).json() as ContentEntry;
    const plain = await get(ctx().api, '/api/web/v1/contentful/content-entries/pages/beauty-edit/makeup');
    expect(plain.statusCode).toBe(200);
    expect((plain.json() as ContentEntry).title).toBe(encoded.title);
    expect(encoded.title).toBe('The makeup edit');
  });

  it('answers in the language of Accept-Language, for the country', async () => {
    const title = async (country: string, language: string) => ((await get(ctx().api, entryUrl('about'), shopHeaders(country, language))).json() as ContentEntry).title;
    expect(await title('SG', 'en')).toBe('About Blush');
    expect(await title('TH', 'th')).toBe('เกี่ยวกับ Blush');
    expect(await title('TH', 'en')).toBe('About Blush');
    expect(await title('HK', 'zh')).toBe('關於 Blush');
    expect(await title('ID', 'id')).toBe('Tentang Blush');
    // A language the country does not offer falls back to its default.
    expect(await title('SG', 'th')).toBe('About Blush');
    // Placeholders are filled for the country.
    const about = (await get(ctx().api, entryUrl('about'), shopHeaders('TH', 'th'))).json() as ContentEntry;
    const text = about.blocks.find((b) => b.type === 'rich_text')!;
    expect(text.type === 'rich_text' && text.body).toContain('ใกล้ชิดคุณในประเทศไทย');
  });

  it('hides drafts outside preview, even when the normal endpoint gets X-Preview-Mode', async () => {
    const live = (await get(ctx().api, entryUrl('pages/beauty-edit'), { ...shopHeaders(), 'x-preview-mode': 'anything' })).json() as ContentEntry;
    expect(live.status).toBe('published');
    expect(hero(live).title).toBe('What we’re loving this month');
    // An entry that has only a draft does not exist for shoppers.
    const draftOnly = await get(ctx().api, entryUrl('pages/beauty-edit/skincare'));
    expect(draftOnly.statusCode).toBe(404);
    expect(draftOnly.json()).toMatchObject({ error: { code: 'landing_page_not_found', message: 'Landing Page not found.' } });
    const list = (await get(ctx().api, '/api/web/v1/contentful/content-entries')).json() as ContentEntryList;
    expect(list.entries.map((e) => e.key)).toContain('pages/beauty-edit');
    expect(list.entries.map((e) => e.key)).not.toContain('pages/beauty-edit/skincare');
  });

  it('shows drafts in preview, never cached', async () => {
    const res = await get(ctx().api, previewUrl('pages/beauty-edit'), { ...shopHeaders(), 'x-preview-mode': 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const draft = res.json() as ContentEntry;
    expect(draft.status).toBe('draft');
    expect(hero(draft).title).toBe('The mid-year issue: heat-proof beauty');
    expect(Date.parse(draft.updatedAt)).toBeGreaterThan(Date.parse(draft.publishedAt!));
    const unpublished = await get(ctx().api, previewUrl('pages/beauty-edit/skincare'), { ...shopHeaders('TH', 'th'), 'x-preview-mode': 'editor' });
    expect(unpublished.statusCode).toBe(200);
    expect((unpublished.json() as ContentEntry).publishedAt).toBeNull();
    expect((unpublished.json() as ContentEntry).title).toBe('ฉบับสกินแคร์');
    const overlay = await get(ctx().api, '/api/web/v1/preview/overlays/welcome', { ...shopHeaders(), 'x-preview-mode': 'editor' });
    expect((overlay.json() as Overlay).title).toBe('Your first order, with a gift');
    const layout = (await get(ctx().api, '/api/web/v1/layouts', { ...shopHeaders(), 'x-preview-mode': 'editor' })).json() as SiteLayout;
    expect(layout.status).toBe('draft');
    expect(layout.promoMessages[0]!.id).toBe('mid-year-sale');
  });

  it('refuses preview without a token (404) or with a wrong one (403)', async () => {
    const none = await get(ctx().api, previewUrl('homepage'));
    expect(none.statusCode).toBe(404);
    expect(none.headers['cache-control']).toBe('private, no-store');
    const api = await apiWith(ctx, { PREVIEW_TOKEN: 'correct-horse-battery' });
    try {
      const wrong = await get(api, previewUrl('homepage'), { ...shopHeaders(), 'x-preview-mode': 'guess-the-token' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: { code: 'not_authorized', message: 'You are not authorized to perform this action.' } });
      const overlay = await get(api, '/api/web/v1/preview/overlays/welcome', { ...shopHeaders(), 'x-preview-mode': 'guess-the-token' });
      expect(overlay.statusCode).toBe(403);
      const right = await get(api, previewUrl('homepage'), { ...shopHeaders(), 'x-preview-mode': 'correct-horse-battery' });
      expect(right.statusCode).toBe(200);
      expect(hero(right.json() as ContentEntry).title).toBe('Mid-year beauty, unwrapped.');
      // The layouts endpoint ignores a wrong token: shoppers get the published layout, cacheable.
      const layout = await get(api, '/api/web/v1/layouts', { ...shopHeaders(), 'x-preview-mode': 'guess-the-token' });
      expect((layout.json() as SiteLayout).status).toBe('published');
      expect(layout.headers['cache-control']).toMatch(/^public/);
      expect(layout.headers.vary).toContain('x-preview-mode');
    } finally {
      await api.close();
    }
    // Production without a configured token has no previews at all.
    const production = await apiWith(ctx, { NODE_ENV: 'production' });
    try {
      const res = await get(production, previewUrl('homepage'), { ...shopHeaders(), 'x-preview-mode': 'anything' });
      expect(res.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });

  it('picks the segment variant for user_segments, the default otherwise', async () => {
    const gold = (await get(ctx().api, entryUrl('homepage', '?user_segments=app_users,gold_members'))).json() as ContentEntry;
    expect(hero(gold).title).toBe('Gold early access is open.');
    expect(hero(gold).tone).toBe('gold');
    // Fields the variant does not set keep their default.
    expect(hero(gold).cta?.href).toBe('/search?sort=newest');
    expect(gold.appliedSegments).toEqual(['gold_members']);
    const other = (await get(ctx().api, entryUrl('homepage', '?user_segments=new_customers'))).json() as ContentEntry;
    expect(hero(other).title).toBe('Your glow, edited.');
    expect(other.appliedSegments).toEqual([]);
    const thaiGold = (await get(ctx().api, entryUrl('homepage', '?user_segments=gold_members'), shopHeaders('TH', 'th'))).json() as ContentEntry;
    expect(hero(thaiGold).title).toBe('สิทธิ์ช้อปก่อนสำหรับสมาชิกโกลด์เปิดแล้ว');
    const layout = (await get(ctx().api, '/api/web/v1/layouts?user_segments=gold_members')).json() as SiteLayout;
    expect(layout.promoMessages.map((m) => m.id)).toContain('gold-early-access');
    const plain = (await get(ctx().api, '/api/web/v1/layouts')).json() as SiteLayout;
    expect(plain.promoMessages.map((m) => m.id)).not.toContain('gold-early-access');
  });

  it('restricts entries and promo messages to their countries', async () => {
    const sg = await get(ctx().api, entryUrl('pages/lunar-new-year'), shopHeaders('SG', 'en'));
    expect(sg.statusCode).toBe(200);
    const th = await get(ctx().api, entryUrl('pages/lunar-new-year'), shopHeaders('TH', 'th'));
    expect(th.statusCode).toBe(404);
    expect(th.json()).toMatchObject({ error: { code: 'landing_page_not_found', message: 'ไม่พบหน้าแลนดิ้งเพจ' } });
    const ids = async (country: string) => ((await get(ctx().api, '/api/web/v1/layouts', shopHeaders(country, 'en'))).json() as SiteLayout).promoMessages.map((m) => m.id);
    expect(await ids('SG')).toContain('lunar-new-year');
    expect(await ids('AU')).not.toContain('lunar-new-year');
    const list = async (country: string) => ((await get(ctx().api, '/api/web/v1/contentful/content-entries?type=landing_page', shopHeaders(country, 'en'))).json() as ContentEntryList).entries.map((e) => e.key);
    expect(await list('HK')).toEqual(['pages/lunar-new-year', 'pages/summer-glow']);
    expect(await list('ID')).toEqual(['pages/summer-glow']);
  });

  it('serves the layout: promo messages for the country, footer groups, remote config, the overlay', async () => {
    const res = await get(ctx().api, '/api/web/v1/layouts', shopHeaders('SG', 'en'));
    expect(res.statusCode).toBe(200);
    const layout = res.json() as SiteLayout;
    expect(layout.promoMessages[0]).toEqual({ id: 'free-shipping', text: 'Free standard shipping on orders over $35', href: null });
    expect(layout.footerGroups.map((g) => g.title)).toEqual(['About Blush', 'Shopping', 'Legal']);
    expect(layout.config.fraudPreventionSiteId).toBeTruthy();
    expect(layout.config.smartLinkExemptedPaths.map((p) => p.type).sort()).toEqual(['absolute', 'regex', 'startsWith', 'startsWith']);
    expect(layout.overlay).toMatchObject({ key: 'overlays/welcome', title: 'Welcome to Blush', dismissDays: 14 });
    const th = (await get(ctx().api, '/api/web/v1/layouts', shopHeaders('TH', 'th'))).json() as SiteLayout;
    expect(th.promoMessages[0]!.text).toMatch(/^จัดส่งฟรีแบบมาตรฐานเมื่อสั่งซื้อครบ ฿\s?500$/);
    expect(th.overlay?.title).toBe('ยินดีต้อนรับสู่ Blush');
  });

  it('answers unknown entries with the catalogue message of their kind', async () => {
    const cases: Array<[string, number, string]> = [
      [entryUrl('pages/nope'), 404, 'Landing Page not found.'],
      [entryUrl('nope'), 404, 'Resource not found!'],
      // Layouts come from /layouts only.
      [entryUrl('layouts/default'), 404, 'Layout not found.'],
      [entryUrl('Not A Key!'), 404, 'Resource not found!'],
      ['/api/web/v1/layouts?name=nope', 404, 'Layout not found.'],
    ];
    for (const [url, status, message] of cases) {
      const res = await get(ctx().api, url);
      expect(res.statusCode, url).toBe(status);
      expect((res.json() as { error: { message: string } }).error.message, url).toBe(message);
    }
    const overlay = await get(ctx().api, '/api/web/v1/preview/overlays/nope', { ...shopHeaders(), 'x-preview-mode': 'editor' });
    expect(overlay.statusCode).toBe(404);
    expect(overlay.json()).toMatchObject({ error: { message: 'Resource not found!' } });
    const th = await get(ctx().api, '/api/web/v1/layouts?name=nope', shopHeaders('TH', 'th'));
    expect(th.json()).toMatchObject({ error: { message: 'ไม่พบเลย์เอาต์' } });
  });

  it('lists user segments in the request language', async () => {
    const res = await get(ctx().api, '/api/web/v1/segments/all-user-segments', shopHeaders('HK', 'zh'));
    const { segments } = res.json() as { segments: UserSegment[] };
    expect(segments.map((s) => s.key)).toContain('gold_members');
    expect(segments.find((s) => s.key === 'new_customers')?.name).toBe('新顧客');
  });

  it('keeps shoppers on the published version until the draft is published', async () => {
    const { db } = ctx().database;
    const doc = (title: string) => ({
      title: { en: title, id: `${title} (id)`, th: `${title} (th)`, zh: `${title} (zh)` },
      blocks: [{ type: 'rich_text' as const, id: 'body', body: { en: 'Hello.', id: 'Halo.', th: 'สวัสดี', zh: '你好。' } }],
    });
    await saveDraft(db, 'pages/pop-up', 'landing_page', doc('Pop-up store'));
    expect((await get(ctx().api, entryUrl('pages/pop-up'))).statusCode).toBe(404);
    await publish(db, 'pages/pop-up');
    expect(((await get(ctx().api, entryUrl('pages/pop-up'))).json() as ContentEntry).title).toBe('Pop-up store');
    await saveDraft(db, 'pages/pop-up', 'landing_page', doc('Pop-up store, now open'));
    expect(((await get(ctx().api, entryUrl('pages/pop-up'))).json() as ContentEntry).title).toBe('Pop-up store');
    expect(((await get(ctx().api, previewUrl('pages/pop-up'), { ...shopHeaders(), 'x-preview-mode': 'editor' })).json() as ContentEntry).title).toBe('Pop-up store, now open');
    await publish(db, 'pages/pop-up');
    const live = (await get(ctx().api, entryUrl('pages/pop-up'))).json() as ContentEntry;
    expect(live.title).toBe('Pop-up store, now open');
    expect(live.blocks[0]).toMatchObject({ type: 'rich_text', style: 'prose', collapsible: false });
  });

  it('refuses invalid documents', async () => {
    const { db } = ctx().database;
    const bad = { title: { en: 'Only English', id: '', th: '', zh: '' }, blocks: [] };
    await expect(saveDraft(db, 'pages/bad', 'landing_page', bad)).rejects.toBeInstanceOf(DomainError);
    const wrongKey = { title: { en: 'a', id: 'b', th: 'c', zh: 'd' }, blocks: [{ type: 'faq' as const, id: 'x', title: { en: 'a', id: 'b', th: 'c', zh: 'd' }, items: [] }] };
    await expect(saveDraft(db, 'overlays/x', 'cms_page', wrongKey)).rejects.toMatchObject({ code: 'validation_failed' });
    const external = {
      title: { en: 'a', id: 'b', th: 'c', zh: 'd' },
      blocks: [{ type: 'hero' as const, id: 'h', title: { en: 'a', id: 'b', th: 'c', zh: 'd' }, art: 'vanity' as const, tone: 'blush' as const, cta: { href: 'https://evil.example', label: { en: 'a', id: 'b', th: 'c', zh: 'd' } } }],
    };
    await expect(saveDraft(db, 'pages/external', 'landing_page', external)).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
