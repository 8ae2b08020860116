/** `/homepage` is normalised to `/` (SPEC.md §2), keeping the query. */
import { redirect } from 'react-router';
import type { Route } from './+types/homepage';

export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/${url.search}`, 301);
}
