/**
 * Scheduled sales as the catalogue module offers them to the flow (`flows/sale-windows.ts`): the
 * windows of a market row, one window locked, the windows due, a market row read or locked.
 */
import type { Db } from '../../db/client.ts';
import { type MarketRow, marketRows } from './admin-repo.ts';
import * as repo from './sale-repo.ts';

export type { SaleWindowRow } from './sale-repo.ts';
export const { lockMarketOf, openWindows, insertWindow, lockWindow, setWindow, editWindow, dueWindows, overlaps } = repo;

/** A market row by SKU and country, unlocked. */
export async function marketOf(db: Db, sku: string, country: string): Promise<MarketRow | undefined> {
  const [row] = await marketRows(db, [{ sku, country }], false);
  return row;
}
