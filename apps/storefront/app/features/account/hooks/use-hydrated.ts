import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** False on the server and while hydrating; forms that call the API enable their buttons after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
