/**
 * `/gift/{token}`: the recipient's page of a video gift message (blank layout, not indexed, no
 * page-view analytics): the video with its poster and captions; a withdrawn or expired link answers
 * 410 with a page that says so, an unknown one 404.
 */
import { data } from 'react-router';
import type { Route } from './+types/gift';
import { giftViewResponseSchema } from '@blush/shared/gift-message-contracts';
import { type GiftPageState, GiftPlayer } from '../features/gift-message/components/GiftPlayer.tsx';
import { isApiError } from '../lib/api-core.ts';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

const STATES: Readonly<Record<string, 'revoked' | 'expired'>> = { gift_link_revoked: 'revoked', gift_link_expired: 'expired' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = requestT(context);
  const messages = scopedMessages(requestLocale(context).language, ['gift_message']);
  const title = t('gift_message.page.title');
  let state: GiftPageState;
  try {
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.token)) throw Object.assign(new Error('not a token'), { notFound: true });
    const { gift } = await serverApi(context).get(`/gift-messages/${params.token}`, { schema: giftViewResponseSchema });
    return { title, messages, state: { kind: 'gift', gift } satisfies GiftPageState as GiftPageState };
  } catch (error) {
    const kind = isApiError(error) ? (STATES[error.code] ?? (error.status === 404 ? 'not_found' : null)) : (error as { notFound?: boolean }).notFound ? 'not_found' : null;
    if (!kind) throw error;
    const message = isApiError(error) ? error.message : t('gift_message.page.not_found_body');
    state = { kind, message };
    return data({ title, messages, state }, { status: kind === 'not_found' ? 404 : 410 });
  }
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return { ...PRIVATE_PAGE_HEADERS, 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function GiftRoute({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <GiftPlayer state={loaderData.state} />
    </I18nScope>
  );
}
