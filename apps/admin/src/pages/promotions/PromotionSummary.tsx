import type { AdminPromotion, AdminPromotionStatus } from '@blush/shared/admin-promotion-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import { money } from '../../lib/format.ts';
import { type MessageKey, type Params, useI18n } from '../../lib/i18n.tsx';

type Translate = (key: MessageKey, params?: Params) => string;

/** What the code gives, in a few words: "10% off", "SGD 15.00 off (SG)", "Free shipping"; with its minimum spend and first-order rule. */
export function summaryOf(p: Pick<AdminPromotion, 'kind' | 'percent' | 'amounts' | 'min_spend' | 'first_order_only'>, t: Translate, language: Parameters<typeof money>[1] = 'en'): string {
  const amounts = (values: Record<string, number> | null) =>
    Object.entries(values ?? {}).map(([c, amount]) => `${money({ amount, currency: MARKETS[c as CountryCode].currency }, language)} (${c})`).join(', ');
  const offer = p.kind === 'percentage' ? t('promotions.percent_off', { percent: p.percent ?? 0 }) : p.kind === 'fixed' ? t('promotions.amount_off', { amounts: amounts(p.amounts) }) : t('promotions.kinds.free_shipping');
  const parts = [offer];
  if (p.min_spend && Object.keys(p.min_spend).length) parts.push(t('promotions.min_spend_of', { amounts: amounts(p.min_spend) }));
  if (p.first_order_only) parts.push(t('promotions.first_order_only'));
  return parts.join(' · ');
}

export function PromotionStatusBadge({ status }: { status: AdminPromotionStatus }) {
  const { t } = useI18n();
  const tone = status === 'active' ? 'bg-emerald-100 text-emerald-900' : status === 'scheduled' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900';
  return <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${tone}`}>{t(`promotions.status.${status}`)}</span>;
}
