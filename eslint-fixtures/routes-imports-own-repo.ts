// lint-as: apps/api/src/modules/wishlist/routes.ts
// Must fail: import-x/no-restricted-paths (routes call the service; SQL lives in repo.ts).
import * as repo from './repo.ts';

export const fixture = repo;
