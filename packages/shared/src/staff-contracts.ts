/**
 * HTTP contracts of the back office's staff, sessions and audit trail (issue 21, decision 0029):
 * one schema per contract, used by the API's admin routes (and so their OpenAPI document) and by
 * the back-office app.
 */
import { z } from 'zod';
import { languageSchema } from './contracts.ts';
import { STAFF_ACTIONS, STAFF_ROLES } from './staff-permissions.ts';

/** The back office's API, apart from the storefront's `/api/web/v1`. */
export const ADMIN_API_PREFIX = '/api/admin/v1';
/** The staff session cookie: HttpOnly, SameSite=Strict, Secure, sent only to the admin API. */
export const STAFF_SESSION_COOKIE = 'blush_staff';
export const STAFF_SESSION_COOKIE_PATH = '/api/admin';

/** The staff sign-in's numbers, in one place. */
export const STAFF_SIGN_IN = {
  /** Minutes between the password and the second factor. */
  secondFactorMinutes: 5,
  /** A session ends after this long without a request … */
  idleMinutes: 60,
  /** … and at the latest this long after signing in (a working day). */
  maxHours: 10,
  /** Wrong second-factor codes (after a right password) that lock the account … */
  secondFactorMaxFailures: 5,
  /** … for this long, or until an administrator unlocks it. */
  lockMinutes: 30,
  passwordMinLength: 12,
  passwordMaxLength: 128,
} as const;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(1).max(STAFF_SIGN_IN.passwordMaxLength);
const newPassword = z.string().min(STAFF_SIGN_IN.passwordMinLength).max(STAFF_SIGN_IN.passwordMaxLength);
export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffActionSchema = z.enum(STAFF_ACTIONS as [string, ...string[]]);

export const staffSignInBodySchema = z.object({ email, password });

/** The second step: the authenticator's 6 digits, or one recovery code. */
export const staffSecondFactorBodySchema = z.union([
  z.object({ code: z.string().trim().regex(/^\d{6}$/) }),
  z.object({ recovery_code: z.string().trim().min(10).max(16) }),
]);

export const staffSignInResponseSchema = z.object({
  status: z.enum(['needs_second_factor', 'needs_enrolment']),
  expires_at: z.string(),
});

/** How staff may sign in: always the password; the company's OpenID Connect provider when configured (decision 0034). */
export const staffSignInMethodsResponseSchema = z.object({
  /** The company's name for the "Sign in with … account" button, and where it starts; null without single sign-on. */
  oidc: z.object({ name: z.string(), start_path: z.string() }).nullable(),
});

/**
 * Why single sign-on sent a staff member back to the sign-in page (`?sso_error=`). `other_account`:
 * the staff member with this e-mail is bound to another account at the provider (decision 0034).
 */
export const STAFF_SSO_ERRORS = ['not_recognised', 'locked', 'other_account', 'failed'] as const;
export type StaffSsoError = (typeof STAFF_SSO_ERRORS)[number];

export const totpEnrolmentResponseSchema = z.object({
  otpauth_uri: z.string(),
  secret: z.string(),
  /** The URI as a QR code, an SVG image. */
  qr_svg: z.string(),
});

export const totpConfirmBodySchema = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

export const staffDtoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  store_ids: z.array(z.number().int()),
  language: languageSchema,
  second_factor: z.boolean(),
  /** Bound to one account at the company's provider by its first single sign-on (issuer + subject). */
  sso_linked: z.boolean(),
  disabled: z.boolean(),
  locked: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
});
export type StaffDto = z.infer<typeof staffDtoSchema>;

export const staffMeResponseSchema = z.object({
  staff: staffDtoSchema,
  permissions: z.array(staffActionSchema),
  recovery_codes_left: z.number().int(),
  session_expires_at: z.string(),
});

export const staffListResponseSchema = z.object({ staff: z.array(staffDtoSchema) });
export const staffResponseSchema = z.object({ staff: staffDtoSchema });

const roles = z.array(staffRoleSchema).min(1).max(STAFF_ROLES.length);
const storeIds = z.array(z.number().int().positive()).max(200);
const name = z.string().trim().min(1).max(100);

export const staffCreateBodySchema = z.object({
  email,
  name,
  password: newPassword,
  roles,
  store_ids: storeIds.default([]),
  language: languageSchema.default('en'),
});

/** A change to a staff member, made from the copy at `version` (a stale copy is refused). */
export const staffUpdateBodySchema = z.object({
  version: z.number().int().positive(),
  name: name.optional(),
  roles: roles.optional(),
  store_ids: storeIds.optional(),
  disabled: z.boolean().optional(),
  /** Lift a second-factor lock. */
  unlock: z.literal(true).optional(),
  /** Forget the authenticator and recovery codes (a lost phone): the next sign-in enrols again. */
  reset_second_factor: z.literal(true).optional(),
  /** Forget the company account bound by single sign-on (a replaced account): the next single sign-on binds again. */
  clear_sso_link: z.literal(true).optional(),
});

export const staffIdParamsSchema = z.object({ id: z.uuid() });

export const auditQuerySchema = z.object({
  staff_id: z.uuid().optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target_type: z.string().trim().min(1).max(64).optional(),
  target_id: z.string().trim().min(1).max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const json = z.record(z.string(), z.unknown()).nullable();
export const auditResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      staff: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string(),
      before: json,
      after: json,
      request_id: z.string().nullable(),
    }),
  ),
  next_cursor: z.number().int().nullable(),
});
