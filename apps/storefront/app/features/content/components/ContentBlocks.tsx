/**
 * The blocks of a content page in order. Blocks showing catalogue data (product and brand rails,
 * category tiles) are drawn by the route through the render functions, since a feature never
 * imports another feature; `after` puts other content after a block (the home page's catalogue
 * rails). The first hero carries the page's h1; a page without one gets its title as the h1.
 */
import { Fragment, type ReactNode } from 'react';
import type { ContentBlock, ContentBlockOf } from '@blush/shared/content';
import { ContentFaq } from './ContentFaq.tsx';
import { ContentHero } from './ContentHero.tsx';
import { ContentImageBanner } from './ContentImageBanner.tsx';
import { ContentRichText } from './ContentRichText.tsx';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** The page title: the h1 when no hero leads the page. */
  title: string;
  /** Above the h1 of a page without a hero (a breadcrumb). */
  header?: ReactNode;
  renderProductRail: (block: ContentBlockOf<'product_rail'>) => ReactNode;
  renderBrandRail: (block: ContentBlockOf<'brand_rail'>) => ReactNode;
  renderCategoryTiles: (block: ContentBlockOf<'category_tiles'>) => ReactNode;
  after?: Readonly<Record<string, ReactNode>>;
}

export function ContentBlocks({ blocks, title, header, renderProductRail, renderBrandRail, renderCategoryTiles, after = {} }: ContentBlocksProps) {
  const leadingHero = blocks[0]?.type === 'hero';
  const render = (block: ContentBlock, index: number): ReactNode => {
    switch (block.type) {
      case 'hero':
        return <ContentHero block={block} headingLevel={leadingHero && index === 0 ? 1 : 2} />;
      case 'rich_text':
        return <ContentRichText block={block} />;
      case 'image_banner':
        return <ContentImageBanner banner={block} />;
      case 'faq':
        return <ContentFaq block={block} />;
      case 'product_rail':
        return renderProductRail(block);
      case 'brand_rail':
        return renderBrandRail(block);
      case 'category_tiles':
        return renderCategoryTiles(block);
    }
  };
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-16" data-testid="content-blocks">
      {leadingHero ? null : (
        <header className="mx-auto -mb-6 w-full max-w-3xl px-4 pt-10 sm:-mb-8 sm:px-6 sm:pt-14">
          {header}
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        </header>
      )}
      {blocks.map((block, index) => (
        <Fragment key={block.id}>
          {render(block, index)}
          {after[block.id] ?? null}
        </Fragment>
      ))}
    </div>
  );
}
