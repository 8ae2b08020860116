import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@blush/shared/http';
import { healthResponseSchema } from '@blush/shared/contracts';
import { type Env, readEnv } from './env.ts';
import { type Database, openDatabase, ping } from './db/client.ts';
import { type LiveChangeFeed, openChangeFeed } from './cache/changes.ts';
import { responseCache } from './cache/response-cache.ts';
import { accessLog } from './plugins/access-log.ts';
import { INTERNAL_REQUEST_HEADER, registerRequestStack } from './plugins/request-stack.ts';
import { frameworkErrorHandler } from './plugins/framework-errors.ts';
import { DomainError } from './domain-error.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social.ts';
import { type AuthDeps, loadSigningKey } from './modules/auth/service.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { rewardRoutes } from './modules/reward/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { sandboxRoutes } from './modules/sandbox/routes.ts';
import { createMailer } from './adapters/email/mailer.ts';
import { loyaltyRoutes } from './modules/loyalty/routes.ts';
import { storeRoutes } from './modules/store/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { configureAlertMail, configurePush } from './modules/notification/service.ts';
import { NOTIFICATION_JOBS } from './modules/notification/jobs.ts';
import { catalogOpsRoutes } from './modules/catalog/ops-routes.ts';
import { giftMessageRoutes } from './modules/gift-message/routes.ts';
import { createObjectStore } from './adapters/storage/index.ts';
import { createBookingProvider } from './adapters/booking/index.ts';
import { configureGiftMail } from './modules/gift-message/emails.ts';
import { giftMessageJobs } from './modules/gift-message/jobs.ts';
import { ANALYTICS_JOBS } from './modules/analytics/jobs.ts';
import type { ObjectStore } from './adapters/storage/index.ts';
import { configureBookingMail } from './modules/booking/emails.ts';
import { BOOKING_JOBS } from './modules/booking/jobs.ts';
import { configureOrderMail } from './modules/order/emails.ts';
import { configureGiftCardMail } from './modules/giftcard/emails.ts';
import { GIFT_CARD_JOBS } from './modules/giftcard/jobs.ts';
import { giftCardRoutes } from './modules/giftcard/routes.ts';
import { storeCreditRoutes } from './modules/credit/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { fraudRoutes } from './modules/fraud/routes.ts';
import { bagRoutes } from './modules/bag/routes.ts';
import { LOYALTY_JOBS } from './modules/loyalty/jobs.ts';
import { BAG_JOBS } from './modules/bag/jobs.ts';
import { type PaymentDeps, createPayments } from './modules/payment/service.ts';
import { paymentJobs } from './flows/reconcile-payments.ts';
import { outboxHandlers } from './flows/outbox-handlers.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox/outbox.ts';
import { paymentRoutes, paymentSandboxRoutes } from './modules/payment/routes.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { sandboxJobRoutes } from './jobs/sandbox-routes.ts';
import { CONTENT_JOBS } from './modules/content/jobs.ts';
import { SALE_WINDOW_JOBS } from './flows/sale-windows.ts';
import { experimentRoutes } from './modules/experiment/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { errorReporting } from './modules/errors/plugin.ts';
import { adminApi } from './admin/admin-api.ts';
import { ADMIN_API_PREFIX } from '@blush/shared/staff-contracts';

export interface BuildApiOptions {
  /** Settings; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** An already open database (tests); otherwise one is opened from the settings and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

export type Api = FastifyInstance & {
  database: Database;
  settings: Env;
  /**
   * Requests that carry this value in `x-internal-request` come from this process (the storefront's
   * loaders through `app.inject`): they are not rate limited, since the page request that caused
   * them is. Random per process, never sent to a browser.
   */
  internalRequestToken: string;
  /** The outbox worker of this process: `kick()` does the queued follow-ups now. */
  outbox: OutboxWorker;
  /** Generations of the catalogue, content and site data, moved by every commit that changes them (decision 0028). */
  changes: LiveChangeFeed;
};

export { INTERNAL_REQUEST_HEADER };

/**
 * The commerce API as one Fastify instance: `/healthz`, `/readyz` and everything under
 * `/api/web/v1`. The storefront's server registers its page handler on the same instance; the API
 * also runs on its own (`src/server.ts`) for other clients.
 */
