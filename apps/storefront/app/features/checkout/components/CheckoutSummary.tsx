/** The checkout's cost summary: the shop's one summary component (`UiCostSummary`). */
export { UiCostSummary as CheckoutSummary, type UiCostSummaryProps as CheckoutSummaryProps } from '../../../components/ui/UiCostSummary.tsx';
