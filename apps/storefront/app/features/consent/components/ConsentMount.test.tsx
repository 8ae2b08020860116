/**
 * The banner as the server sends it: the first HTML of a visitor without a choice carries a
 * working form back to the page, a visitor with one gets none. (Hydrating that HTML, and the
 * buttons before and after, is the browser journey's: e2e/consent.e2e.ts.)
 */
import { text } from 'node:stream/consumers';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../../lib/i18n.ts';
import { rootData } from '../../../test/render.tsx';
import { readConsent } from '../consent.ts';
import { ConsentMountPart } from './ConsentMountPart.tsx';

afterEach(() => {
  document.cookie = 'consent=; Path=/; Max-Age=0';
  document.body.innerHTML = '';
});

/** The root layout's consent mount at `path`, with the root data the app's links read. */
function page(serverUndecided: boolean, path = '/brands?sort=newest', language: 'en' | 'th' = 'en') {
  const data = rootData({ country: language === 'th' ? 'TH' : 'SG', language });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/*',
      Component: () => (
        <I18nProvider language={language} messages={data.messages}>
          <ConsentMountPart serverUndecided={serverUndecided} />
        </I18nProvider>
      ),
    },
  ]);
  return <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: data } }} />;
}

/** The page as the server sends it, every Suspense boundary resolved. */
async function serverHtml(serverUndecided: boolean, path?: string, language?: 'en' | 'th'): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page(serverUndecided, path, language));
  return text(prelude);
}

/** The server's HTML in the document, as a browser shows it before the page's code has run. */
async function serverPage(path?: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(true, path);
  document.body.append(container);
  return container;
}

describe('consent banner on the server', () => {
  it('is in the first HTML of a visitor without a choice, as a form back to this page; not in that of one with a choice', async () => {
    const container = await serverPage();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent');
    expect(new FormData(form).get('return_to')).toBe('/brands?sort=newest');
    const buttons = [...form.querySelectorAll('button[type="submit"]')].map((b) => [b.textContent, b.getAttribute('name'), b.getAttribute('value')]);
    expect(buttons).toEqual([
      ['Accept all', 'choice', 'accept'],
      ['Reject all', 'choice', 'reject'],
      ['Settings', 'choice', 'settings'],
    ]);
    expect(await serverHtml(false)).not.toContain('consent-banner');
  });

  it('opens on its settings for ?consent=settings, switches off, and does not send that request back', async () => {
    const container = await serverPage('/brands?consent=settings&sort=newest');
    expect(container.querySelector('h2')?.textContent).toBe('Cookie settings');
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('return_to')).toBe('/brands?sort=newest');
    const fields = [...form.querySelectorAll<HTMLInputElement>('input[role="switch"]')].map((s) => [s.name, s.checked, s.disabled]);
    expect(fields).toEqual([
      ['', true, true],
      ['analytics', false, false],
      ['marketing', false, false],
    ]);
    expect(form.querySelector('button[value="save"]')?.textContent).toBe('Save my choices');
  });

  it('speaks Thai on the Thai site', async () => {
    const html = await serverHtml(true, '/', 'th');
    expect(html).toContain('คุกกี้บน Blush');
    expect(html).toContain('ยอมรับทั้งหมด');
  });
});

describe('consent banner hydrated over the server HTML', () => {
  it('keeps a switch turned before hydration: Save stores it in the page, without sending the form', async () => {
    const path = '/brands?consent=settings&sort=newest';
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(true, path);
    // The server renderer leaves the router's context values behind in this process (the browser
    // renderer would read them as an outer router): one empty render puts them back.
    await text((await prerenderToNodeStream(null)).prelude);
    document.body.append(container);
    const analytics = container.querySelector<HTMLInputElement>('input[name="analytics"]')!;
    analytics.click();
    const submitted: string[] = [];
    container.querySelector('form')!.addEventListener('submit', (event) => {
      submitted.push(String((event as SubmitEvent).submitter?.getAttribute('value')));
      event.preventDefault();
    });
    // React's complaints while hydrating: a mismatch with the server's HTML would be one. (Two
    // renderers in one process, a test's artefact, is not: the app renders on a server.)
    const complaints: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('Detected multiple renderers')) complaints.push(args);
    });
    await act(async () => {
      hydrateRoot(container, page(true, path), { onRecoverableError: (error) => complaints.push(error) });
    });
    const section = container.querySelector('section')!;
    await waitFor(() => expect(Object.keys(section).some((key) => key.startsWith('__reactFiber$'))).toBe(true));
    expect(container.querySelector('section')).toBe(section);
    expect(analytics.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(submitted).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    consoleError.mockRestore();
    expect(complaints).toEqual([]);
  });
});
