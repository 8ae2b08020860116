// lint-as: apps/api/src/modules/wishlist/service.ts
// Must pass: its own repo, an allow-listed look-up on another module's service, a type of another.
import type { Shopper } from '../bag/service.ts';
import { variantsById } from '../catalog/service.ts';
import { requireCustomer } from '../customer/service.ts';
import * as repo from './repo.ts';

export const fixture = (shopper: Shopper): unknown[] => [variantsById, requireCustomer, repo, shopper];
