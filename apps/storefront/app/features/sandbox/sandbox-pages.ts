/**
 * The sandbox's test benches (product guide §2: internal test pages under /sandbox/), in the order
 * the index lists them, and the countries with an order outcome page of their own.
 */
import type { CountryCode } from '@blush/shared/markets';

export const SANDBOX_BENCHES = ['cart', 'stores', 'loaders', 'language', 'orders', 'happening', 'content'] as const;
export type SandboxBench = (typeof SANDBOX_BENCHES)[number];

/** The per-country order outcome pages (`/sandbox/orders/{au,sg,…}`), lower case in the path. */
export const SANDBOX_ORDER_COUNTRIES = ['AU', 'SG', 'HK', 'NZ', 'ID', 'MY', 'PH', 'TH'] as const satisfies readonly CountryCode[];
export type SandboxOrderCountry = (typeof SANDBOX_ORDER_COUNTRIES)[number];

export function parseSandboxCountry(segment: string | undefined): SandboxOrderCountry | null {
  const upper = segment?.toUpperCase();
  // Only the lower-case path is the page (one address per page).
  if (!upper || segment !== upper.toLowerCase()) return null;
  return (SANDBOX_ORDER_COUNTRIES as readonly string[]).includes(upper) ? (upper as SandboxOrderCountry) : null;
}
