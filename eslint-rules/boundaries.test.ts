/**
 * The import boundaries of docs/architecture.md rule 1 bite: each fixture under eslint-fixtures/ is linted with
 * the project's eslint.config.js and must report the rule it is there for; the compliant ones pass.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, ignore: false });

/** The rule ids a fixture reports, linted as its `// lint-as:` path or where it is. */
async function ruleIds(fixture: string): Promise<string[]> {
  const file = resolve(ROOT, 'eslint-fixtures', fixture);
  const text = readFileSync(file, 'utf8');
  const as = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
  const [result] = as ? await eslint.lintText(text, { filePath: resolve(ROOT, as) }) : await eslint.lintFiles([file]);
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('lint boundaries', () => {
  it.each([
    ['cycle/a.ts', 'import-x/no-cycle'],
    ['routes-imports-other-repo.ts', 'import-x/no-restricted-paths'],
    ['routes-imports-own-repo.ts', 'import-x/no-restricted-paths'],
    ['service-imports-other-repo.ts', 'import-x/no-restricted-paths'],
    ['service-write-across-modules.ts', 'blush/service-imports'],
    ['adapter-imports-module.ts', 'import-x/no-restricted-paths'],
    ['flow-imports-repo.ts', 'import-x/no-restricted-paths'],
    ['feature-imports-feature.ts', 'import-x/no-restricted-paths'],
  ])('%s fails with %s', async (fixture, rule) => {
    // Only that rule (a routes.ts reaching into another module's repo breaks two zones of it).
    expect([...new Set(await ruleIds(fixture))]).toEqual([rule]);
  });

  it.each(['compliant-service.ts', 'compliant-flow.ts'])('%s passes', async (fixture) => {
    expect(await ruleIds(fixture)).toEqual([]);
  });
});
