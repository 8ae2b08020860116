/**
 * Render a component as the app would: inside a router whose `root` route has the loader data a
 * page gets (locale, messages), with the translations and notifications around it and an empty query cache.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import type { CountryCode, Language } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { metaDescription, siteTitle } from '@blush/shared/site';
import { UiNoticeProvider } from '../components/ui/UiNotice.tsx';
import { I18nProvider } from '../lib/i18n.ts';
import { allMessages } from '../lib/i18n.server.ts';
import { clientErrorMessages } from '../lib/client-errors.server.ts';
import { UNKNOWN_DEVICE } from '../lib/device.ts';
import type { SiteLocale } from '../lib/locale.ts';
import { resetBrowserQueryClient } from '../lib/query-client.ts';
import type { RootData } from '../lib/site.ts';

export interface RenderOptions {
  country?: CountryCode;
  language?: Language;
  countrySource?: SiteLocale['countrySource'];
  path?: string;
  /**
   * Keep the root data (locale, messages) across client-side navigations, as the app's root loader
   * does; without it a navigation drops them (a loader makes navigations wait a tick).
   */
  keepRootData?: boolean;
}

export function rootData({ country = 'SG', language = 'en', countrySource = 'cookie' }: RenderOptions = {}): RootData {
  return {
    locale: { country, language, countrySource },
    messages: allMessages(language),
    siteTitle: siteTitle(country, translator(language)),
    description: metaDescription(country, language, translator(language)),
    errors: clientErrorMessages(language),
    analyticsEnabled: true,
    errorReporter: null,
    device: UNKNOWN_DEVICE,
    analyticsContainerId: null,
  };
}

export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const data = rootData(options);
  // A fresh query cache for every render, as a page load has.
  resetBrowserQueryClient();
  function Root() {
    return (
      <I18nProvider language={data.locale.language} messages={data.messages}>
        <UiNoticeProvider>
          <div id="app">
            <Outlet />
          </div>
        </UiNoticeProvider>
      </I18nProvider>
    );
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      // The page's root data stays after a client-side navigation, as the app's root loader keeps it.
      ...(options.keepRootData ? { loader: () => data } : {}),
      children: [{ path: '*', Component: () => <>{ui}</> }, { index: true, Component: () => <>{ui}</> }],
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? '/']} hydrationData={{ loaderData: { root: data } }} />);
}
