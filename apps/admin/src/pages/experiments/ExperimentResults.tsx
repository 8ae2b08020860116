import type { AdminExperimentOverview } from '@blush/shared/admin-experiment-contracts';
import type { Language } from '@blush/shared/markets';
import { CELL, DataTable } from '../../components/DataTable.tsx';
import { useI18n } from '../../lib/i18n.tsx';

type Variation = AdminExperimentOverview['experiments'][number]['variations'][number];

/** A figure's cell: right-aligned, with the numerals in even columns. */
const NUMBER_CELL = 'px-3 py-2 text-right align-top tabular-nums';

/** Percentages as the staff member writes them; Chinese as in Hong Kong. */
const NUMBER_LOCALE: Record<Language, string> = { en: 'en-GB', id: 'id-ID', th: 'th-TH', zh: 'zh-HK' };

/**
 * Each experiment's results as computed on the server: visitors, conversions, the conversion rate
 * with its 95 % interval, and each variation against the control (the first): uplift and whether the
 * difference is significant, with its p-value. Below the minimum sample: "Not enough data yet".
 */
export function ExperimentResults({ data }: { data: AdminExperimentOverview }) {
  const { t, language } = useI18n();
  const locale = NUMBER_LOCALE[language];
  const percent = (value: number, sign = false) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: sign ? 'exceptZero' : 'auto' }).format(value);
  const decimal = (value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value);
  const pValue = (p: number) => (p < 0.001 ? t('experiments.p_below', { p: decimal(0.001) }) : t('experiments.p_value', { p: decimal(p) }));

  const versus = (v: Variation) => {
    if (v.control) return <span className="text-stone-700">{t('experiments.control')}</span>;
    const c = v.versus_control;
    if (!c) return <span className="text-stone-700">{t('experiments.not_enough_data')}</span>;
    const uplift = c.uplift === null ? '—' : percent(c.uplift, true);
    return (
      <>
        <span className={c.significant ? 'font-semibold text-stone-900' : 'text-stone-800'}>{t(c.significant ? 'experiments.significant' : 'experiments.not_significant', { uplift })}</span>
        <span className="block text-xs text-stone-700">{pValue(c.p_value)}</span>
      </>
    );
  };

  return (
    <section aria-labelledby="results-title" className="space-y-3">
      <h2 id="results-title" className="text-lg font-semibold">
        {t('experiments.results')}
      </h2>
      <p className="text-sm text-stone-700">{t('experiments.significance_note', { count: data.min_visitors })}</p>
      {data.experiments.map((experiment) => (
        <DataTable
          key={experiment.id}
          caption={experiment.name}
          head={
            <>
              <th scope="col" className={CELL}>{t('experiments.variation')}</th>
              <th scope="col" className={NUMBER_CELL}>{t('experiments.visitors')}</th>
              <th scope="col" className={NUMBER_CELL}>{t('experiments.converted')}</th>
              <th scope="col" className={NUMBER_CELL}>{t('experiments.rate')}</th>
              <th scope="col" className={CELL}>{t('experiments.versus_control')}</th>
            </>
          }
        >
          <tbody>
            {experiment.variations.length === 0 ? (
              <tr>
                <td colSpan={5} className={`${CELL} text-stone-700`}>
                  {t('experiments.no_data')}
                </td>
              </tr>
            ) : (
              experiment.variations.map((v) => (
                <tr key={v.variation_id} className="border-t border-stone-100">
                  <th scope="row" className={`${CELL} font-normal`}>{v.name}</th>
                  <td className={NUMBER_CELL}>{v.visitors}</td>
                  <td className={NUMBER_CELL}>{v.converted}</td>
                  <td className={NUMBER_CELL}>
                    {v.rate ? (
                      <>
                        {percent(v.rate.value)}
                        <span className="block text-xs text-stone-700">{t('experiments.interval', { low: percent(v.rate.low), high: percent(v.rate.high) })}</span>
                      </>
                    ) : (
                      <span className="text-stone-700">{t('experiments.not_enough_data')}</span>
                    )}
                  </td>
                  <td className={CELL}>{versus(v)}</td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      ))}
    </section>
  );
}
