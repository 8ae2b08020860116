/**
 * The route table of product guide §2 as far as built: three layout routes (default, blank, preview),
 * thin route modules in routes/, and a splat that answers every unknown path with a 404.
 */
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  // Resource routes (no layout).
  route('locale', 'routes/locale.ts'),
  route('consent', 'routes/consent.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),

  layout('routes/layouts/default.tsx', [
    index('routes/home.tsx'),
    route('homepage', 'routes/homepage.ts'),
    route('about', 'routes/about.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('welcome', 'routes/welcome.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    // The order screen and its four views (product guide §2, §4).
    route('orders/:id', 'routes/order.tsx'),
    route('orders/:id/:view', 'routes/order.tsx', { id: 'routes/order-view' }),
    // Gift cards (issue 18): buy one, check a card's balance.
    route('gift-cards', 'routes/gift-cards.tsx'),
    route('gift-cards/balance', 'routes/gift-cards-balance.tsx'),
    route('search', 'routes/search.tsx'),
    route('categories/*', 'routes/category.tsx'),
    // /brands/{slugUrl}/{topCategory?}/{category?}/{subCategory?} (product guide §2): the splat is the category path.
    route('brands', 'routes/brands.tsx'),
    route('brands/:slugUrl/*', 'routes/brand.tsx'),
    route('products/:slug', 'routes/product.tsx'),
    route('pages/:slugUrl/:topCategory?/:category?/:subCategory?', 'routes/cms-page.tsx'),
    // The store locator and a store's page (product guide §2 `/store-locations/{slug}`, §7 `store-locations`).
    route('store-locations', 'routes/store-locations.tsx'),
    route('store-locations/:slug', 'routes/store-location.tsx'),
    // Sign-in and the account area (product guide §1, §2), with their own messages (scope layout).
    layout('routes/layouts/account-scope.tsx', [
      route('sign_in', 'routes/sign-in.tsx'),
      route('sign_up', 'routes/sign-up.tsx'),
      route('users/unlock', 'routes/users-unlock.tsx'),
      route('users/password/forgot', 'routes/password-forgot.tsx'),
      route('users/password/reset', 'routes/password-reset.tsx'),
      // The links of the alert e-mails (features/waitlist): confirm a guest's alert, unsubscribe in one click.
      route('waitlist/confirm', 'routes/waitlist-link.tsx', { id: 'routes/waitlist-confirm' }),
      route('waitlist/unsubscribe', 'routes/waitlist-link.tsx'),
      ...prefix('account', [
        layout('routes/layouts/account.tsx', [
          index('routes/account.tsx'),
          route('orders', 'routes/account-orders.tsx'),
          route('bookings', 'routes/account-bookings.tsx'),
          route('reviews', 'routes/account-reviews.tsx'),
          route('wishlist', 'routes/account-wishlist.tsx'),
          route('waitlist', 'routes/account-waitlist.tsx'),
          route('notifications', 'routes/account-notifications.tsx'),
          route('beauty-profile', 'routes/account-beauty-profile.tsx'),
          route('points', 'routes/account-points.tsx'),
          route('benefits', 'routes/account-benefits.tsx'),
          route('rewards', 'routes/account-rewards.tsx'),
          route('credit', 'routes/account-credit.tsx'),
          route('details', 'routes/account-details.tsx'),
        ]),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),

  layout('routes/layouts/blank.tsx', [
    route('swagger', 'routes/swagger.tsx'),
    // Video gift messages: the recipient's page, and the order's printable packing slip with the link.
    route('gift/:token', 'routes/gift.tsx'),
    route('orders/:id/packing-slip', 'routes/order-packing-slip.tsx'),
    // Payment sandbox (internal test pages; the API answers 404 in production).
    route('sandbox/payments/:id', 'routes/sandbox-payment.tsx'),
    route('sandbox/3ds/:id', 'routes/sandbox-3ds.tsx'),
    // The other sandbox pages (product guide §2): test benches of the real components with fixtures; 404 where the API serves no sandbox.
    layout('routes/layouts/sandbox.tsx', [
      ...prefix('sandbox', [
        index('routes/sandbox.tsx'),
        route('cart', 'routes/sandbox-cart.tsx'),
        route('stores', 'routes/sandbox-stores.tsx'),
        route('loaders', 'routes/sandbox-loaders.tsx'),
        route('language', 'routes/sandbox-language.tsx'),
        route('orders', 'routes/sandbox-orders.tsx'),
        route('orders/:country', 'routes/sandbox-order.tsx'),
        route('happening', 'routes/sandbox-happening.tsx'),
        route('content', 'routes/sandbox-content.tsx'),
      ]),
    ]),
    // The happening area (product guide §2): services, classes and events, booking and managing bookings.
    layout('routes/layouts/happening.tsx', [
      // One entry per screen (the whole route manifest is first-load JavaScript): the loaders check the segments.
      ...prefix('happening', [
        // services, beauty-services
        route(':list', 'routes/happening-list.tsx'),
        // services/booxi/success, services/booxi/cancel
        route('services/booxi/:result', 'routes/happening-booxi.tsx'),
        // services/reschedule/{id}, {services|classes|events}/cancel/{id}
        route(':kind/:action/:id', 'routes/happening-manage.tsx'),
        // {services|classes|events}/{id}
        route(':kind/:id', 'routes/happening-activity.tsx'),
      ]),
    ]),
    // Development only (the API answers 404 in production).
    layout('routes/layouts/account-scope.tsx', { id: 'routes/layouts/account-scope-blank' }, [
      route('dev/mailbox', 'routes/dev-mailbox.tsx'),
      route('dev/mailbox/:id', 'routes/dev-mailbox-message.tsx'),
      // The built-in error collector's groups and one group's latest event (decision 0025).
      route('dev/errors', 'routes/dev-errors.tsx'),
      route('dev/errors/:id', 'routes/dev-error.tsx'),
    ]),
  ]),

  // Content previews (product guide §2, §6): drafts with the preview token, in the preview layout.
  ...prefix('preview', [
    layout('routes/layouts/preview.tsx', [
      route('layout', 'routes/preview-layout.tsx'),
      route('overlay/:id', 'routes/preview-overlay.tsx'),
      route('homepage/:slugUrl?', 'routes/preview-page.tsx', { id: 'routes/preview-homepage' }),
      route('pages/:slugUrl/:topCategory?/:category?/:subCategory?', 'routes/preview-page.tsx'),
      // Brands are catalogue data, not drafts: the brand page itself, read-only, inside the preview layout.
      route('brands/:slugUrl/*', 'routes/brand.tsx', { id: 'routes/preview-brand' }),
    ]),
  ]),
] satisfies RouteConfig;
