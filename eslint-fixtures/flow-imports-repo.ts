// lint-as: apps/api/src/flows/fixture.ts
// Must fail: import-x/no-restricted-paths (a flow reaches into a module's split repo instead of its service).
import { takeStock } from '../modules/catalog/stock-repo.ts';

export const fixture = takeStock;
