/**
 * HTTP contracts of accounts and sign-in: registration, sessions and tokens, password reset and
 * unlock, the signed-in member (`user`, `account`), the beauty profile, the member's reviews,
 * the development mailbox and the sandbox users. One schema per contract, shared by the API's
 * routes (and so the OpenAPI document) and the storefront's forms and response parsing.
 */
import { z } from 'zod';
import {
  BEAUTY_PROFILE_OPTIONS,
  CONSENT_KINDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_CODES,
  SOCIAL_PROVIDERS,
  TIERS,
} from './account.ts';
import { countryCodeSchema, languageSchema } from './contracts.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email());

/** A password as sent; the rules (AUTH_MS_PV_*) are checked by the service so each failure gets its code. */
export const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

const personName = z.string().trim().min(1).max(50);

export const mobileSchema = z.object({
  calling_code: z.string().regex(/^\+\d{1,4}$/).describe('e.g. +65'),
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,12}$/)),
});

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'not a calendar date');

export const consentKindSchema = z.enum(CONSENT_KINDS);
export const tierSchema = z.enum(TIERS);
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const registrationBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  password_confirmation: passwordSchema,
  first_name: personName,
  last_name: personName,
  mobile: mobileSchema,
  date_of_birth: dateSchema,
  country: countryCodeSchema,
  language: languageSchema,
  consents: z.partialRecord(consentKindSchema, z.boolean()).describe('policy, personal_information, third_party_sharing and over_14 must be true; marketing is optional'),
  /** A pending social sign-in to link once the account exists (from the "not linked: sign up" path). */
  social_link_token: z.string().max(2000).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/**
 * `flow: client` (the web site) sets the split JWT cookies; `flow: app` returns the tokens in the
 * body for a device and needs `device_id`.
 */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  flow: z.enum(['client', 'app']).default('client'),
  device_id: z.string().min(8).max(200).optional(),
  /** The code e-mailed when the account is locked (`sign_in_code_required`). */
  code: z.string().trim().regex(/^\d{6}$/).optional(),
});

export const tokenBodySchema = z.discriminatedUnion('flow', [
  z.object({ grant_type: z.literal('refresh_token'), flow: z.literal('client') }),
  z.object({
    grant_type: z.literal('refresh_token'),
    flow: z.literal('app'),
    refresh_token: z.string().min(20).max(200),
    device_id: z.string().min(8).max(200),
  }),
]);

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  expires_at: z.string().describe('ISO time the access token expires'),
  user_id: z.string(),
  /** App flow only: the client flow keeps the tokens in httpOnly cookies. */
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const tokenVerifyBodySchema = z.object({ token: z.string().max(4000).optional() });
export const tokenVerifyResponseSchema = z.object({
  valid: z.boolean(),
  user_id: z.string().optional(),
  expires_at: z.string().optional(),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
  password_confirmation: passwordSchema,
});
export const unlockBodySchema = z.object({ token: z.string().min(20).max(200) });
export const unlockRequestSchema = z.object({ email: emailSchema });
export const noticeResponseSchema = z.object({ message: z.string() });

export const changePasswordBodySchema = z.object({
  current_password: passwordSchema,
  password: passwordSchema,
  password_confirmation: passwordSchema,
});

const profileValue = <K extends keyof typeof BEAUTY_PROFILE_OPTIONS>(key: K) => z.enum(BEAUTY_PROFILE_OPTIONS[key]);

export const beautyProfileSchema = z.object({
  skin_type: profileValue('skin_type').nullable(),
  skin_tone: profileValue('skin_tone').nullable(),
  skin_undertone: profileValue('skin_undertone').nullable(),
  skin_concerns: z.array(profileValue('skin_concerns')).max(BEAUTY_PROFILE_OPTIONS.skin_concerns.length),
  hair_type: profileValue('hair_type').nullable(),
  hair_concerns: z.array(profileValue('hair_concerns')).max(BEAUTY_PROFILE_OPTIONS.hair_concerns.length),
  eye_colour: profileValue('eye_colour').nullable(),
});
export type BeautyProfile = z.infer<typeof beautyProfileSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.object({ calling_code: z.string(), number: z.string() }),
  date_of_birth: z.string(),
  country: countryCodeSchema,
  language: languageSchema,
  marketing_consent: z.boolean(),
  has_password: z.boolean(),
  social_providers: z.array(socialProviderSchema),
  is_employee: z.boolean(),
  tier: tierSchema,
  card_number: z.string(),
  beauty_profile: beautyProfileSchema,
  beauty_profile_complete: z.boolean(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });

export const userUpdateBodySchema = z
  .object({
    first_name: personName,
    last_name: personName,
    mobile: mobileSchema,
    language: languageSchema,
    marketing_consent: z.boolean(),
    beauty_profile: beautyProfileSchema.partial(),
  })
  .partial();

export const accountResponseSchema = z.object({
  user: userSchema,
  beauty_pass: z.object({
    tier: tierSchema,
    card_number: z.string(),
    member_since: z.string(),
    points_balance: z.number().int(),
  }),
  counts: z.object({ orders: z.number().int(), reviews: z.number().int(), wishlist: z.number().int() }),
});
export type AccountDto = z.infer<typeof accountResponseSchema>;

export const passwordRuleFailureSchema = z.object({ code: z.enum(PASSWORD_RULE_CODES), message: z.string() });

export const memberReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  created_at: z.string(),
});
export const memberReviewsResponseSchema = z.object({ reviews: z.array(memberReviewSchema) });
export const reviewBodySchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(10).max(5000),
});

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailSchema.omit({ html: true, text: true, attachments: true })) });

export const sandboxUserBodySchema = z.object({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  first_name: personName.optional(),
  last_name: personName.optional(),
  country: countryCodeSchema.default('SG'),
  language: languageSchema.optional(),
  tier: tierSchema.default('pink'),
  is_employee: z.boolean().default(false),
  locked: z.boolean().default(false),
});
export const sandboxUserSchema = userSchema.extend({ password: z.string().optional(), locked: z.boolean() });
export const sandboxUsersResponseSchema = z.object({ users: z.array(sandboxUserSchema) });

/**
 * `POST auth/social` (apps): sign in with an ID token the app obtained from the provider itself.
 * `flow: app` returns the tokens in the body and needs `device_id`; `flow: client` sets the cookies.
 */
export const socialSignInBodySchema = z.object({
  provider: socialProviderSchema,
  id_token: z.string().min(20).max(8000),
  flow: z.enum(['client', 'app']).default('client'),
  device_id: z.string().min(8).max(200).optional(),
});
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

/**
 * `GET auth/social/providers`: the social sign-in providers that can work on this server (Google
 * only when the API has an OIDC client id), so the sign-in page offers only those.
 */
export const socialProvidersResponseSchema = z.object({ providers: z.array(socialProviderSchema) });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;
