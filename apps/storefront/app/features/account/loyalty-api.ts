/**
 * The Beauty Pass calls of the browser (`/api/web/v1`, contracts of
 * `@blush/shared/loyalty-contracts`): the member's points summary and tier status, the point log,
 * perks, and the rewards catalogue. Through the browser client, so a 401 while signed in refreshes
 * the tokens once and retries (product guide §4). Query keys start with `member`, so signing out forgets
 * them with the rest of the member's data (`use-account.ts`).
 */
import {
  type LoyaltySummary,
  type RewardDto,
  loyaltySummarySchema,
  perksResponseSchema,
  pointsLogResponseSchema,
  rewardsResponseSchema,
} from '@blush/shared/loyalty-contracts';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';


/** The point-log filters of `/account/points` (the `filter` query), and what each asks the API for. */
export const POINTS_FILTERS = ['all', 'earned', 'spent', 'pending'] as const;
export type PointsFilter = (typeof POINTS_FILTERS)[number];

export function parsePointsFilter(value: string | null): PointsFilter {
  return (POINTS_FILTERS as readonly string[]).includes(value ?? '') ? (value as PointsFilter) : 'all';
}

function filterQuery(filter: PointsFilter): { direction?: 'earned' | 'spent'; status?: 'pending' } {
  switch (filter) {
    case 'earned':
    case 'spent':
      return { direction: filter };
    case 'pending':
      return { status: 'pending' };
    default:
      return {};
  }
}

/** Rows per page of the point log (the API allows up to 50). */
export const POINTS_PAGE_SIZE = 20;

export const LOYALTY_KEYS = {
  summary: ['member', 'loyalty', 'summary'] as const,
  pointsLog: (filter: PointsFilter, page: number) => ['member', 'loyalty', 'points-log', filter, page] as const,
  perks: ['member', 'loyalty', 'perks'] as const,
  rewards: ['member', 'rewards'] as const,
};

export function loyaltyApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    summary: () => api.get('/loyalty/summary', { schema: loyaltySummarySchema }),
    pointsLog: (filter: PointsFilter, page: number, pageSize = POINTS_PAGE_SIZE) =>
      api.get('/loyalty/points-log', { schema: pointsLogResponseSchema, query: { page, page_size: pageSize, ...filterQuery(filter) } }),
    perks: () => api.get('/loyalty/perks', { schema: perksResponseSchema }),
    rewards: () => api.get('/rewards', { schema: rewardsResponseSchema }),
  };
}

export type LoyaltyApi = ReturnType<typeof loyaltyApi>;

export type { LoyaltySummary };
export type TierStatusMessage = LoyaltySummary['status']['message'];
export type PointsLogPage = Awaited<ReturnType<LoyaltyApi['pointsLog']>>;
export type PointsLogEntry = PointsLogPage['items'][number];
export type Perk = Awaited<ReturnType<LoyaltyApi['perks']>>['perks'][number];
export type Rewards = Awaited<ReturnType<LoyaltyApi['rewards']>>;
export type Reward = RewardDto;
