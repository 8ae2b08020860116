/**
 * React Router's default browser entry, except that hydration waits for the code of the page's
 * below-the-fold parts (lib/lazy-part.tsx), whose chunks the route modules asked for as they ran.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { lazyPartsReady } from './lib/lazy-part.tsx';

void lazyPartsReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
