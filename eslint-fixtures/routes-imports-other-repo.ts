// lint-as: apps/api/src/modules/wishlist/routes.ts
// Must fail: import-x/no-restricted-paths (a module's routes reach into another module's repo).
import { bagById } from '../bag/repo.ts';

export const fixture = bagById;
