import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION } from '@blush/shared/notifications';
import { type NotifyOptions, UiNoticeProvider, useNotify, withNotice } from './UiNotice.tsx';
import { groupNotices } from './UiNoticeStack.tsx';

function Trigger({ text, options }: { text: string; options?: NotifyOptions }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(text, options)}>
      {`fire ${text}`}
    </button>
  );
}

function renderNotices(triggers: Array<{ text: string; options?: NotifyOptions }>) {
  return render(
    <UiNoticeProvider>
      {triggers.map((trigger) => (
        <Trigger key={trigger.text} {...trigger} />
      ))}
    </UiNoticeProvider>,
  );
}

/** Click a trigger; the look of the items loads with the first one (a lazy chunk), awaited here. */
const fire = async (text: string) => {
  fireEvent.click(screen.getByRole('button', { name: `fire ${text}` }));
  await act(async () => {
    await import('./UiNoticeStack.tsx');
  });
};
const notices = () => screen.queryAllByTestId('notice').map((n) => n.textContent);

describe('UiNoticeProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an item top right, 300 px wide, announced politely, and removes it after 3000 ms plus the 300 ms animations', async () => {
    renderNotices([{ text: 'Saved', options: { type: 'success', title: 'Done' } }]);
    await fire('Saved');
    const notice = screen.getByTestId('notice');
    expect(notice.textContent).toBe('DoneSaved');
    expect(notice.dataset.type).toBe('success');
    expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    const stack = notice.closest('[data-position]') as HTMLElement;
    expect(stack.dataset.position).toBe('top-right');
    expect(stack.style.width).toBe('300px');
    expect(stack.className).toContain('right-4');
    expect(stack.className).toContain('top-4');

    act(() => vi.advanceTimersByTime(NOTIFICATION.speedMs + NOTIFICATION.durationMs - 1));
    expect(notices()).toEqual(['DoneSaved']);
    act(() => vi.advanceTimersByTime(1));
    // Leaving: faded out for one animation, then gone.
    expect(screen.getByTestId('notice').className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(NOTIFICATION.speedMs));
    expect(notices()).toEqual([]);
  });

  it('announces errors assertively', async () => {
    renderNotices([{ text: 'Failed', options: { type: 'error' } }]);
    await fire('Failed');
    expect(screen.getByTestId('notice').closest('[role="alert"]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('closes an item on click', async () => {
    renderNotices([{ text: 'Hello' }]);
    await fire('Hello');
    fireEvent.click(screen.getByTestId('notice'));
    act(() => vi.advanceTimersByTime(NOTIFICATION.speedMs));
    expect(notices()).toEqual([]);
  });

  it('keeps a duration and speed of its own', async () => {
    renderNotices([{ text: 'Long', options: { duration: 10_000, speed: 100 } }]);
    await fire('Long');
    expect(screen.getByTestId('notice').style.animationDuration).toBe('100ms');
    act(() => vi.advanceTimersByTime(10_099));
    expect(notices()).toEqual(['Long']);
    act(() => vi.advanceTimersByTime(1 + 100));
    expect(notices()).toEqual([]);
  });

  it('has no limit on how many are shown', async () => {
    renderNotices([{ text: 'Again' }]);
    for (let i = 0; i < 60; i += 1) await fire('Again');
    expect(notices()).toHaveLength(60);
  });

  it('shows the items of a group together, and an item notified again by id replaces it and restarts its timer', async () => {
    renderNotices([
      { text: 'Bag one', options: { group: 'bag', id: 'bag-line' } },
      { text: 'Wishlist', options: { group: 'wishlist' } },
      { text: 'Bag two', options: { group: 'bag' } },
      { text: 'Bag one again', options: { group: 'bag', id: 'bag-line' } },
    ]);
    await fire('Bag one');
    await fire('Wishlist');
    await fire('Bag two');
    const groups = () =>
      [...document.querySelectorAll<HTMLElement>('[data-notice-group]')].map((g) => [g.dataset.noticeGroup, [...g.querySelectorAll('[data-testid="notice"]')].map((n) => n.textContent)]);
    expect(groups()).toEqual([
      ['bag', ['Bag one', 'Bag two']],
      ['wishlist', ['Wishlist']],
    ]);
    act(() => vi.advanceTimersByTime(2000));
    await fire('Bag one again');
    expect(groups()[0]).toEqual(['bag', ['Bag one again', 'Bag two']]);
    // 3300 ms after the first round: the others leave, the replaced one stays.
    act(() => vi.advanceTimersByTime(1300 + NOTIFICATION.speedMs));
    expect(notices()).toEqual(['Bag one again']);
  });
});

describe('groupNotices / withNotice', () => {
  const item = (id: string, group = 'default') => ({ id, text: id, type: 'default' as const, duration: 3000, speed: 300, group, data: { id } });
  it('groups in order of first appearance and keeps the data', async () => {
    expect(groupNotices([item('a', 'x'), item('b', 'y'), item('c', 'x')])).toEqual([
      ['x', [item('a', 'x'), item('c', 'x')]],
      ['y', [item('b', 'y')]],
    ]);
  });
  it('replaces by id in place', async () => {
    expect(withNotice([item('a'), item('b')], { ...item('a'), text: 'new' }).map((i) => i.text)).toEqual(['new', 'b']);
  });
});

describe('an item the page announces itself', () => {
  it('is shown outside the live regions', async () => {
    renderNotices([{ text: 'Quiet', options: { announce: false } }]);
    await fire('Quiet');
    const notice = screen.getByTestId('notice');
    expect(notice.closest('[aria-live]')).toBeNull();
    expect(notice.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
