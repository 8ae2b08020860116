import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { ApiError, isApiError } from './lib/api.ts';
import { I18nProvider, pickLanguage } from './lib/i18n.tsx';
import { ME_KEY, useMe } from './lib/session.ts';

/**
 * TanStack Query for every request: no retry of an answer the API gave on purpose (4xx), and a
 * session that ended (sign_in_required on any request) sends the staff member to sign in.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 'sign_in_required') && query.queryKey[0] !== ME_KEY[0]) client.setQueryData(ME_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** The language follows the signed-in staff member (their `language`), before sign-in the browser's. */
function Localised({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const me = useMe();
  return (
    <I18nProvider language={pickLanguage(me.data?.staff.language)}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}

export function App({ router, queryClient }: { router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Localised router={router} />
    </QueryClientProvider>
  );
}
