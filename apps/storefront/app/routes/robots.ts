/** `/robots.txt` of the host's country site: private areas disallowed, the sitemap named. */
import type { Route } from './+types/robots';
import { crawlerCountry, robotsTxt } from '../features/seo/sitemap.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(crawlerCountry(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'X-Site-Country' },
  });
}
