/**
 * A navigation that only brings the address in line with what the page already shows (the order
 * screen moving to the view its order's state calls for): the route announcer neither moves focus
 * nor reads the title for it, because the page announces its own change.
 */
export const QUIET_NAVIGATION = { quietNavigation: true } as const;

export function isQuietNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { quietNavigation?: unknown }).quietNavigation === true;
}
