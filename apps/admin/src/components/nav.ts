import type { StaffAction } from '@blush/shared/staff-permissions';
import type { MessageKey } from '../lib/i18n.tsx';

/** The menu: each screen and the action of the permission table it needs. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: MessageKey; action: StaffAction }> = [
  { to: '/orders', label: 'nav.orders', action: 'orders.read' },
  { to: '/fraud-review', label: 'nav.fraud_queue', action: 'fraud.review' },
  { to: '/members', label: 'nav.members', action: 'members.read' },
  { to: '/reviews', label: 'nav.reviews', action: 'reviews.moderate' },
  { to: '/catalog', label: 'nav.catalog', action: 'catalog.read' },
  { to: '/content', label: 'nav.content', action: 'content.write' },
  { to: '/promotions', label: 'nav.promotions', action: 'promotions.read' },
  { to: '/offers', label: 'nav.offers', action: 'promotions.read' },
  { to: '/samples', label: 'nav.samples', action: 'promotions.read' },
  // Every role that may move bookings (bookings.manage) may also see them (stores.read).
  { to: '/bookings', label: 'nav.bookings', action: 'stores.read' },
  { to: '/stores', label: 'nav.stores', action: 'stores.write' },
  { to: '/gift-cards', label: 'nav.giftcards', action: 'giftcards.manage' },
  { to: '/experiments', label: 'nav.experiments', action: 'experiments.manage' },
  { to: '/audit', label: 'nav.audit', action: 'audit.read' },
  { to: '/staff', label: 'nav.staff', action: 'staff.manage' },
];
