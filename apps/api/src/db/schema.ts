/** Every table, for Drizzle's relational queries and drizzle-kit. Add a module's tables here. */
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/review/tables.ts';
export * from '../modules/customer/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/mail/tables.ts';
