import { z } from 'zod';

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
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