export async function buildApi(options: BuildApiOptions = {}): Promise<Api> {
  const env = readEnv(options.env ?? process.env);
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // One sampled line per answer instead (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    // A path Fastify cannot decode (`/%ZZ`) gets the catalogue's 400, never FST_ERR_BAD_URL.
    frameworkErrors: frameworkErrorHandler({ production: env.APP_ENV === 'production' }),
  });
  // Every storefront request carries Content-Type: application/json (product guide §7), also a POST or
  // DELETE without a body: an empty body is no body, not malformed JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON' }), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  accessLog(app, { sample: env.ACCESS_LOG_SAMPLE, slowMs: env.ACCESS_LOG_SLOW_MS });
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE }));
  if (!options.database) app.addHook('onClose', () => database.close());
  const changes = await openChangeFeed(database, (details, message) => app.log.debug(details, message));
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  if (env.SEED_DEMO_DATA) {
    const { seedIfEmpty } = await import('../seed/seed.ts');
    const seeded = await database.exclusive(() => seedIfEmpty(database.db, { log: (msg: string) => app.log.info(msg) }));
    if (seeded) app.log.info({ seeded }, 'seeded demo data into an empty database');
  }
  const mailer = await createMailer(env);
  app.addHook('onClose', () => mailer.close());
  const auth: AuthDeps = { db: database.db, key: await loadSigningKey(database.db, env.JWT_SECRET), mailer, settings: env };
  const internalRequestToken = randomBytes(24).toString('hex');
  configureOrderMail(database.db, mailer, env.PUBLIC_URL);
  configureGiftCardMail(database.db, mailer, env.PUBLIC_URL);
  configureBookingMail(database.db, mailer, env.PUBLIC_URL, auth.key);
  configureGiftMail(database.db, mailer, env.PUBLIC_URL, auth.key);
  configureAlertMail(database.db, mailer, env.PUBLIC_URL, auth.key);
  configurePush(database.db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT });
  // The payment gateway posts its webhooks to the shop's route in this process, as HTTP would
  // (or to PAYMENT_WEBHOOK_URL when set).
  const payments = await createPayments(
    database.db,
    env,
    async ({ body, headers }) => ({ statusCode: (await app.inject({ method: 'POST', url: `${API_PREFIX}/payments/webhook`, headers, payload: body })).statusCode }),
    app.log,
  );
  // Follow-ups of commits (e-mails, Beauty Pass, refunds at the gateway), durable in the outbox.
  const outboxWorker = startOutboxWorker(database.db, outboxHandlers(payments), app.log);
  payments.kick = outboxWorker.kick;
  app.addHook('onClose', () => outboxWorker.stop());
  app.decorate('outbox', outboxWorker);
  app.decorate('database', database);
  app.decorate('settings', env);
  app.decorate('internalRequestToken', internalRequestToken);

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/healthz', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' as const }));
  typed.get(
    '/readyz',
    { schema: { hide: true, response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      try {
        await ping(database.db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  // Gift videos, their posters and upload parts (decision 0023).
  const objects = createObjectStore(env);
  await app.register(apiPlugin(database, env, internalRequestToken, auth, payments, objects, changes), { prefix: API_PREFIX });
  // The back office's API (decision 0029): staff sessions and permissions of its own.
  await app.register(adminApi({ db: database.db, key: auth.key, production: env.APP_ENV === 'production', auth }, env, internalRequestToken), { prefix: ADMIN_API_PREFIX });
  if (env.JOBS_ENABLED) {
    const stop = startScheduler(database.db, scheduledJobs(payments, objects), app.log);
    app.addHook('onClose', async () => stop());
  }
  return app as unknown as Api;
}

/** Every scheduled job of the shop. */
const scheduledJobs = (payments: PaymentDeps, objects: ObjectStore) => [...giftMessageJobs(objects), ...ANALYTICS_JOBS, ...LOYALTY_JOBS, ...BAG_JOBS, ...BOOKING_JOBS, ...GIFT_CARD_JOBS, ...NOTIFICATION_JOBS, ...CONTENT_JOBS, ...SALE_WINDOW_JOBS, ...paymentJobs(payments)];

function apiPlugin(
  database: Database,
  env: Env,
  internalRequestToken: string,
  auth: AuthDeps,
  payments: PaymentDeps,
  objects: ObjectStore,
  changes: LiveChangeFeed,
): FastifyPluginAsyncZod {
  return async (api) => {
    await registerRequestStack(api, env, internalRequestToken);
    await api.register(responseCache, {
      changes,
      enabled: env.RESPONSE_CACHE === 'on',
      maxEntries: env.RESPONSE_CACHE_MAX_ENTRIES,
      maxBytes: env.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
    });
    await api.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Blush commerce API',
          version: '1.0.0',
          description:
            'Storefront API of Blush. Send Accept-Language (language-COUNTRY) and X-Site-Country; state-changing requests need X-Platform.',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    });
    api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    // Error reporting (decision 0025): unexpected 5xx reported, and the built-in collector.
    await api.register(errorReporting(database.db, env));
    await api.register(marketRoutes);
    await api.register(catalogRoutes(database.db));
    await api.register(reviewRoutes(database.db, auth));
    await api.register(authRoutes(auth, { production: env.APP_ENV === 'production', rateLimitMax: env.AUTH_RATE_LIMIT_MAX }));
    await api.register(socialRoutes(auth, env));
    await api.register(customerRoutes(auth));
    await api.register(wishlistRoutes(auth));
    await api.register(rewardRoutes(auth));
    await api.register(loyaltyRoutes(auth));
    await api.register(bagRoutes(auth, { production: env.APP_ENV === 'production' }));
    await api.register(orderRoutes(auth, payments, { production: env.APP_ENV === 'production', opsToken: env.OPS_TOKEN, fraudScriptUrl: env.FRAUD_SCRIPT_URL }));
    await api.register(fraudRoutes());
    await api.register(paymentRoutes(auth, payments, { production: env.APP_ENV === 'production' }));
    await api.register(storeRoutes(database.db));
    await api.register(giftCardRoutes(auth, { production: env.APP_ENV === 'production', rateLimitMax: env.AUTH_RATE_LIMIT_MAX }));
    await api.register(storeCreditRoutes(auth, { production: env.APP_ENV === 'production', opsToken: env.OPS_TOKEN }));
    await api.register(notificationRoutes(auth, { subscribeRateLimit: env.AUTH_RATE_LIMIT_MAX }));
    await api.register(catalogOpsRoutes(database.db, { production: env.APP_ENV === 'production', opsToken: env.OPS_TOKEN }));
    await api.register(bookingRoutes(auth, { appOnly: new Set(env.BOOKING_APP_ONLY), provider: createBookingProvider(env), appListingUrl: env.APP_LISTING_URL }));
    await api.register(analyticsRoutes(auth, { production: env.APP_ENV === 'production', opsToken: env.OPS_TOKEN, rateLimitMax: env.ANALYTICS_COLLECTOR_RATE_LIMIT }));
    await api.register(experimentRoutes(database.db, { production: env.APP_ENV === 'production', opsToken: env.OPS_TOKEN, trackingRateLimit: env.EXPERIMENT_TRACKING_RATE_LIMIT }));
    await api.register(
      giftMessageRoutes(auth, { db: database.db, store: objects, key: auth.key, linkTtlDays: env.GIFT_LINK_TTL_DAYS }, { production: env.APP_ENV === 'production', publicUrl: env.PUBLIC_URL }),
    );
    if (env.APP_ENV !== 'production') {
      // Tests and demos only: sandbox members and the mailbox that shows every e-mail sent.
      await api.register(sandboxRoutes(auth));
      await api.register(paymentSandboxRoutes(payments));
      await api.register(sandboxJobRoutes(database.db, scheduledJobs(payments, objects), () => payments.kick?.() ?? Promise.resolve()));
      await api.register(mailRoutes(database.db));
    }
    await api.register(contentRoutes(database.db, { previewToken: env.PREVIEW_TOKEN, production: env.NODE_ENV === 'production', signingKey: auth.key }));
    // Own every path under the prefix, so a host that serves pages on `*` never answers API
    // clients with an HTML page.
    api.all('/*', { schema: { hide: true } }, async () => {
      throw new DomainError('resource_not_found');
    });
  };
}
