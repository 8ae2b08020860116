/** The order's cost summary exactly as it was placed (product guide §3): never re-read from today's prices. */
import type { CostSummary } from '@blush/shared/bag-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { UiCostSummary } from '../../../components/ui/UiCostSummary.tsx';
import { useOrderFormat } from '../hooks/use-order-format.ts';

/** The shop's summary rows; the points line only for a member's order (only members earn them). */
export function OrderSummary({ summary, itemsCount, earnsPoints }: { summary: CostSummary; itemsCount: number; earnsPoints: boolean }) {
  const { t } = useTranslation();
  const { number } = useOrderFormat();
  const points = earnsPoints && summary.pointsEarned > 0 ? t('order.points', { count: summary.pointsEarned, points: number(summary.pointsEarned) }) : null;
  return <UiCostSummary summary={summary} itemsCount={itemsCount} pointsLabel={points} testId="order-summary" />;
}
