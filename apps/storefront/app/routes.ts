/**
 * The route table of SPEC.md §2 as far as built: three layout routes (default, blank, preview),
 * thin route modules in routes/, and a splat that answers every unknown path with a 404.
 */
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  // Resource routes (no layout).
  route('locale', 'routes/locale.ts'),

  layout('routes/layouts/default.tsx', [
    index('routes/home.tsx'),
    route('homepage', 'routes/homepage.ts'),
    route('about', 'routes/about.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('welcome', 'routes/welcome.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('search', 'routes/search.tsx'),
    route('categories/*', 'routes/category.tsx'),
    route('brands/:slugUrl', 'routes/brand.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  layout('routes/layouts/blank.tsx', [route('swagger', 'routes/swagger.tsx')]),

  ...prefix('preview', [layout('routes/layouts/preview.tsx', [route('layout', 'routes/preview-layout.tsx')])]),
] satisfies RouteConfig;
