import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The back office's own build (decision 0029): a single-page app served under `/admin` by the
 * shop's server from `build/` (apps/storefront/admin-static.server.ts). Nothing of it is imported
 * by the storefront, so it never counts in the storefront's first-load budget.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    // Hashed files only (long-cached); nothing inlined that the CSP would have to allow.
    assetsInlineLimit: 0,
    // The libraries (React, React Aria, TanStack Query, zod: some 170 kB gzip) are one chunk that
    // changes only with them, so a new build of the app's own code is a small download.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 }] },
      },
      // React Query and React Aria mark modules "use client" for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
