/**
 * The back office's one permission table (issue 21, docs/decisions/0029): every action a staff
 * member can take and the roles allowed to take it. The API checks it on every admin route
 * (`requirePermission`); the back-office app reads it only to hide what a role cannot do. An action
 * missing here is refused to everyone; a test generated from this table proves every role is refused
 * every action outside its row.
 */

export const STAFF_ROLES = ['administrator', 'operations', 'merchandiser', 'content_editor', 'customer_service', 'store_manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose permissions hold only for the stores the staff member is assigned to. */
export const STORE_SCOPED_ROLES: ReadonlySet<StaffRole> = new Set(['store_manager']);

const ALL: readonly StaffRole[] = STAFF_ROLES;

/** Action → the roles allowed to take it. The administrator may do everything. */
export const PERMISSIONS = {
  'dashboard.read': ALL,
  'orders.read': ['administrator', 'operations', 'customer_service', 'store_manager'],
  'orders.fulfil': ['administrator', 'operations', 'store_manager'],
  'orders.cancel': ['administrator', 'operations'],
  'orders.refund': ['administrator', 'operations'],
  'orders.resend_email': ['administrator', 'operations', 'customer_service'],
  'fraud.review': ['administrator', 'operations'],
  'catalog.read': ['administrator', 'operations', 'merchandiser', 'content_editor', 'customer_service', 'store_manager'],
  'catalog.write': ['administrator', 'merchandiser'],
  'stock.write': ['administrator', 'merchandiser', 'operations', 'store_manager'],
  'prices.write': ['administrator', 'merchandiser'],
  'promotions.read': ['administrator', 'merchandiser', 'customer_service'],
  'promotions.write': ['administrator', 'merchandiser'],
  'members.read': ['administrator', 'customer_service'],
  'members.write': ['administrator', 'customer_service'],
  'members.erase': ['administrator', 'customer_service'],
  'points.adjust': ['administrator', 'customer_service'],
  'tier.override': ['administrator', 'customer_service'],
  'reviews.moderate': ['administrator', 'content_editor', 'customer_service'],
  'content.write': ['administrator', 'content_editor'],
  'content.publish': ['administrator', 'content_editor'],
  'stores.read': ['administrator', 'operations', 'customer_service', 'store_manager'],
  'stores.write': ['administrator', 'operations', 'store_manager'],
  /** Opening a new store (with its stock location): head office only. */
  'stores.create': ['administrator', 'operations'],
  'bookings.manage': ['administrator', 'customer_service', 'store_manager'],
  'giftcards.manage': ['administrator', 'customer_service'],
  'credit.manage': ['administrator', 'customer_service'],
  'experiments.manage': ['administrator', 'merchandiser', 'content_editor'],
  'staff.manage': ['administrator'],
  'audit.read': ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(PERMISSIONS) as StaffAction[];

export function isStaffAction(value: string): value is StaffAction {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Whether any of `roles` may take `action` (store scope aside: see `storeScoped`). */
export function roleAllows(role: StaffRole, action: StaffAction): boolean {
  return (PERMISSIONS[action] as readonly StaffRole[]).includes(role);
}

/** The actions a staff member with these roles may take (for the app's menus; the server decides). */
export function actionsOf(roles: readonly StaffRole[]): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => roles.some((role) => roleAllows(role, action)));
}
