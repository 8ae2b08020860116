import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what the shopper would eventually see. Their default of one
// second is shorter than a jsdom render takes on a loaded two-core CI machine (seen: a wishlist
// still busy after 1.0 s while the whole suite ran beside other work), so a wait means "until it
// shows", bounded well inside the test's own timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
