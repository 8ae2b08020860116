import { defineConfig } from 'vitest/config';

/** Component and unit tests of the storefront: jsdom, React 19 automatic JSX runtime. */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    css: false,
    // A component test renders, clicks and waits in jsdom: 4.6 s was seen for the longest under CI
    // load, too near vitest's 5 s default, so tests fail on the machine's speed, not on behaviour.
    testTimeout: 30_000,
  },
});
