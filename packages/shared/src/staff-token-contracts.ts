/**
 * Bearer tokens for integrations (issue 21 item 2, docs/decisions/0029): an administrator issues a
 * token to a staff member (an integration's own account, with the roles it needs); the operations
 * endpoint (`/api/web/v1/ops/orders/…`) then acts as that staff member, through the permission
 * table and the audit trail. The token is shown once, when issued.
 */
import { z } from 'zod';

/** `POST /staff/:id/api-tokens` (staff.manage). */
export const staffApiTokenCreateBodySchema = z.object({ name: z.string().trim().min(1).max(80) });

export const staffApiTokenSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string(), revoked_at: z.string().nullable() });
export type StaffApiTokenDto = z.infer<typeof staffApiTokenSchema>;

/** The token itself comes only with this answer: `Authorization: Bearer <token>`. */
export const staffApiTokenCreatedResponseSchema = z.object({ api_token: staffApiTokenSchema, token: z.string() });
export const staffApiTokenListResponseSchema = z.object({ api_tokens: z.array(staffApiTokenSchema) });
export const staffApiTokenParamsSchema = z.object({ id: z.uuid(), tokenId: z.uuid() });
