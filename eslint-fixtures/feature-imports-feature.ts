// lint-as: apps/storefront/app/features/bag/fixture.ts
// Must fail: import-x/no-restricted-paths (a feature never imports another feature).
import * as checkout from '../checkout/checkout-api.ts';

export const fixture = checkout;
