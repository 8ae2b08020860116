/**
 * Imported first by server.ts: React picks its development or production build from NODE_ENV when
 * it is first loaded, so NODE_ENV must be settled before anything imports React.
 */
if (!process.argv.includes('--dev')) process.env.NODE_ENV ??= 'production';
else process.env.NODE_ENV ??= 'development';
// `npm start` is the demo: a production build with the sandbox users and the development mailbox
// (APP_ENV development). A real deployment runs without --demo and sets APP_ENV=production.
if (process.argv.includes('--demo') || process.argv.includes('--dev')) process.env.APP_ENV ??= 'development';

export {};
