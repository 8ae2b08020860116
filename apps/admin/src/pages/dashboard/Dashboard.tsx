/**
 * The dashboard (issue 21 item 10), on the back office's home page: today or this week in one
 * country — sales, orders by status, the fraud queue, low stock, bookings and page views — with
 * bar charts of sales and page views per day (each with its numbers in a table for screen readers).
 * Country and period are in the URL. Loaded as its own chunk.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { type AdminDashboard, type DashboardPeriod, adminDashboardSchema } from '@blush/shared/admin-dashboard-contracts';
import { COUNTRY_CODES, type CountryCode, type Language, isCountryCode } from '@blush/shared/markets';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SelectField } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { countryName, money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { BarChart } from './BarChart.tsx';

const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', id: 'id-ID', th: 'th-TH', zh: 'zh-HK' };

/** "Mon 24" for a local date, in the staff member's language. */
function dayLabel(date: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function Dashboard() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = params.get('country');
  const country: CountryCode = isCountryCode(asked) ? asked : 'SG';
  const period: DashboardPeriod = params.get('period') === 'week' ? 'week' : 'today';
  const go = (next: { country?: string; period?: DashboardPeriod }) => {
    const search = new URLSearchParams(params);
    if (next.country) search.set('country', next.country);
    if (next.period) search.set('period', next.period);
    setParams(search, { replace: true });
  };
  const query = useQuery({
    queryKey: ['dashboard', country, period],
    queryFn: ({ signal }) => apiRequest('/dashboard', adminDashboardSchema, { query: { country, period }, signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="dashboard-title" className="mt-8 space-y-6">
      <h2 id="dashboard-title" className="text-xl font-semibold text-stone-900">
        {t('dashboard.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField label={t('dashboard.country')} name="dashboard-country" value={country} onChange={(value) => go({ country: value })} options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }))} />
        <div role="group" aria-label={t('dashboard.period')} className="flex gap-1">
          {(['today', 'week'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => go({ period: p })}
              className={`rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blush-600 ${period === p ? 'border-blush-700 bg-blush-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-blush-600'}`}
            >
              {t(p === 'today' ? 'dashboard.today' : 'dashboard.week')}
            </button>
          ))}
        </div>
      </div>
      {query.error ? <ErrorAlert error={query.error} /> : null}
      {query.data ? <Figures data={query.data} /> : !query.error ? <p role="status">{t('app.loading')}</p> : null}
    </section>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t, language } = useI18n();
  const can = useCan();
  const cash = (amount: number) => money({ amount, currency: data.currency }, language);
  const number = (n: number) => new Intl.NumberFormat(DATE_LOCALE[language]).format(n);
  const statuses = data.orders_by_status.filter((s) => s.count > 0);
  const tiles: Array<{ label: string; value: string; to?: string | undefined }> = [
    { label: t('dashboard.sales'), value: cash(data.sales.total) },
    { label: t('dashboard.paid_orders'), value: number(data.sales.orders) },
    { label: t('dashboard.fraud_queue'), value: number(data.fraud_queue), to: can('fraud.review') ? '/fraud-review' : undefined },
    { label: t('dashboard.bookings'), value: number(data.bookings.total) },
    { label: t('dashboard.page_views'), value: number(data.page_views.total) },
    { label: t('dashboard.visitors'), value: number(data.page_views.visitors) },
    { label: t('dashboard.low_stock'), value: number(data.low_stock.count) },
  ];
  return (
    <div className="space-y-6">
      {data.scoped_to_stores ? <p className="text-sm text-stone-700">{t('dashboard.scoped')}</p> : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-700">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-stone-900">
              {tile.to ? (
                <Link to={tile.to} className="text-blush-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blush-600">
                  {tile.value}
                </Link>
              ) : (
                tile.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title={t('dashboard.sales_chart', { currency: data.currency })}
          columnLabel={t('dashboard.day')}
          valueLabel={t('dashboard.sales')}
          bars={data.sales.per_day.map((d) => ({ label: dayLabel(d.date, language), value: d.total, display: cash(d.total) }))}
        />
        <BarChart
          title={t('dashboard.views_chart')}
          columnLabel={t('dashboard.day')}
          valueLabel={t('dashboard.page_views')}
          bars={data.page_views.per_day.map((d) => ({ label: dayLabel(d.date, language), value: d.views, display: number(d.views) }))}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <table className="w-full rounded-lg border border-stone-200 bg-white text-sm">
          <caption className="p-2 text-left font-medium text-stone-900">{t('dashboard.orders_by_status')}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left">
              <th scope="col" className="p-2">{t('orders.status')}</th>
              <th scope="col" className="p-2 text-right">{t('dashboard.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {statuses.length ? (
              statuses.map((s) => (
                <tr key={s.status} className="border-b border-stone-100">
                  <th scope="row" className="p-2 text-left font-normal">{t(`status.${s.status}`)}</th>
                  <td className="p-2 text-right">{number(s.count)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={2} className="p-2">{t('dashboard.no_orders')}</td>
              </tr>
            )}
          </tbody>
        </table>
        <table className="w-full rounded-lg border border-stone-200 bg-white text-sm">
          <caption className="p-2 text-left font-medium text-stone-900">{t('dashboard.low_stock_caption', { threshold: data.low_stock.threshold })}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left">
              <th scope="col" className="p-2">SKU</th>
              <th scope="col" className="p-2">{t('dashboard.product')}</th>
              <th scope="col" className="p-2 text-right">{t('dashboard.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {data.low_stock.variants.length ? (
              data.low_stock.variants.map((v) => (
                <tr key={v.sku} className="border-b border-stone-100">
                  <td className="p-2 font-mono">{v.sku}</td>
                  <td className="p-2">{v.variant ? `${v.product} — ${v.variant}` : v.product}</td>
                  <td className="p-2 text-right">{number(v.stock)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={3} className="p-2">{t('dashboard.no_low_stock')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
