import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { type StubRequest, deferred, setSessionCookie, stubFetch } from '../../test/fetch-stub.ts';
import { notifySessionChange } from '../../lib/session.ts';
import { resetBagCount, useBagCount } from './bag-count.ts';

function HeaderCount() {
  return <output data-testid="count">{useBagCount()}</output>;
}

describe('useBagCount', () => {
  let signOut: (() => void) | undefined;
  beforeEach(() => resetBagCount());
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('asks once after hydration, and again for the member’s bag after signing in, whatever answers first', async () => {
    const guest = deferred<unknown>();
    const member = deferred<unknown>();
    const api = stubFetch({ 'GET /cart/items-count': (request: StubRequest) => (request.headers.Cookie ? member.promise : document.cookie.includes('jwt-data') ? member.promise : guest.promise) });
    renderWithApp(<HeaderCount />);
    await waitFor(() => expect(api.sent('GET /cart/items-count')).toHaveLength(1));

    // Signed in while the guest's count is still on its way: the member's bag is asked for too.
    signOut = setSessionCookie('member-1');
    act(() => notifySessionChange());
    await waitFor(() => expect(api.sent('GET /cart/items-count')).toHaveLength(2));
    member.resolve({ count: 4 });
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('4'));
    // The guest's late answer changes nothing on screen.
    guest.resolve({ count: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('count').textContent).toBe('4');

    // Signed out: the guest's bag is asked for afresh (the merge at sign-in emptied it).
    signOut();
    signOut = undefined;
    act(() => notifySessionChange());
    await waitFor(() => expect(api.sent('GET /cart/items-count')).toHaveLength(3));
  });
});
