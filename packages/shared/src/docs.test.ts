/**
 * The documents the code cites are in the repository and stay current: nothing outside `docs/`
 * cites the specification or the design by their file names outside the repository (cite
 * "product guide §N" and "docs/architecture.md"), every "product guide §N" lands on a section
 * heading of docs/product-guide.md, every decision record is linked from docs/architecture.md,
 * and the architecture guide's layout names every folder of the API and the storefront.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function git(...args: string[]): string[] {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);
}

const tracked = git('ls-files');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
/** Tracked text files outside docs/ (a file deleted but not yet committed is skipped). */
const cited = tracked.filter((path) => !path.startsWith('docs/') && /\.(ts|tsx|js|mjs|cjs|md|json|css|ya?ml)$/.test(path));
function contents(path: string): string {
  try {
    return read(path);
  } catch {
    return '';
  }
}

describe('docs the code cites are in the repository', () => {
  it('no file outside docs/ cites the outside specification or design files', () => {
    const outside = new RegExp(`\\b(${['SPEC', 'DESIGN'].join('|')})\\.md\\b|\\bSPEC §\\d`);
    const offenders = cited.filter((path) => outside.test(contents(path)));
    expect(offenders, 'cite "product guide §N" or "docs/architecture.md" instead').toEqual([]);
  });

  it('every "product guide §N" lands on a section of docs/product-guide.md', () => {
    const guide = read('docs/product-guide.md');
    const sections = new Set([...guide.matchAll(/^### §(\d+) /gm)].map((m) => Number(m[1])));
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const wrong: string[] = [];
    for (const path of cited) {
      for (const m of contents(path).matchAll(/product guide((?:[ ,/]*(?:and )?§\d+)+)/g)) {
        for (const n of (m[1] ?? '').matchAll(/§(\d+)/g)) if (!sections.has(Number(n[1]))) wrong.push(`${path}: §${n[1]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('docs/architecture.md links every decision record', () => {
    const architecture = read('docs/architecture.md');
    const records = tracked.filter((path) => /^docs\/decisions\/[^/]+\.md$/.test(path));
    expect(records.length).toBeGreaterThan(0);
    const unlinked = records.filter((path) => !architecture.includes(`(${path.slice('docs/'.length)})`));
    expect(unlinked).toEqual([]);
  });

  it("docs/architecture.md's layout names every folder of the API and the storefront", () => {
    const architecture = read('docs/architecture.md');
    const folders = (prefix: string) =>
      [...new Set(tracked.filter((p) => p.startsWith(prefix) && p.slice(prefix.length).includes('/')).map((p) => p.slice(prefix.length).split('/')[0]))];
    const missing = [
      ...folders('apps/api/src/').map((d) => `src/${d}/`),
      ...folders('apps/storefront/app/').map((d) => `app/${d}/`),
      ...folders('apps/').map((d) => `apps/${d}/`),
    ].filter((name) => !architecture.includes(name));
    expect(missing).toEqual([]);
  });
});
