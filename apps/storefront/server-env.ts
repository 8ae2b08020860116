/**
 * Imported first by server.ts: React picks its development or production build from NODE_ENV when
 * it is first loaded, so NODE_ENV must be settled before anything imports React.
 */
if (!process.argv.includes('--dev')) process.env.NODE_ENV ??= 'production';
else process.env.NODE_ENV ??= 'development';

export {};
