import { z } from 'zod';
import { CONTAINER_ID_PATTERN } from '@blush/shared/analytics';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every setting the API reads from the environment, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… for a PostgreSQL server; unset for the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Embedded database directory (default .data/pglite in the working directory). */
  DATA_DIR: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Seed demo data into an empty database at start. */
  SEED_DEMO_DATA: flag.default(true),
  /**
   * Countries where booking services, classes and events is app-exclusive (product guide §6): the
   * web shows each activity with a prompt to get the app, and the API refuses web bookings there.
   * A comma-separated list of country codes; empty: booking works on the web everywhere.
   */
  BOOKING_APP_ONLY: z
    .string()
    .default('AU,HK,ID,MY,NZ,PH')
    .transform((v) => v.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))
    .pipe(z.array(z.enum(['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']))),
  /**
   * Who takes bookings (decision 0026): `builtin`, the shop's own scheduler, or `booxi`, an external
   * provider at BOOKING_PROVIDER_URL (its API base) with BOOKING_PROVIDER_API_KEY, to whose booking
   * page the booking button hands over.
   */
  BOOKING_PROVIDER: z.enum(['builtin', 'booxi']).default('builtin'),
  BOOKING_PROVIDER_URL: z.string().url().optional(),
  BOOKING_PROVIDER_API_KEY: z.string().min(8).max(500).optional(),
  /** The app listing the app-only booking prompt's QR code opens (a link that picks the phone's store); unset: the App Store listing. */
  APP_LISTING_URL: z.string().url().optional(),
  /**
   * A hosted fraud-prevention vendor's script, `{siteId}` replaced by the layout's site id (its origin
   * then belongs in the Content-Security-Policy's script-src). Unset: the built-in script of modules/fraud.
   */
  FRAUD_SCRIPT_URL: z.string().url().optional(),
  /** Shared rate-limit store for several API instances. */
  REDIS_URL: z.string().optional(),
  /** Requests per minute per client address on the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Trust X-Forwarded-* from a load balancer in front. */
  TRUST_PROXY: flag.default(false),
  /**
   * Value X-Preview-Mode must carry for drafts (content previews). Unset: outside production any
   * non-empty value is accepted, in production previews are off.
   */
  PREVIEW_TOKEN: z.string().min(8).max(200).optional(),
  /**
   * Where the shop runs. Outside `production` the sandbox users (`sandbox/users`) and the
   * development mailbox (`dev/mailbox`) are served. Unset: `production` when NODE_ENV is, else
   * `development` (`npm start` passes `--demo`, which sets `development`).
   */
  APP_ENV: z.enum(['production', 'staging', 'development', 'test']).optional(),
  /** HS256 key for access tokens (32+ characters). Unset: one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** A used refresh token presented again within this many seconds (two tabs at once) is not reuse. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Sign-in, registration, reset and unlock requests per minute per client address. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Origin for links in e-mails (https://www.blush.com.sg). Unset: the origin of the request. */
  PUBLIC_URL: z.string().url().optional(),
  /** smtp://user:pass@host:port to deliver e-mail; unset: messages go to the database mailbox only. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Blush <hello@blush.example>'),
  /** OpenID Connect social sign-in (Google by default). Enabled when OIDC_CLIENT_ID is set. */
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /**
   * Staff single sign-on through the company's OpenID Connect provider (decision 0034). Enabled when
   * STAFF_OIDC_ISSUER and STAFF_OIDC_CLIENT_ID are set; it signs in existing, active staff only.
   */
  STAFF_OIDC_ISSUER: z.string().url().optional(),
  STAFF_OIDC_CLIENT_ID: z.string().optional(),
  STAFF_OIDC_CLIENT_SECRET: z.string().optional(),
  /** The company's name on the button ("Sign in with Blush account"). */
  STAFF_OIDC_NAME: z.string().min(1).max(40).default('Blush'),
  /** Only e-mail addresses of this domain (staff.blush.example) are matched; unset: any verified address. */
  STAFF_OIDC_EMAIL_DOMAIN: z.string().optional(),
  /**
   * Payments (built-in gateway). HMAC key of the signed webhooks (`Blush-Signature`); unset: one is
   * generated once and kept in the gateway's account row.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).max(200).optional(),
  /** Where the gateway posts its webhooks (https://shop/api/web/v1/payments/webhook); unset: delivered in process. */
  PAYMENT_WEBHOOK_URL: z.string().url().optional(),
  /** PayNow (SG): the merchant's UEN, name (≤ 25) and city (≤ 15) written into the QR. */
  PAYNOW_UEN: z.string().regex(/^[0-9A-Z]{9,10}$/).default('201912345K'),
  PAYNOW_MERCHANT_NAME: z.string().min(1).max(25).default('Blush Beauty Pte Ltd'),
  PAYNOW_MERCHANT_CITY: z.string().min(1).max(15).default('Singapore'),
  /** PromptPay bill payment (TH): biller id (tax id + suffix, 15 digits), merchant name and city. */
  PROMPTPAY_BILLER_ID: z.string().regex(/^\d{15}$/).default('010556012345601'),
  PROMPTPAY_MERCHANT_NAME: z.string().min(1).max(25).default('Blush Thailand Co Ltd'),
  PROMPTPAY_MERCHANT_CITY: z.string().min(1).max(15).default('Bangkok'),
  /** QRIS (ID): merchant PAN, merchant id at the acquirer, NMID, criteria, name, city and postal code; the name is also the holder of the virtual accounts. */
  QRIS_MERCHANT_PAN: z.string().regex(/^\d{16,19}$/).default('9360000812345678901'),
  QRIS_MERCHANT_ID: z.string().min(1).max(15).default('BLUSH0001'),
  QRIS_NMID: z.string().regex(/^ID\d{13}$/).default('ID1020012345678'),
  QRIS_CRITERIA: z.enum(['UMI', 'UKE', 'UME', 'UBE']).default('UBE'),
  QRIS_MERCHANT_NAME: z.string().min(1).max(25).default('Blush Indonesia'),
  QRIS_MERCHANT_CITY: z.string().min(1).max(15).default('Jakarta'),
  QRIS_POSTAL_CODE: z.string().regex(/^\d{5}$/).default('12190'),
  /**
   * Bearer token of the operations endpoints (`ops/orders/{id}/status`: packed, shipped, delivered,
   * cancelled, fraud review). Unset: outside production `ops-dev-token`; in production they are off.
   */
  OPS_TOKEN: z.string().min(16).max(200).optional(),
  /**
   * Web push (VAPID) key pair, base64url, and the contact push services may reach. Unset: a pair is
   * generated once and kept in the database (every instance then signs with it).
   */
  VAPID_PUBLIC_KEY: z.string().min(40).max(200).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).max(100).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).default('mailto:shop@blush.example'),
  /**
   * Where gift videos, their posters and upload parts are kept (decision 0023): `local` files in
   * OBJECT_STORE_DIR (default: beside the embedded database, `<DATA_DIR>-objects`), or `s3`, any
   * S3-compatible store (AWS, R2, MinIO …) at S3_ENDPOINT in S3_BUCKET.
   */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  OBJECT_STORE_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `endpoint/bucket/key` URLs (MinIO and most compatible stores); false: `bucket.endpoint/key`. */
  S3_PATH_STYLE: flag.default(true),
  /** Days a gift video's link works after it is made (product guide: video gift messages). */
  GIFT_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Error reporter (decision 0025): the key (32 hexadecimal characters; unset outside production: a
   * development key), breadcrumbs kept (0–100, default 25), events per session (1–100, default 10),
   * and `true` to send to hosted Bugsnag instead of the built-in collector. Checked at start by
   * `errorReporterConfig`: a bad value is logged and there is no reporter, the shop still runs.
   */
  ERROR_REPORTER_API_KEY: z.string().optional(),
  ERROR_REPORTER_MAX_BREADCRUMBS: z.string().optional(),
  ERROR_REPORTER_MAX_EVENTS: z.string().optional(),
  ERROR_REPORTER_HOSTED: z.string().optional(),
  /** Posts per minute per client address on each endpoint of the built-in error collector. */
  ERROR_COLLECTOR_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Tracking posts per minute per client address to the built-in experimentation service (decision 0027). */
  EXPERIMENT_TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * Tag-manager container id (product guide §5): GTM- or G- followed by upper-case letters or
   * digits, else the server does not start. Unset or empty: no tag manager (the first-party
   * collector still counts page views with consent).
   */
  ANALYTICS_CONTAINER_ID: z
    .string()
    .refine((v) => v === '' || CONTAINER_ID_PATTERN.test(v), { message: 'must be GTM- or G- followed by upper-case letters or digits' })
    .optional(),
  /** Posts per minute per client address to the first-party analytics collector. */
  ANALYTICS_COLLECTOR_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Run the scheduled jobs (points release, expiry, tier reviews, birthday perks) in this process. */
  JOBS_ENABLED: flag.default(true),
  /**
   * Anonymous catalogue and content answers from memory until their data changes (decision 0028):
   * `on` or `off` (every request reads the database, e.g. to measure it), and the memory they may take.
   */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
  RESPONSE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(20_000),
  /**
   * Share of successful requests written to the access log at info level, 0..1 (unset: 0.01 in
   * production, else 1). Errors, answers 500 and up and requests slower than ACCESS_LOG_SLOW_MS
   * are always written.
   */
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  ACCESS_LOG_SLOW_MS: z.coerce.number().int().min(0).default(500),
});

type Parsed = z.infer<typeof envSchema>;
export type Env = Parsed & { APP_ENV: NonNullable<Parsed['APP_ENV']>; ACCESS_LOG_SAMPLE: number };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    ...parsed.data,
    APP_ENV: parsed.data.APP_ENV ?? (parsed.data.NODE_ENV === 'production' ? 'production' : 'development'),
    ACCESS_LOG_SAMPLE: parsed.data.ACCESS_LOG_SAMPLE ?? (parsed.data.NODE_ENV === 'production' ? 0.01 : 1),
  };
}
