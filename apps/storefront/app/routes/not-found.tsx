/** Any unknown path: the loader throws a 404 so the status is right, the boundary shows the page. */
import { useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorsNotFound } from '../features/errors/components/ErrorsNotFound.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { notFound } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader(_: Route.LoaderArgs): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { messages?: { not_found?: { title?: string } } } | undefined;
  return pageMeta(matches, root?.messages?.not_found?.title ?? 'Page not found', { noindex: true });
};

export default function NotFoundPage() {
  const location = useLocation();
  return <ErrorsNotFound path={location.pathname} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
