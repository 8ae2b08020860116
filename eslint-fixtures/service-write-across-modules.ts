// lint-as: apps/api/src/modules/wishlist/service.ts
// Must fail: blush/service-imports (a write on another module's service, not an allow-listed look-up).
import { takeStock } from '../catalog/service.ts';

export const fixture = takeStock;
