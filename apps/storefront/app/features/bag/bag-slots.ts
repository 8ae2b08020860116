/** How the bag page takes parts drawn by other features (gift cards, through the route). */
import type { ReactNode } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { BagContext } from './bag-actions.ts';
import type { ServerBag } from './bag-server-data.ts';

/** What a part of the bag from another feature (gift cards, through the route) is given. */
export interface BagSlot {
  bag: BagDto;
  context: BagContext;
  /** Run a change of the bag and show the bag it answers. */
  change: (action: () => Promise<BagDto>) => Promise<BagDto>;
  announce: (text: string) => void;
}

export interface BagPageProps {
  /** Under the product lines (gift cards being bought), and above the summary (paying with gift cards and credit). */
  slots?: { lines?: (slot: BagSlot) => ReactNode; payment?: (slot: BagSlot) => ReactNode };
  /** The bag the loader read (null when it could not). */
  initial?: ServerBag | null;
}
