/**
 * The back office's dashboard (issue 21 item 10) under `/api/admin/v1/dashboard`: every staff
 * member (`dashboard.read`); a store manager's figures cover only their stores.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardQuerySchema, adminDashboardSchema } from '@blush/shared/admin-dashboard-contracts';
import { adminDashboard } from '../flows/dashboard.ts';
import type { StaffDeps } from '../modules/staff/deps.ts';
import { staffOf } from '../modules/staff/guard.ts';

export function dashboardAdminRoutes(deps: StaffDeps, clock: () => Date = () => new Date()): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        config: { staffAccess: 'dashboard.read' },
        schema: {
          tags: ['admin dashboard'],
          summary: "Today's or this week's figures of one country in its local days: sales, orders by status, the fraud queue, low stock, bookings and page views",
          querystring: adminDashboardQuerySchema,
          response: { 200: adminDashboardSchema },
        },
      },
      async (request) => adminDashboard(deps.db, staffOf(request).scope, request.query, request.locale.language, clock()),
    );
  };
}
