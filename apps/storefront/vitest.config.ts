import { defineConfig } from 'vitest/config';

/** Component and unit tests of the storefront: jsdom, React 19 automatic JSX runtime. */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    css: false,
  },
});
