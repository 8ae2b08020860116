/** Catalogue answers for component tests of features that resolve a card's variant (`lib/product-variant.ts`). */
/** `GET /products/{slug}` with the given variants (id, in stock or not), the rest as plain as the contract allows. */
export function productDetail(slug: string, variants: Array<{ id: number; inStock: boolean | null }>) {
  return {
    id: 10, slug, name: 'Velvet Lip', description: 'A lipstick.', howToUse: '', ingredients: '',
    brand: { slug: 'nars', name: 'NARS', logoUrl: '/logo.svg' }, categories: [], attributes: [], badges: [],
    rating: { average: 0, count: 0 }, launchedAt: '2025-01-01T00:00:00.000Z', images: [], availableInCountry: true, related: [],
    variants: variants.map(({ id, inStock }) => ({
      id, sku: `SKU-${id}`, type: 'shade', shadeName: `Shade ${id}`, shadeHex: '#aa3344', shadeFamily: null, size: null, imageUrl: null,
      offer: inStock === null ? null : { price: { amount: 4500, currency: 'SGD' }, salePrice: null, inStock, restockable: true, lowStock: null },
    })),
  };
}
