import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from '../App.tsx';
import { routes } from '../routes.tsx';

/** The whole back office at `path` (under its /admin basename), as the browser would run it. */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router };
}
