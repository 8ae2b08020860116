import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { HappeningSlotPicker } from './HappeningSlotPicker.tsx';

const slots = [
  { startsAt: '2026-11-27T03:00:00.000Z', endsAt: '2026-11-27T04:00:00.000Z', capacity: 2, artists: [{ id: 1, name: 'Ploy' }, { id: 2, name: 'Fah' }], sessionId: null },
  { startsAt: '2026-11-27T03:30:00.000Z', endsAt: '2026-11-27T04:30:00.000Z', capacity: 1, artists: [{ id: 2, name: 'Fah' }], sessionId: null },
];

describe('HappeningSlotPicker', () => {
  it('offers each time in the store’s time zone with the places left, as radios', () => {
    const onSelect = vi.fn();
    renderWithApp(<HappeningSlotPicker name="slot" date="2026-11-27" timeZone="Asia/Bangkok" slots={slots} selected={null} onSelect={onSelect} />, { country: 'TH', language: 'en' });
    expect(screen.getByRole('group', { name: /^Times on Friday,? 27 November 2026 \(store time\)$/ })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['10:002 places left', '10:301 place left']);
    fireEvent.click(radios[1]!);
    expect(onSelect).toHaveBeenCalledWith(slots[1]);
  });

  it('says "Time slots empty" when the day has no free time', () => {
    renderWithApp(<HappeningSlotPicker name="slot" date="2026-11-27" timeZone="Asia/Bangkok" slots={[]} selected={null} onSelect={vi.fn()} />, { country: 'TH', language: 'en' });
    expect(screen.getByTestId('slots-empty').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('slots-empty').textContent).toContain('Time slots empty');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('writes the places left in Thai', () => {
    renderWithApp(<HappeningSlotPicker name="slot" date="2026-11-27" timeZone="Asia/Bangkok" slots={slots} selected={slots[0]!.startsAt} onSelect={vi.fn()} />, { country: 'TH', language: 'th' });
    expect(screen.getAllByRole('radio')[0]!.closest('label')?.textContent).toBe('10:00เหลือ 2 ที่');
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });
});
