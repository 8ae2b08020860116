import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { HappeningCalendar } from './HappeningCalendar.tsx';

const capacity = new Map([
  ['2026-11-27', 3],
  ['2026-11-28', 1],
  ['2026-12-02', 5],
]);

function renderCalendar(onSelect = vi.fn(), language: 'en' | 'th' = 'en') {
  renderWithApp(
    <>
      <h2 id="day">Choose a day</h2>
      <HappeningCalendar first="2026-11-25" last="2027-01-24" capacity={capacity} selected={null} onSelect={onSelect} labelledBy="day" />
    </>,
    { country: 'TH', language },
  );
  return onSelect;
}

describe('HappeningCalendar', () => {
  it('is a grid named by its heading and month; days without free places are disabled and said so', () => {
    const onSelect = renderCalendar();
    const grid = screen.getByRole('grid', { name: 'Choose a day November 2026' });
    const free = within(grid).getByRole('button', { name: /^Friday,? 27 November 2026, 3 places free$/ });
    const none = within(grid).getByRole('button', { name: /^Thursday,? 26 November 2026, no free times$/ });
    expect(none.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(none);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(free);
    expect(onSelect).toHaveBeenCalledWith('2026-11-27');
    // One day in the tab order: the first with free places.
    expect(within(grid).getAllByRole('button').filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('data-date'))).toEqual(['2026-11-27']);
  });

  it('moves with the arrow keys, by a week, and into the next month', () => {
    renderCalendar();
    const start = screen.getByRole('button', { name: /27 November 2026/ });
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-28');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-05');
    expect(screen.getByRole('grid', { name: 'Choose a day December 2026' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-30');
    // Not before the first day that may be chosen.
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-25');
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is in Thai on the Thai site', () => {
    renderCalendar(vi.fn(), 'th');
    expect(screen.getByRole('button', { name: /ว่าง 3 ที่$/ }).getAttribute('data-date')).toBe('2026-11-27');
    expect(screen.getByRole('button', { name: 'เดือนถัดไป' })).toBeTruthy();
  });
});
