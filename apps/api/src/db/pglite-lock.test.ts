import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('refuses a second opening of the same embedded database directory, and allows it after close', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'blush-lock-'));
  dirs.push(dir);
  const first = await openDatabase({ dataDir: join(dir, 'pglite') });
  await expect(openDatabase({ dataDir: join(dir, 'pglite') })).rejects.toThrow(/in use by process/);
  await first.close();
  const again = await openDatabase({ dataDir: join(dir, 'pglite') });
  await again.close();
});
