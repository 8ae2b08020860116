import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminContentEntry } from '@blush/shared/admin-content-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const t = (en: string) => ({ en, id: `${en} ID`, th: `${en} TH`, zh: `${en} ZH` });
const art = { pattern: 'dots' as const, colors: ['#ffeeee', '#ee8899', '#442233'] as [string, string, string] };
const doc = (headline: string) => ({ title: t('Beauty Pass banner'), banner: { title: t(headline), body: t('Move up to Gold.'), cta: { href: '/pages/beauty-pass', label: t('Join') }, art } });

function entry(overrides: Partial<AdminContentEntry> = {}): AdminContentEntry {
  return {
    key: 'banners/beauty-pass',
    type: 'banner',
    title: 'Beauty Pass banner',
    status: 'published',
    countries: null,
    languages: ['en', 'id', 'th', 'zh'],
    published_at: '2026-10-20T02:00:00.000Z',
    publish_at: null,
    updated_at: '2026-10-28T09:30:00.000Z',
    version: 3,
    draft: doc('Points on every order'),
    published: doc('Points on every order'),
    scheduled: null,
    ...overrides,
  };
}
const ENTRY = 'GET /content/banners%2Fbeauty-pass';
const LINK = { 'GET /content/banners%2Fbeauty-pass/preview-link': { body: { url: '/preview/homepage?preview_token=s1.abc', expires_at: '2026-11-28T00:00:00.000Z' } } };

describe('content', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists entries with their status, countries and languages; the filters go to the API', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      'GET /content': { body: { entries: [entry(), { ...entry({ key: 'homepage', type: 'homepage', title: 'Homepage', status: 'scheduled', publish_at: '2026-12-01T01:00:00.000Z', countries: ['SG', 'MY'] }) }] } },
    });
    renderAdmin('/content');
    const table = await screen.findByRole('table', { name: 'Content entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Beauty Pass banner', 'Homepage']);
    expect(rows[0]!.textContent).toContain('Published');
    expect(rows[0]!.textContent).toContain('All countries');
    expect(rows[0]!.textContent).toContain('EN ID TH ZH');
    expect(rows[1]!.textContent).toContain('Scheduled for 1 Dec 2026');
    expect(rows[1]!.textContent).toContain('SG, MY');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'banner' } });
    fireEvent.change(screen.getByLabelText('Search by key or title'), { target: { value: 'beauty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(api.to('GET /content')).toHaveLength(2));
    expect(api.to('GET /content')[1]!.query.get('type')).toBe('banner');
    expect(api.to('GET /content')[1]!.query.get('q')).toBe('beauty');
  });

  it('edits the texts per language and saves the draft with the version read; publishing waits for the save', async () => {
    let current = entry();
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      [ENTRY]: () => ({ body: current }),
      ...LINK,
      'PUT /content/banners%2Fbeauty-pass/draft': (request) => {
        current = entry({ status: 'draft', version: 4, draft: (request.body as { document: AdminContentEntry['draft'] }).document });
        return { body: current };
      },
      'POST /content/banners%2Fbeauty-pass/publish': () => ({ body: (current = { ...current, status: 'published', published: current.draft }) }),
    });
    renderAdmin('/content/banners/beauty-pass');
    const headline = await screen.findByLabelText('Headline (English)');
    expect((headline as HTMLInputElement).value).toBe('Points on every order');
    expect((screen.getByLabelText('Headline (Thai)') as HTMLInputElement).value).toBe('Points on every order TH');
    const preview = await screen.findByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview.getAttribute('href')).toBe('/preview/homepage?preview_token=s1.abc');
    expect(preview.getAttribute('target')).toBe('_blank');

    fireEvent.change(headline, { target: { value: 'Double points this week' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'SG' }));
    expect(screen.getByText('Save the draft first: publishing and previews use the saved draft.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    const sent = api.to('PUT /content/banners%2Fbeauty-pass/draft')[0]!.body as { document: AdminContentEntry['draft']; version: number };
    expect(sent.version).toBe(3);
    expect(sent.document.banner!.title).toEqual({ ...t('Double points this week'), en: 'Double points this week', id: 'Points on every order ID', th: 'Points on every order TH', zh: 'Points on every order ZH' });
    expect(sent.document.countries).toEqual(['SG']);
    expect(sent.document.banner!.cta).toEqual({ href: '/pages/beauty-pass', label: t('Join') });

    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published: shoppers now see this version.')).toBeTruthy();
    expect(api.to('POST /content/banners%2Fbeauty-pass/publish')[0]!.body).toEqual({});
  });

  it('schedules at the chosen time (a past one is refused in the form) and unschedules', async () => {
    let current = entry({ status: 'draft' });
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      [ENTRY]: () => ({ body: current }),
      ...LINK,
      'POST /content/banners%2Fbeauty-pass/publish': (request) => ({ body: (current = { ...current, status: 'scheduled', publish_at: (request.body as { at: string }).at, scheduled: current.draft }) }),
      'POST /content/banners%2Fbeauty-pass/unschedule': () => ({ body: (current = { ...current, status: 'draft', publish_at: null, scheduled: null }) }),
    });
    renderAdmin('/content/banners/beauty-pass');
    const when = await screen.findByLabelText('Publish at');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time in the future.')).toBeTruthy();
    expect(api.to('POST /content/banners%2Fbeauty-pass/publish')).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2099-05-01T10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(screen.getAllByRole('status').some((s) => /^Scheduled for 1 May 2099, 10:30\.$/.test(s.textContent ?? ''))).toBe(true));
    expect(api.to('POST /content/banners%2Fbeauty-pass/publish')[0]!.body).toEqual({ at: new Date('2099-05-01T10:30').toISOString() });
    fireEvent.click(await screen.findByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText('The scheduled publish is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unschedule' })).toBeNull();
  });

  it('a draft a colleague saved first (409) keeps the edits in the form and offers their version', async () => {
    let version = 3;
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      [ENTRY]: () => ({ body: version === 3 ? entry() : entry({ version, draft: doc('Their headline'), status: 'draft' }) }),
      ...LINK,
      'PUT /content/banners%2Fbeauty-pass/draft': apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
    });
    renderAdmin('/content/banners/beauty-pass');
    const headline = await screen.findByLabelText('Headline (English)');
    fireEvent.change(headline, { target: { value: 'My headline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByText(/Someone else saved this entry while you were editing/)).getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('Headline (English)') as HTMLInputElement).value).toBe('My headline');
    version = 5;
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    await vi.waitFor(() => expect((screen.getByLabelText('Headline (English)') as HTMLInputElement).value).toBe('Their headline'));
    expect(api.to(ENTRY)).toHaveLength(2);
  });

  it('is refused to a role without content.write', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') } });
    renderAdmin('/content');
    expect((await screen.findByText('You are not authorized to perform this action.')).getAttribute('role')).toBe('alert');
  });
});
