import { MARKETS, COUNTRY_CODES, type CountryCode, type Language, defaultLanguage } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { countryName, metaDescription, siteTitle } from '@blush/shared/site';
import type { MarketDto } from '@blush/shared/contracts';

export function marketDto(code: CountryCode, language: Language): MarketDto {
  const m = MARKETS[code];
  const text = translator(language);
  return {
    code: m.code,
    name: countryName(code, text),
    siteTitle: siteTitle(code, text),
    metaDescription: metaDescription(code, language, text),
    languages: [...m.languages],
    defaultLanguage: defaultLanguage(code),
    domain: m.domain,
    currency: m.currency,
    callingCode: m.callingCode,
    timeZone: m.timeZone,
    taxPercent: m.taxPercent,
    taxName: m.taxName,
    freeShippingThreshold: { amount: m.freeShippingThreshold, currency: m.currency },
    shipsTo: [...m.shipsTo],
    retargetingId: m.retargetingId,
  };
}

export function listMarkets(language: Language): MarketDto[] {
  return COUNTRY_CODES.map((code) => marketDto(code, language));
}
