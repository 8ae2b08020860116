/**
 * HTTP contracts of the built-in error collector (product guide §7 "Error-reporter"): Bugsnag's own
 * notify payload (version 4) and session payload (version 1), as the vendor's browser client posts
 * them, and the development page's reads. Only the fields the collector keeps are validated; others
 * are dropped. Sizes are bounded so one payload cannot become a huge row.
 */
import { z } from 'zod';
import { MAX_BREADCRUMBS_RANGE } from './error-reporter.ts';

const text = (max: number) => z.string().max(max);
/** Free-form metadata (an event's tabs, a breadcrumb's details): kept as sent, the payload limit bounds it. */
const metadataSchema = z.record(z.string(), z.unknown());

export const stackFrameSchema = z.object({
  file: text(2000).optional(),
  method: text(1000).optional(),
  lineNumber: z.number().int().optional(),
  columnNumber: z.number().int().optional(),
  inProject: z.boolean().optional(),
});
export type StackFrame = z.infer<typeof stackFrameSchema>;

export const exceptionSchema = z.object({
  errorClass: text(200),
  message: text(5000).optional().default(''),
  type: text(40).optional(),
  stacktrace: z.array(stackFrameSchema).max(500).default([]),
});

export const breadcrumbSchema = z.object({
  type: z.enum(['navigation', 'request', 'process', 'log', 'user', 'state', 'error', 'manual']),
  name: text(1000),
  timestamp: z.string().max(40),
  metaData: metadataSchema.optional(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const reporterUserSchema = z.object({
  id: text(200).optional(),
  email: text(254).optional(),
  name: text(200).optional(),
});

export const eventSessionSchema = z.object({
  id: text(100),
  startedAt: z.string().max(40),
  events: z.object({ handled: z.number().int().min(0), unhandled: z.number().int().min(0) }).optional(),
});

export const reportedEventSchema = z.object({
  exceptions: z.array(exceptionSchema).min(1).max(10),
  breadcrumbs: z.array(breadcrumbSchema).max(MAX_BREADCRUMBS_RANGE.max).default([]),
  severity: z.enum(['error', 'warning', 'info']).default('error'),
  unhandled: z.boolean().default(false),
  context: text(1000).optional(),
  request: z.object({ url: text(2000).optional() }).optional(),
  app: z.object({ releaseStage: text(40).optional(), version: text(100).optional(), type: text(40).optional() }).optional(),
  device: z.object({ userAgent: text(1000).optional(), time: z.string().max(40).optional(), locale: text(40).optional() }).optional(),
  user: reporterUserSchema.optional(),
  session: eventSessionSchema.optional(),
  metaData: metadataSchema.optional(),
});
export type ReportedEvent = z.infer<typeof reportedEventSchema>;

const notifierSchema = z.object({ name: text(200), version: text(50), url: text(500).optional() });

/** POST notify, `Bugsnag-Payload-Version: 4`. */
export const notifyPayloadSchema = z.object({
  apiKey: text(64).optional(),
  payloadVersion: text(4).optional(),
  notifier: notifierSchema,
  events: z.array(reportedEventSchema).min(1).max(20),
});
export type NotifyPayload = z.infer<typeof notifyPayloadSchema>;

/** POST sessions, `Bugsnag-Payload-Version: 1`. */
export const sessionPayloadSchema = z.object({
  notifier: notifierSchema,
  app: z.object({ releaseStage: text(40).optional(), version: text(100).optional() }).optional(),
  device: z.object({ userAgent: text(1000).optional() }).optional(),
  sessions: z
    .array(z.object({ id: text(100), startedAt: z.string().max(40), user: reporterUserSchema.optional() }))
    .min(1)
    .max(50),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** The collector's answer (Bugsnag answers 202 with no useful body). */
export const collectorAcceptedSchema = z.object({ accepted: z.number().int() });

/** The development page: error groups, most recent first. */
export const errorGroupSchema = z.object({
  id: z.number().int(),
  errorClass: z.string(),
  message: z.string(),
  location: z.string().describe('The top in-app frame: method at file:line'),
  source: z.enum(['browser', 'server']),
  occurrences: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const errorGroupsResponseSchema = z.object({ groups: z.array(errorGroupSchema) });

export const errorEventSchema = z.object({
  receivedAt: z.string(),
  severity: z.string(),
  unhandled: z.boolean(),
  context: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  exceptions: z.array(z.object({ errorClass: z.string(), message: z.string(), stacktrace: z.array(stackFrameSchema) })),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;
export const errorGroupDetailSchema = z.object({ group: errorGroupSchema, latest: errorEventSchema.nullable() });
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;
