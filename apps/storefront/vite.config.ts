import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';
import { NEW_BUILD, type LatestBuild } from '@blush/shared/new-build';

/**
 * `build/client/build/latest.json`: this build's React Router manifest version, which open pages
 * poll to learn that a new build is out (product guide §7). The version is known once the server
 * build names the manifest module (`/assets/manifest-<version>.js`), so it is written then.
 */
function latestBuildFile(): Plugin {
  let root = '';
  return {
    name: 'blush-latest-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const version = chunk.type === 'chunk' ? /\/assets\/manifest-([0-9a-f]+)\.js/.exec(chunk.code)?.[1] : undefined;
        if (!version) continue;
        const file = path.join(root, 'build/client', NEW_BUILD.latestPath);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, `${JSON.stringify({ version, builtAt: new Date().toISOString() } satisfies LatestBuild)}\n`);
        return;
      }
    },
  };
}

/** The root route: what it imports statically is on every page (the shell chunk). */
const ROOT_ROUTE = 'app/root.tsx';
/** The layout of the shop's pages (header, footer): its static imports are the layout chunk. */
const LAYOUT_ROUTE = 'app/routes/layouts/default.tsx';
/** Catalogue pages: what two or more of them import statically (and the chunks above do not) is one chunk. */
const CATALOG_ROUTES = ['app/routes/home.tsx', 'app/routes/category.tsx', 'app/routes/product.tsx', 'app/routes/search.tsx', 'app/routes/brand.tsx'];
/** Of those shared modules, the ones the product page does not import go to a chunk of their own (the listings' filters, grid and paging). */
const PRODUCT_ROUTE = 'app/routes/product.tsx';

/**
 * Fewer, larger first-load chunks in the browser build. React Router preloads every chunk the
 * page's route modules import statically, and the bundler, left to itself, cut a chunk for every
 * set of routes sharing a module: 41-43 per page, most under 1 kB, which a phone fetches over
 * HTTP/1.1's 6 connections in some 8 round trips, ahead of the stylesheet and the LCP image
 * (Lighthouse, issue 20). Here the framework (what the client entry and the root import from
 * node_modules), the shell (the root's own imports), the layout (the default layout's) and what
 * the catalogue pages share are one chunk each; route modules and lazy chunks (`import()`) keep
 * their own. No page loads more than before but the catalogue chunk's few kB on the home page.
 * What the catalogue pages share but the product page does not import (the listings' filters,
 * grid and paging, about 10 kB) is a chunk of its own, so the product page does not fetch it.
 */
function firstLoadChunks(): Plugin {
  let root = '';
  const framework = new Set<string>();
  const shell = new Set<string>();
  const layout = new Set<string>();
  const catalog = new Set<string>();
  const listing = new Set<string>();
  return {
    name: 'blush-first-load-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: (id: string) => framework.has(id), priority: 3 },
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 2 },
                  { name: 'layout', test: (id: string) => layout.has(id), priority: 1 },
                  { name: 'catalog', test: (id: string) => catalog.has(id), priority: 0 },
                  { name: 'listing', test: (id: string) => listing.has(id), priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entrySet = new Set(entries);
      /** Modules `start` imports statically, directly or not, entries excluded. */
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const todo = [start];
        while (todo.length) {
          for (const dep of this.getModuleInfo(todo.pop()!)?.importedIds ?? []) {
            if (seen.has(dep) || entrySet.has(dep)) continue;
            seen.add(dep);
            todo.push(dep);
          }
        }
        return seen;
      };
      const fileOf = (id: string) => id.split('?', 1)[0]!;
      const isRoute = (files: string[]) => (id: string) => files.some((file) => fileOf(id) === path.join(root, file));
      const isRoot = isRoute([ROOT_ROUTE]);
      const isLayout = isRoute([LAYOUT_ROUTE]);
      const isCatalog = isRoute(CATALOG_ROUTES);
      // The client entry is React Router's own (outside app/) unless the app has one.
      const isClientEntry = (id: string) => !fileOf(id).startsWith(path.join(root, 'app/')) || /\/app\/entry\.client\.tsx?$/.test(fileOf(id));
      const uses = new Map<string, number>();
      for (const entry of entries.filter((id) => isClientEntry(id) || isRoot(id))) {
        for (const dep of closure(entry)) (dep.includes('/node_modules/') ? framework : shell).add(dep);
      }
      for (const entry of entries.filter(isLayout)) {
        for (const dep of closure(entry)) if (!framework.has(dep) && !shell.has(dep)) layout.add(dep);
      }
      for (const entry of entries.filter(isCatalog)) {
        for (const dep of closure(entry)) uses.set(dep, (uses.get(dep) ?? 0) + 1);
      }
      const isProduct = isRoute([PRODUCT_ROUTE]);
      const product = new Set(entries.filter(isProduct).flatMap((entry) => [...closure(entry)]));
      for (const [id, count] of uses) {
        if (count >= 2 && !framework.has(id) && !shell.has(id) && !layout.has(id)) (product.has(id) ? catalog : listing).add(id);
      }
      // A small module (under 1 kB of code) the product page shares with pages outside the catalogue
      // (the Radio of the variant picker, checkout and the account; the bag client) would be a chunk
      // of its own: a request and some 150 B of wrapping on the product page's first load. It goes
      // with the layout instead (129.7 -> 129.5 kB for the product page, +0.2 kB on the others).
      for (const id of product) {
        const info = this.getModuleInfo(id);
        if (!info || framework.has(id) || shell.has(id) || layout.has(id) || catalog.has(id) || entrySet.has(id) || id.includes('/node_modules/')) continue;
        if (info.importers.length >= 2 && (info.code?.length ?? Infinity) < 1024) layout.add(id);
      }
      this.info(`first-load chunks (modules): framework ${framework.size}, shell ${shell.size}, layout ${layout.size}, catalog ${catalog.size}, listing ${listing.size}`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), latestBuildFile(), firstLoadChunks()],
  // Pre-bundle the browser dependencies up front so the first page in development does not hit
  // Vite's "outdated optimize dep" reload.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom', '@tanstack/react-query'],
  },
  build: {
    // Small inline assets are fine; the SVG art comes from the API's media route anyway.
    assetsInlineLimit: 2048,
  },
});
