/**
 * The bag's actions (`bag-actions.ts`, with the zod contracts and the query cache), loaded on a sign
 * of interest (hover, focus) or on the press itself: nothing of them is first-load JavaScript.
 */
import type * as BagActions from './bag-actions.ts';

let loading: Promise<typeof BagActions> | undefined;

export function loadBagActions(): Promise<typeof BagActions> {
  loading ??= import('./bag-actions.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const preloadBagActions = (): void => void loadBagActions().catch(() => undefined);
