/**
 * What a product card offers besides its link, handed in by the route that shows the cards (a
 * feature never imports another: the bag's quick add and the wishlist's heart come from their
 * features through here). `corner` sits on the image's top-right corner, `footer` under the price.
 */
import { type ReactNode, createContext, useContext } from 'react';
import type { ProductCard } from '@blush/shared/contracts';

export interface CatalogCardActions {
  corner?: (product: ProductCard) => ReactNode;
  footer?: (product: ProductCard) => ReactNode;
}

const CardActionsContext = createContext<CatalogCardActions>({});

export function CatalogCardActionsProvider({ value, children }: { value: CatalogCardActions; children?: ReactNode }) {
  return <CardActionsContext value={value}>{children}</CardActionsContext>;
}

export function useCatalogCardActions(): CatalogCardActions {
  return useContext(CardActionsContext);
}
