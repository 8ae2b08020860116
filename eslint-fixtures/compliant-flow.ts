// lint-as: apps/api/src/flows/fixture.ts
// Must pass: a flow calls any module's service, writes included.
import { takeStock } from '../modules/catalog/service.ts';
import { consumePromotion } from '../modules/promotion/service.ts';

export const fixture = [takeStock, consumePromotion];
