/**
 * The account and sign-in calls of the browser (`/api/web/v1`, contracts of
 * `@blush/shared/account-contracts`). Every call goes through the browser client, so a 401 while
 * signed in refreshes the tokens once and retries (product guide §4, §8); sign-in and the refresh itself
 * are exempt.
 */
import {
  type BeautyProfile,
  type RegistrationBody,
  accountResponseSchema,
  mailSchema,
  mailboxResponseSchema,
  memberReviewsResponseSchema,
  noticeResponseSchema,
  tokenResponseSchema,
  tokenVerifyResponseSchema,
  userResponseSchema,
} from '@blush/shared/account-contracts';
import { bookingsResponseSchema } from '@blush/shared/booking-contracts';
import { orderListResponseSchema } from '@blush/shared/order-contracts';
import type { Language } from '@blush/shared/markets';
import type { ApiLocale } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  mobile?: { calling_code: string; number: string };
  language?: Language;
  marketing_consent?: boolean;
  beauty_profile?: Partial<BeautyProfile>;
}

export function accountApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  return {
    account: () => api.get('/account', { schema: accountResponseSchema }),
    /** `code`: the one e-mailed while the account is locked (`sign_in_code_required`). */
    signIn: (email: string, password: string, code?: string) =>
      api.send('POST', '/sessions', { email, password, flow: 'client', ...(code ? { code } : {}) }, { schema: tokenResponseSchema }),
    signOut: () => api.send<null>('DELETE', '/sessions'),
    register: (body: RegistrationBody) => api.send('POST', '/user', body, { schema: userResponseSchema }),
    updateUser: (body: UserUpdate) => api.send('PATCH', '/user', body, { schema: userResponseSchema }),
    changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
      api.send('POST', '/user/password', body, { schema: noticeResponseSchema }),
    requestPasswordReset: (email: string) => api.send('POST', '/passwords/reset-instructions', { email }, { schema: noticeResponseSchema }),
    verifyResetToken: (token: string) => api.send('POST', '/passwords/reset/verify', { token }, { schema: tokenVerifyResponseSchema }),
    resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
      api.send('POST', '/passwords/reset', body, { schema: noticeResponseSchema }),
    unlock: (token: string) => api.send('POST', '/users/unlock', { token }, { schema: noticeResponseSchema }),
    requestUnlock: (email: string) => api.send('POST', '/users/unlock-instructions', { email }, { schema: noticeResponseSchema }),
    reviews: () => api.get('/user/reviews', { schema: memberReviewsResponseSchema }),
    /** The member's orders, newest first (a guest gets 401). */
    orders: () => api.get('/orders', { schema: orderListResponseSchema }),
    /** The member's bookings, soonest first (`GET /reservation-service`). */
    bookings: () => api.get('/reservation-service', { schema: bookingsResponseSchema }).then((r) => r.bookings),
    deleteReview: (id: number) => api.send<null>('DELETE', `/user/reviews/${id}`),
    mailbox: (to?: string) => api.get('/dev/mailbox', { schema: mailboxResponseSchema, query: { to } }),
    mail: (id: number) => api.get(`/dev/mailbox/${id}`, { schema: mailSchema }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
export type MemberOrder = Awaited<ReturnType<AccountApi['orders']>>['orders'][number];
