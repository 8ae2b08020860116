/**
 * Page titles of the account and sign-in pages: "{page title} | {site title}" (product guide §9), from the
 * `account` messages the scope layout sent, and never indexed.
 */
import type { MetaDescriptor } from 'react-router';
import { type Messages, createTranslator } from '../../lib/i18n.ts';
import { pageMeta, rootDataFrom } from '../../lib/seo.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function accountPageMeta(matches: ReadonlyArray<MatchLike | undefined>, titleKey: string): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  const scope = matches.find((m) => m?.loaderData && typeof m.loaderData === 'object' && 'scopedMessages' in m.loaderData)?.loaderData as
    | { scopedMessages: Messages }
    | undefined;
  const title =
    root && scope ? createTranslator(root.locale.language, { ...root.messages, ...scope.scopedMessages })(titleKey) : undefined;
  return pageMeta(matches, title, { noindex: true });
}
