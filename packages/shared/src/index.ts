export * from './markets.ts';
export * from './locale.ts';
export * from './money.ts';
export * from './http.ts';
export * from './errors.ts';
export * from './catalog.ts';
export * from './brand-redirects.ts';
export * from './site.ts';
