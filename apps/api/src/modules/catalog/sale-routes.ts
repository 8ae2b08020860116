import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVariantMarketParamsSchema } from '@blush/shared/admin-catalog-contracts';
import { adminSaleWindowCreateSchema, adminSaleWindowEditSchema, adminSaleWindowListSchema, adminSaleWindowParamsSchema, adminSaleWindowSchema } from '@blush/shared/admin-sale-contracts';
import { cancelSale, editSale, endSaleNow, listSaleWindows, scheduleSale } from '../../flows/sale-windows.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';

/** Scheduled sales in the back office (issue 21 item 3); see `@blush/shared/admin-sale-contracts`. */
export function saleWindowRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalog/variants/:sku/markets/:country/sales',
      {
        config: { staffAccess: 'catalog.read' },
        schema: { tags: ['admin'], summary: "A variant's scheduled and running sales in a country, with the country's time zone", params: adminVariantMarketParamsSchema, response: { 200: adminSaleWindowListSchema } },
      },
      async (request) => listSaleWindows(deps.db, request.params.sku, request.params.country),
    );

    app.post(
      '/catalog/variants/:sku/markets/:country/sales',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: "Schedule a sale price from a start to an end in the country's local time (409 sale_window_overlap, 422 sale_window_invalid); a start that has come applies at once; audited", params: adminVariantMarketParamsSchema, body: adminSaleWindowCreateSchema, response: { 200: adminSaleWindowSchema } },
      },
      async (request) => scheduleSale(deps.db, request.params.sku, request.params.country, request.body, auditOfRequest(deps.key, request)),
    );

    app.patch(
      '/catalog/sales/:id',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: "Change a sale that has not started (price, start, end) or move a running one's end, not before now, with the version read (409 edit_conflict, sale_window_overlap, sale_window_step_not_allowed; 422 sale_window_invalid); audited", params: adminSaleWindowParamsSchema, body: adminSaleWindowEditSchema, response: { 200: adminSaleWindowSchema } },
      },
      async (request) => editSale(deps.db, request.params.id, request.body, auditOfRequest(deps.key, request)),
    );

    app.post(
      '/catalog/sales/:id/cancel',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: 'Cancel a sale that has not started (409 sale_window_step_not_allowed otherwise); audited', params: adminSaleWindowParamsSchema, response: { 200: adminSaleWindowSchema } },
      },
      async (request) => cancelSale(deps.db, request.params.id, auditOfRequest(deps.key, request)),
    );

    app.post(
      '/catalog/sales/:id/end',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: 'End a running sale now: the sale price it replaced comes back (409 sale_window_step_not_allowed when it is not running); audited', params: adminSaleWindowParamsSchema, response: { 200: adminSaleWindowSchema } },
      },
      async (request) => endSaleNow(deps.db, request.params.id, auditOfRequest(deps.key, request)),
    );
  };
}
