import type { RouteObject } from 'react-router';
import { Shell } from './components/Shell.tsx';
import { HomePage, NotFoundPage } from './pages/HomePage.tsx';
import { SignInPage } from './pages/sign-in/SignInPage.tsx';
import { useI18n } from './lib/i18n.tsx';

/** Shown while the first page's chunk loads. */
function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="p-6">
      {t('app.loading')}
    </p>
  );
}

/**
 * The back office's pages, under the `/admin` basename. Everything but sign-in needs a signed-in
 * staff member. Each screen is its own chunk, loaded when first opened: the sign-in page loads
 * no orders, audit or staff code.
 */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <Shell />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'orders', lazy: async () => ({ Component: (await import('./pages/orders/OrdersPage.tsx')).OrdersPage }) },
      { path: 'orders/:id', lazy: async () => ({ Component: (await import('./pages/orders/OrderDetailPage.tsx')).OrderDetailPage }) },
      { path: 'fraud-review', lazy: async () => ({ Component: (await import('./pages/orders/FraudQueuePage.tsx')).FraudQueuePage }) },
      { path: 'members', lazy: async () => ({ Component: (await import('./pages/members/MembersPage.tsx')).MembersPage }) },
      { path: 'members/:id', lazy: async () => ({ Component: (await import('./pages/members/MemberPage.tsx')).MemberPage }) },
      { path: 'bookings', lazy: async () => ({ Component: (await import('./pages/bookings/BookingsPage.tsx')).BookingsPage }) },
      { path: 'stores', lazy: async () => ({ Component: (await import('./pages/stores/StoresPage.tsx')).StoresPage }) },
      { path: 'stores/:slug', lazy: async () => ({ Component: (await import('./pages/stores/StoresPage.tsx')).StorePage }) },
      { path: 'content', lazy: async () => ({ Component: (await import('./pages/content/ContentListPage.tsx')).ContentListPage }) },
      { path: 'content/*', lazy: async () => ({ Component: (await import('./pages/content/ContentEditorPage.tsx')).ContentEditorPage }) },
      { path: 'promotions', lazy: async () => ({ Component: (await import('./pages/promotions/PromotionsPage.tsx')).PromotionsPage }) },
      { path: 'promotions/:id', lazy: async () => ({ Component: (await import('./pages/promotions/PromotionEditorPage.tsx')).PromotionEditorPage }) },
      { path: 'samples', lazy: async () => ({ Component: (await import('./pages/samples/SamplesPage.tsx')).SamplesPage }) },
      { path: 'offers', lazy: async () => ({ Component: (await import('./pages/offers/OffersPage.tsx')).OffersPage }) },
      { path: 'offers/:id', lazy: async () => ({ Component: (await import('./pages/offers/OfferEditorPage.tsx')).OfferEditorPage }) },
      { path: 'reviews', lazy: async () => ({ Component: (await import('./pages/reviews/ReviewsPage.tsx')).ReviewsPage }) },
      { path: 'catalog', lazy: async () => ({ Component: (await import('./pages/catalog/CatalogPage.tsx')).CatalogPage }) },
      { path: 'catalog/import', lazy: async () => ({ Component: (await import('./pages/catalog/ImportPricesPage.tsx')).ImportPricesPage }) },
      { path: 'gift-cards', lazy: async () => ({ Component: (await import('./pages/giftcards/GiftCardsPage.tsx')).GiftCardsPage }) },
      { path: 'gift-cards/:id', lazy: async () => ({ Component: (await import('./pages/giftcards/GiftCardsPage.tsx')).GiftCardPage }) },
      { path: 'experiments', lazy: async () => ({ Component: (await import('./pages/experiments/ExperimentsPage.tsx')).ExperimentsPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await import('./pages/audit/AuditPage.tsx')).AuditPage }) },
      { path: 'staff', lazy: async () => ({ Component: (await import('./pages/staff/StaffPage.tsx')).StaffPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
