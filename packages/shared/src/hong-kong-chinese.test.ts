/**
 * docs/architecture.md rule 4: `zh` is Traditional Chinese as written in Hong Kong. No Chinese text of the shop
 * (the storefront's zh.json, the message catalogue of the API and shared rules, e-mails, seed data) may hold a
 * Simplified-only character. Tests are left out: they may feed Simplified input on purpose.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIMPLIFIED_ONLY, simplifiedCharacters } from './hong-kong-chinese.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['packages/shared/src', 'packages/shared/messages', 'apps/api/src', 'apps/api/seed', 'apps/storefront/app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    const scanned = /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'hong-kong-chinese.ts';
    return scanned ? [path] : [];
  });
}

describe('Chinese is Traditional Chinese as written in Hong Kong', () => {
  it('knows Simplified-only characters and nothing else', () => {
    expect(simplifiedCharacters('您的账户和购物袋')).toEqual(['账', '户', '购']);
    expect(simplifiedCharacters('您的帳戶和購物袋：台灣、里數、只有、面霜、周年')).toEqual([]);
    expect(SIMPLIFIED_ONLY).not.toMatch(/[台里只面周干系准才着袋惠品]/);
  });

  it('the storefront zh.json has no Simplified-only character', () => {
    const zh = readFileSync(join(ROOT, 'apps/storefront/app/locales/zh.json'), 'utf8');
    const found = zh.split('\n').flatMap((line, i) => (simplifiedCharacters(line).length ? [`${i + 1}: ${line.trim()}`] : []));
    expect(found).toEqual([]);
  });

  it('no message catalogue, shared, API, e-mail or seed text has a Simplified-only character', () => {
    const found = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const chars = simplifiedCharacters(line);
          return chars.length ? [`${relative(ROOT, file)}:${i + 1} ${chars.join('')}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
