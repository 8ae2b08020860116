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
    rolldownOptions: {
      // React Query and React Aria mark modules "use client" for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
