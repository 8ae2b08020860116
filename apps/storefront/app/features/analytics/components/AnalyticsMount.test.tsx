import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootData } from '../../../test/render.tsx';
import { saveConsent } from '../../consent/consent.ts';
import { AnalyticsMount } from './AnalyticsMount.tsx';

const trackPageView = vi.fn(async (_view: { href: string }) => undefined);
vi.mock('../analytics-client.ts', () => ({ trackPageView: (view: unknown) => trackPageView(view as { href: string }) }));

afterEach(() => {
  document.cookie = 'consent=; Path=/; Max-Age=0';
  trackPageView.mockClear();
});

function renderSite() {
  const data = rootData();
  function Root() {
    return (
      <>
        <Link to="/">Home</Link>
        <Link to="/brands">Brands</Link>
        <Link to="/cart">Bag</Link>
        <Outlet />
        <AnalyticsMount />
      </>
    );
  }
  const page = () => <p>page</p>;
  // A browser router, so each page view's href (window.location) names the page it was for.
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([
    {
      id: 'root',
      path: '/',
      Component: Root,
      // As the real root loader (and its shouldRevalidate): analytics is off on the bag.
      loader: ({ request }) => ({ ...data, analyticsEnabled: !new URL(request.url).pathname.startsWith('/cart') }),
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      children: [{ index: true, Component: page }, { path: 'brands', Component: page }, { path: 'cart', Component: page }],
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const tracked = () => trackPageView.mock.calls.map(([view]) => new URL(view.href).pathname);

describe('AnalyticsMount', () => {
  it('one page view per navigation where analytics may run, none on the bag', async () => {
    saveConsent({ analytics: true, marketing: false });
    renderSite();
    await waitFor(() => expect(tracked()).toEqual(['/']));
    expect(trackPageView.mock.calls[0]![0]).toMatchObject({ country: 'SG', language: 'en', containerId: null, device: { layout: 'Desktop' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Brands' }));
    await waitFor(() => expect(tracked()).toEqual(['/', '/brands']));
    // The bag, then home: had the bag been counted, it would come before home's page view.
    fireEvent.click(screen.getByRole('link', { name: 'Bag' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(tracked()).toEqual(['/', '/brands', '/']));
  });

  it('waits for consent, then counts the page it is on, once', async () => {
    renderSite();
    await screen.findByRole('link', { name: 'Brands' });
    expect(trackPageView).not.toHaveBeenCalled();
    act(() => void saveConsent({ analytics: false, marketing: true }));
    await waitFor(() => expect(tracked()).toEqual(['/']));
    // More consent on the same page is not another page view: the next one is the next page's.
    act(() => void saveConsent({ analytics: true, marketing: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Brands' }));
    await waitFor(() => expect(tracked()).toEqual(['/', '/brands']));
  });
});
