import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// As the storefront's: a wait means "until it shows", well inside the test's own timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
