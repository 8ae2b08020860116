/**
 * Render a component as the app would: inside a router whose `root` route has the loader data a
 * page gets (locale, messages), with i18next, the query client and notifications around it.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CountryCode, Language } from '@blush/shared/markets';
import { metaDescription, siteTitle } from '@blush/shared/site';
import { UiNoticeProvider } from '../components/ui/UiNotice.tsx';
import { createI18n } from '../lib/i18n.ts';
import { MESSAGES } from '../lib/i18n.server.ts';
import { clientErrorMessages } from '../lib/client-errors.server.ts';
import type { SiteLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { RootData } from '../lib/site.ts';

export interface RenderOptions {
  country?: CountryCode;
  language?: Language;
  countrySource?: SiteLocale['countrySource'];
  path?: string;
}

export function rootData({ country = 'SG', language = 'en', countrySource = 'cookie' }: RenderOptions = {}): RootData {
  return {
    locale: { country, language, countrySource },
    messages: MESSAGES[language],
    siteTitle: siteTitle(country, language),
    description: metaDescription(country, language),
    errors: clientErrorMessages(language),
    analyticsEnabled: true,
  };
}

export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const data = rootData(options);
  const i18n = createI18n(data.locale.language, data.messages);
  const queryClient = createQueryClient();
  function Root() {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <UiNoticeProvider>
            <div id="app">
              <Outlet />
            </div>
          </UiNoticeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      children: [{ path: '*', Component: () => <>{ui}</> }, { index: true, Component: () => <>{ui}</> }],
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? '/']} hydrationData={{ loaderData: { root: data } }} />);
}
