/**
 * Render a store component inside a router whose root has the locale the page gets, with every
 * message of the language (the `stores` namespace included).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import type { CountryCode, Language } from '@blush/shared/markets';
import { UiNoticeProvider } from '../../../components/ui/UiNotice.tsx';
import { I18nProvider } from '../../../lib/i18n.ts';
import { MESSAGES } from '../../../lib/i18n.server.ts';

export function renderStores(ui: ReactNode, { country = 'SG', language = 'en', path = '/store-locations' }: { country?: CountryCode; language?: Language; path?: string } = {}) {
  const data = { locale: { country, language, countrySource: 'cookie' }, messages: MESSAGES[language], siteTitle: 'Blush', description: '', errors: {}, analyticsEnabled: true };
  function Root() {
    return (
      <I18nProvider language={language} messages={MESSAGES[language]}>
        <UiNoticeProvider>
          <Outlet />
        </UiNoticeProvider>
      </I18nProvider>
    );
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      children: [
        { path: 'store-locations', Component: () => <>{ui}</> },
        { path: 'store-locations/:slug', Component: () => <p data-testid="store-page-stub">store page</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: data } }} />);
}
