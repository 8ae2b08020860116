/**
 * `node apps/api/seed/cli.ts [--products N] [--database-url URL] [--data-dir DIR] [--force]`:
 * seed an empty database (or, with --force, empty the catalogue and seed again).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { clearCatalogue, DEFAULT_PRODUCT_COUNT, seed, seedIfEmpty } from './seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const products = Number.parseInt(values.products!, 10);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a whole number of at least 1');
  process.exit(2);
}
const database = await openDatabase({
  url: values['database-url'] ?? process.env.DATABASE_URL,
  dataDir: values['data-dir'] ?? process.env.DATA_DIR,
});
const started = Date.now();
try {
  const log = (message: string) => console.log(message);
  const summary = await database.exclusive(async () => {
    if (values.force) {
      await clearCatalogue(database.db);
      return seed(database.db, { products, log });
    }
    return seedIfEmpty(database.db, { products, log });
  });
  console.log(
    summary
      ? `Seeded ${summary.products} products, ${summary.variants} variants, ${summary.brands} brands in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`
      : 'The database already has a catalogue; nothing seeded (use --force to replace it).',
  );
} finally {
  await database.close();
}
