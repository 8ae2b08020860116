/** Every table, for Drizzle's relational queries and drizzle-kit. Add a module's tables here. */
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/review/tables.ts';
export * from '../modules/customer/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/mail/tables.ts';
export * from '../modules/loyalty/tables.ts';
export * from '../modules/reward/tables.ts';
export * from '../modules/wishlist/tables.ts';
export * from '../jobs/tables.ts';
export * from '../outbox/tables.ts';
export * from '../modules/promotion/tables.ts';
export * from '../modules/bag/tables.ts';
export * from '../modules/order/tables.ts';
export * from '../modules/store/tables.ts';
export * from '../modules/payment/tables.ts';
export * from '../adapters/payments/tables.ts';
