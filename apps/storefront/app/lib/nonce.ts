import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (entry.server.tsx
 * makes one per response). In the browser it is undefined: scripts added after hydration are
 * bundles from our own origin, which the policy allows without a nonce.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
