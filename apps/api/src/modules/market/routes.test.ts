import { expect, it } from 'vitest';
import { COUNTRY_CODES } from '@blush/shared/markets';
import { describeApi, shopHeaders } from '../../test/api.ts';

describeApi('market API', (ctx) => {
  it('lists the eight country sites with their languages, default first', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/markets' });
    expect(res.statusCode).toBe(200);
    const { markets } = res.json() as { markets: Array<{ code: string; languages: string[]; defaultLanguage: string; currency: string; freeShippingThreshold: { amount: number; currency: string } }> };
    expect(markets.map((m) => m.code)).toEqual([...COUNTRY_CODES]);
    const th = markets.find((m) => m.code === 'TH')!;
    expect(th.languages).toEqual(['th', 'en']);
    expect(th.defaultLanguage).toBe('th');
    expect(th.freeShippingThreshold).toEqual({ amount: 50000, currency: 'THB' });
    expect(markets.find((m) => m.code === 'HK')!.languages).toEqual(['en', 'zh']);
    expect(markets.find((m) => m.code === 'ID')!.currency).toBe('IDR');
  });

  it('names the countries and titles the sites in the request language', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/markets', headers: shopHeaders('TH', 'th') });
    const th = (res.json() as { markets: Array<{ code: string; name: string; siteTitle: string; metaDescription: string }> }).markets.find((m) => m.code === 'TH')!;
    expect(th).toMatchObject({ name: 'ประเทศไทย', siteTitle: 'Blush ประเทศไทย' });
    expect(th.metaDescription).toContain('฿500');
  });

  it('defaults to Singapore in English with nothing to go on', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/locale' });
    expect(res.json()).toMatchObject({ country: 'SG', language: 'en', market: { currency: 'SGD' } });
  });

  it('resolves the country from host, then header, then cookie, then query', async () => {
    const { api } = ctx();
    const locale = async (headers: Record<string, string>, query = '') =>
      (await api.inject({ method: 'GET', url: `/api/web/v1/locale${query}`, headers })).json() as { country: string; language: string };

    expect((await locale({ host: 'www.blush.co.th' }, '?country_code=au')).country).toBe('TH');
    expect((await locale({ 'x-site-country': 'hk', cookie: 'locale=id' }, '?country_code=au')).country).toBe('HK');
    expect((await locale({ cookie: 'locale=id' }, '?country_code=au')).country).toBe('ID');
    expect((await locale({}, '?country_code=au')).country).toBe('AU');
    expect((await locale({}, '?country_code=xx')).country).toBe('SG');
  });

  it("uses the requested language only where the country offers it, else the country's default", async () => {
    const { api } = ctx();
    const locale = async (query: string, headers: Record<string, string> = {}) =>
      (await api.inject({ method: 'GET', url: `/api/web/v1/locale${query}`, headers })).json() as { country: string; language: string };

    expect(await locale('?country_code=TH')).toMatchObject({ country: 'TH', language: 'th' });
    expect(await locale('?country_code=TH&language=en')).toMatchObject({ language: 'en' });
    expect(await locale('?country_code=TH&language_code=en')).toMatchObject({ language: 'en' });
    expect(await locale('?country_code=TH&language=zh')).toMatchObject({ language: 'th' });
    expect(await locale('?country_code=HK', { cookie: 'lng_hk=zh' })).toMatchObject({ language: 'zh' });
    expect(await locale('?country_code=HK&language=en', { cookie: 'lng_hk=zh' })).toMatchObject({ language: 'en' });
    expect(await locale('', shopHeaders('ID', 'en'))).toMatchObject({ country: 'ID', language: 'en' });
  });
});
