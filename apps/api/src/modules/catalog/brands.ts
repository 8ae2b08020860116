import type { CountryCode, Language } from '@blush/shared/markets';
import type { BrandDetail, BrandSummary } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { mediaUrl } from './media.ts';
import * as repo from './repo.ts';

export async function listBrands(
  db: Db,
  country: CountryCode,
  order: 'popular' | 'name',
  limit: number,
): Promise<BrandSummary[]> {
  const rows = await repo.brandsInCountry(db, country, order, limit);
  return rows.map((r) => ({ ...r, logoUrl: mediaUrl.brandLogo(r.slug) }));
}

export async function brandDetail(db: Db, slug: string, country: CountryCode, language: Language): Promise<BrandDetail> {
  const brand = await repo.brandBySlug(db, slug, country);
  if (!brand) throw new DomainError('resource_not_found');
  return {
    slug: brand.slug,
    name: brand.name,
    logoUrl: mediaUrl.brandLogo(brand.slug),
    productCount: brand.productCount,
    story: brand.story[language] || brand.story.en,
  };
}
