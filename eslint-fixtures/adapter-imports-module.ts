// lint-as: apps/api/src/adapters/payments/fixture.ts
// Must fail: import-x/no-restricted-paths (an adapter depends on nothing in modules/).
import { orderById } from '../../modules/order/service.ts';

export const fixture = orderById;
