/**
 * Not a route: what the content routes (home, about, /pages/*, their previews) share. Content
 * blocks come from the content feature, product and brand rails and category tiles from the
 * catalogue's components: the route layer combines the two features.
 */
import type { ReactNode } from 'react';
import type { ContentEntry } from '@blush/shared/content';
import type { BrandSummary, CategoryNode, ProductCard } from '@blush/shared/contracts';
import { CatalogBrandGrid } from '../features/catalog/components/CatalogBrandGrid.tsx';
import { CatalogCategoryTiles } from '../features/catalog/components/CatalogCategoryTiles.tsx';
import { CatalogProductRail } from '../features/catalog/components/CatalogProductRail.tsx';
import { ContentBlocks } from '../features/content/components/ContentBlocks.tsx';
import type { BlockData } from '../features/content/content.server.ts';
import { useTranslation } from '../lib/i18n.ts';

function findCategory(nodes: readonly CategoryNode[], path: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    if (path.startsWith(`${node.path}/`)) return findCategory(node.children, path);
  }
  return undefined;
}

export interface PageBlocksProps {
  entry: Pick<ContentEntry, 'blocks' | 'title'>;
  data: BlockData;
  categories: readonly CategoryNode[];
  header?: ReactNode;
  after?: Readonly<Record<string, ReactNode>>;
}

export function PageBlocks({ entry, data, categories, header, after }: PageBlocksProps) {
  const brands = new Map<string, BrandSummary>(data.brands.map((b) => [b.slug, b]));
  return (
    <ContentBlocks
      blocks={entry.blocks}
      title={entry.title}
      header={header}
      {...(after ? { after } : {})}
      renderProductRail={(block) => (
        <CatalogProductRail
          title={block.title}
          products={block.productSlugs.flatMap((slug) => (data.products[slug] ? [data.products[slug]] : []))}
          {...(block.viewAll ? { viewAllHref: block.viewAll.href } : {})}
          testId={`rail-${block.id}`}
        />
      )}
      renderBrandRail={(block) => (
        <CatalogBrandGrid title={block.title} brands={block.brandSlugs.flatMap((slug) => (brands.has(slug) ? [brands.get(slug)!] : []))} />
      )}
      renderCategoryTiles={(block) => (
        <CatalogCategoryTiles
          title={block.title}
          categories={block.categories.flatMap((tile) => {
            const node = findCategory(categories, tile.path);
            return node ? [{ ...node, name: tile.label ?? node.name }] : [];
          })}
        />
      )}
    />
  );
}

export const HOME_RAIL_SIZE = 10;

/** The home page's catalogue rails (not content: they follow the catalogue); bestsellers null: gated off by its flag. */
export function HomeRails({ newArrivals, bestsellers }: { newArrivals: readonly ProductCard[]; bestsellers: readonly ProductCard[] | null }) {
  const { t } = useTranslation();
  return (
    <>
      <CatalogProductRail title={t('home.new_arrivals')} products={newArrivals} viewAllHref="/search?sort=newest" testId="rail-new-arrivals" />
      {bestsellers ? <CatalogProductRail title={t('home.bestsellers')} products={bestsellers} viewAllHref="/search?sort=bestsellers" testId="rail-bestsellers" /> : null}
    </>
  );
}

/** Where the catalogue rails go on a content homepage: after the category tiles, else after the first block. */
export function homeRailsAnchor(entry: Pick<ContentEntry, 'blocks'>): string | undefined {
  return (entry.blocks.find((b) => b.type === 'category_tiles') ?? entry.blocks[0])?.id;
}
