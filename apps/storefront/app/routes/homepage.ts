/** `/homepage` is normalised to `/` (product guide §2), keeping the query. */
import { redirect } from 'react-router';
import type { Route } from './+types/homepage';

export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/${url.search}`, 301);
}
