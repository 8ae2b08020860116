import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailSchema, mailboxResponseSchema } from '@blush/shared/account-contracts';
import type { Db } from '../../db/client.ts';
import { type MailRow, mailMessage, mailbox } from './service.ts';


const dto = (row: MailRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  kind: row.kind,
  attachments: row.attachments,
  created_at: row.createdAt.toISOString(),
});

/** The development mailbox: every e-mail the shop wrote, newest first. Registered only outside production. */
export function mailRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: 'E-mails the shop sent (outside production only)',
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: mailboxResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await mailbox(db, request.query.to);
        return {
          messages: rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, kind: row.kind, created_at: row.createdAt.toISOString() })),
        };
      },
    );
    app.get(
      '/dev/mailbox/:id',
      {
        schema: {
          tags: ['development'],
          summary: 'One e-mail with its text and HTML (outside production only)',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: mailSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return dto(await mailMessage(db, request.params.id));
      },
    );
  };
}
