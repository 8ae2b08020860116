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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), latestBuildFile()],
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
