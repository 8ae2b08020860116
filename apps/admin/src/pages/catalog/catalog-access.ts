import { STORE_SCOPED_ROLES, type StaffRole, roleAllows } from '@blush/shared/staff-permissions';
import { useCan, useMe } from '../../lib/session.ts';

/**
 * What the signed-in staff member may change in the catalogue's edit dialog. A country's stock is
 * its warehouses', no store's: a store manager's stock.write holds only in their stores, so they set
 * their shelves in Stock by location instead (decision 0035; the API refuses the country edit too).
 */
export function useCatalogAccess(): { prices: boolean; stock: boolean } {
  const can = useCan();
  const { data } = useMe();
  const roles = (data?.staff.roles ?? []) as StaffRole[];
  return { prices: can('prices.write'), stock: roles.some((role) => !STORE_SCOPED_ROLES.has(role) && roleAllows(role, 'stock.write')) };
}
