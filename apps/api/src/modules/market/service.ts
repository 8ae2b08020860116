import { MARKETS, COUNTRY_CODES, type CountryCode, defaultLanguage } from '@blush/shared/markets';
import type { MarketDto } from '@blush/shared/contracts';

export function marketDto(code: CountryCode): MarketDto {
  const m = MARKETS[code];
  return {
    code: m.code,
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

export function listMarkets(): MarketDto[] {
  return COUNTRY_CODES.map(marketDto);
}
