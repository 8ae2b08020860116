import type { Job } from '../../jobs/scheduler.ts';
import { expireUnpaidOrders } from './service.ts';

/** Unpaid orders whose payment window passed give their stock, promotion use and reward back. */
export const ORDER_JOBS: readonly Job[] = [{ name: 'order.expire_unpaid', every: 'hour', run: expireUnpaidOrders }];
