// lint-as: apps/api/src/modules/wishlist/service.ts
// Must fail: import-x/no-restricted-paths (a module's service reaches into another module's tables).
import { bags } from '../bag/tables.ts';

export const fixture = bags;
