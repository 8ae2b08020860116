/**
 * The tag-manager container id for the page (product guide §5). The API's settings check it when
 * the server starts (ANALYTICS_CONTAINER_ID in apps/api/src/env.ts: a malformed id stops the
 * start); read here again with the same rule for the root loader.
 */
import { parseContainerId } from '@blush/shared/analytics';

let cached: { source: string | undefined; id: string | null } | undefined;

export function analyticsContainerId(env: NodeJS.ProcessEnv = process.env): string | null {
  const source = env.ANALYTICS_CONTAINER_ID;
  if (cached?.source !== source || cached === undefined) cached = { source, id: parseContainerId(source) };
  return cached.id;
}
