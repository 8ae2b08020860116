import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesResponseSchema,
  staffMeResponseSchema,
  staffSecondFactorBodySchema,
  staffSignInBodySchema,
  staffSignInResponseSchema,
  totpConfirmBodySchema,
  totpEnrolmentResponseSchema,
} from '@blush/shared/staff-contracts';
import { DomainError } from '../../domain-error.ts';
import type { StaffDeps } from './deps.ts';
import { actorOf, staffOf } from './guard.ts';
import { confirmEnrolment, startEnrolment } from './enrolment.ts';
import { staffMe } from './service.ts';
import { clearStaffCookie, endSession, setStaffCookie } from './session.ts';
import { passwordStep, secondFactorStep } from './sign-in.ts';

/** Staff sign-in (password, then the second factor), authenticator enrolment, who am I, sign-out. */
export function staffSessionRoutes(deps: StaffDeps, options: { rateLimitMax: number }): FastifyPluginAsyncZod {
  const limited = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  return async (app) => {
    app.post(
      '/sessions',
      {
        config: { ...limited, staffAccess: 'public' },
        schema: {
          tags: ['admin'],
          summary: 'Staff sign-in, first step: e-mail and password. Sets the staff session cookie for the second step (or the enrolment of an authenticator). 429 + Retry-After while this address must wait, 423 when it is blocked',
          body: staffSignInBodySchema,
          response: { 200: staffSignInResponseSchema },
        },
      },
      async (request, reply) => {
        const started = await passwordStep(deps, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }).catch((error: unknown) => {
          // A pair that must wait is told how long (429 + Retry-After), as the shoppers' sign-in does.
          if (error instanceof DomainError && error.code === 'sign_in_slowed_down') reply.header('retry-after', String((error.details as { retry_after: number }).retry_after));
          throw error;
        });
        setStaffCookie(request, reply, started.token, deps.production);
        return { status: started.needsEnrolment ? ('needs_enrolment' as const) : ('needs_second_factor' as const), expires_at: started.expiresAt.toISOString() };
      },
    );

    app.post(
      '/sessions/second-factor',
      {
        config: { ...limited, staffAccess: 'second_factor' },
        schema: {
          tags: ['admin'],
          summary: 'Staff sign-in, second step: the current authenticator code (never one already used) or an unused recovery code',
          body: staffSecondFactorBodySchema,
          response: { 200: staffMeResponseSchema },
        },
      },
      async (request) => {
        const { staff, session } = staffOf(request);
        const expiresAt = await secondFactorStep(deps, session, staff.id, request.body, actorOf(request));
        const me = await staffMe(deps.db, staff);
        return { staff: me.staff, permissions: me.permissions, recovery_codes_left: me.recoveryCodesLeft, session_expires_at: expiresAt.toISOString() };
      },
    );

    app.post(
      '/sessions/totp-enrolment',
      {
        config: { staffAccess: 'second_factor' },
        schema: {
          tags: ['admin'],
          summary: 'Start enrolling an authenticator app: a new secret as an otpauth:// URI and its QR code (SVG). Between the two sign-in steps only for a staff member without one',
          response: { 200: totpEnrolmentResponseSchema },
        },
      },
      async (request) => {
        const { staff, session } = staffOf(request);
        const enrolment = await startEnrolment(deps, session, staff);
        return { otpauth_uri: enrolment.uri, secret: enrolment.secret, qr_svg: enrolment.qrSvg };
      },
    );

    app.post(
      '/sessions/totp-enrolment/confirm',
      {
        config: { ...limited, staffAccess: 'second_factor' },
        schema: {
          tags: ['admin'],
          summary: 'Finish enrolling with the first code of the new authenticator: returns ten single-use recovery codes, shown only now, and signs in',
          body: totpConfirmBodySchema,
          response: { 200: recoveryCodesResponseSchema },
        },
      },
      async (request) => {
        const { staff, session } = staffOf(request);
        return { recovery_codes: await confirmEnrolment(deps, session, staff.id, request.body.code, actorOf(request)) };
      },
    );

    app.get(
      '/me',
      { config: { staffAccess: 'signed_in' }, schema: { tags: ['admin'], summary: 'The signed-in staff member, what they may do and their session', response: { 200: staffMeResponseSchema } } },
      async (request) => {
        const { staff, session } = staffOf(request);
        const me = await staffMe(deps.db, staff);
        return { staff: me.staff, permissions: me.permissions, recovery_codes_left: me.recoveryCodesLeft, session_expires_at: session.expiresAt.toISOString() };
      },
    );

    app.delete(
      '/sessions',
      { config: { staffAccess: 'second_factor' }, schema: { tags: ['admin'], summary: 'Sign out of the back office (the session ends at once)' } },
      async (request, reply) => {
        await endSession(deps.db, staffOf(request).session.id);
        clearStaffCookie(reply);
        return reply.status(204).send();
      },
    );
  };
}
