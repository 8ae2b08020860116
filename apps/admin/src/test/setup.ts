import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// As the storefront's: a wait means "until it shows", well inside the test's own timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// jsdom has no CSS.escape; React Aria's dialogs look up the page's CSP nonce with it.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
