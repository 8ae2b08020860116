import { defineConfig } from 'vitest/config';

/** Component tests of the back office: jsdom, React 19 automatic JSX runtime. */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
  },
});
