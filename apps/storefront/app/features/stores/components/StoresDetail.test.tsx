/**
 * A store that closes after midnight (10:00–01:00 on Fridays): the hours table says the close is the
 * next day's, and "open now" holds at 00:30 on Saturday, on the store's clock, in the four languages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@blush/shared/markets';
import { BANGKOK_STORE, storeFixture } from '../test/fixtures.ts';
import { renderStores } from '../test/render-stores.tsx';
import { StoresDetail } from './StoresDetail.tsx';

const LATE_FRIDAY = storeFixture({
  ...BANGKOK_STORE,
  weeklyHours: Array.from({ length: 7 }, (_, day) => (day === 5 ? { opens: '10:00', closes: '01:00' } : { opens: '10:00', closes: '22:00' })),
});

const EXPECTED: Record<Language, { friday: string; hours: string; openAt0030: string; closedAt0100: string }> = {
  en: { friday: 'Friday', hours: '10:00–01:00 (next day)', openAt0030: 'Open now · closes at 01:00', closedAt0100: 'Closed · opens at 10:00' },
  id: { friday: 'Jumat', hours: '10:00–01:00 (hari berikutnya)', openAt0030: 'Sedang buka · tutup pukul 01:00', closedAt0100: 'Tutup · buka pukul 10:00' },
  th: { friday: 'วันศุกร์', hours: '10:00–01:00 (วันถัดไป)', openAt0030: 'เปิดอยู่ · ปิด 01:00 น.', closedAt0100: 'ปิดอยู่ · เปิด 10:00 น.' },
  zh: { friday: '星期五', hours: '10:00–翌日01:00', openAt0030: '營業中 · 01:00 關門', closedAt0100: '休息中 · 10:00 開門' },
};

function renderAt(language: Language, localSaturday: string) {
  const now = Date.parse(`2026-11-28T${localSaturday}:00+07:00`);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return renderStores(<StoresDetail store={LATE_FRIDAY} stores={[LATE_FRIDAY]} now={now} directions="https://maps.example/" tileUrl={null} attribution="" />, { country: 'TH', language });
}

describe('store page with hours past midnight', () => {
  afterEach(() => vi.useRealTimers());

  for (const language of ['en', 'id', 'th', 'zh'] as const) {
    it(`${language}: shows the Friday close as the next day's, open at 00:30 on Saturday and closed from 01:00`, () => {
      const expected = EXPECTED[language];
      const first = renderAt(language, '00:30');
      const friday = screen.getByRole('row', { name: new RegExp(expected.friday) });
      expect(friday.textContent).toContain(expected.hours);
      expect(screen.getAllByText(expected.openAt0030).length).toBeGreaterThan(0);
      first.unmount();
      renderAt(language, '01:00');
      expect(screen.getAllByText(expected.closedAt0100).length).toBeGreaterThan(0);
    });
  }
});
