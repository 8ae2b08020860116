import { type ReactNode, Suspense, lazy } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import { localeTag } from '@blush/shared/locale';
import { translator } from '@blush/shared/messages';
import { metaDescription, siteTitle } from '@blush/shared/site';
import type { Route } from './+types/root';
import { UiNoticeProvider } from './components/ui/UiNotice.tsx';
import { analyticsContainerId } from './features/analytics/analytics.server.ts';
import { ErrorsGenericLazy as ErrorsGeneric, ErrorsNotFoundLazy as ErrorsNotFound } from './features/errors/components/ErrorsLazy.tsx';
import { ErrorReportingMount } from './features/error-reporting/components/ErrorReportingMount.tsx';
import { errorReporterClientConfig } from './features/error-reporting/config.server.ts';
import { useReportRouteError } from './features/error-reporting/route-error.ts';
import { readConsent } from './features/consent/consent.ts';
import { ConsentMountPart as ConsentMount } from './features/consent/components/ConsentMountPart.tsx';
import { NewBuildWatch } from './features/new-build/components/NewBuildWatch.tsx';
import { SeoHeadLinks } from './features/seo/components/SeoHeadLinks.tsx';
import { analyticsEnabledFor } from './features/seo/seo-urls.ts';
import { I18nProvider, type Messages } from './lib/i18n.ts';
import { useNonce } from './lib/nonce.ts';
import { pageMessages } from './lib/i18n.server.ts';
import { clientErrorMessages } from './lib/client-errors.server.ts';
import { parseDeviceFlags } from './lib/device.server.ts';
import { localeMiddleware } from './lib/locale-middleware.server.ts';
import { pageHeadersMiddleware } from './lib/page-headers.server.ts';
import { revalidateOnLocaleChange } from './lib/revalidate.ts';
import { requestLocale } from './lib/request-context.server.ts';
import { type RootData, useRootData } from './lib/site.ts';
// The stylesheet is rendered with a precedence, so React puts it at the top of the head, before the
// page's module preloads: the browser asks for it first, and the first paint waits on nothing else.
import appCss from './app.css?url';

export const middleware: Route.MiddlewareFunction[] = [pageHeadersMiddleware, localeMiddleware];

export function loader({ context, request, url }: Route.LoaderArgs): RootData {
  const locale = requestLocale(context);
  const text = translator(locale.language);
  return {
    locale,
    messages: pageMessages(locale.language),
    siteTitle: siteTitle(locale.country, text),
    description: metaDescription(locale.country, locale.language, text),
    errors: clientErrorMessages(locale.language),
    analyticsEnabled: analyticsEnabledFor(url.pathname),
    errorReporter: errorReporterClientConfig(),
    device: parseDeviceFlags(request.headers.get('user-agent')),
    analyticsContainerId: analyticsContainerId(),
    consentUndecided: readConsent(request.headers.get('cookie')) === null,
  };
}

/** Locale data reloads with the locale; `analyticsEnabled` when entering or leaving a page without analytics. */
export const shouldRevalidate: typeof revalidateOnLocaleChange = (args) =>
  revalidateOnLocaleChange(args) || analyticsEnabledFor(args.currentUrl.pathname) !== analyticsEnabledFor(args.nextUrl.pathname);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Blush' }];
  return [
    { title: loaderData.siteTitle },
    { name: 'description', content: loaderData.description },
  ];
};

const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true};';

/**
 * Page-view analytics (issue 19): a chunk of its own that renders nothing on the server and does
 * its work after hydration, so it costs the first load nothing (the product page's budget). Until
 * the chunk is there its Suspense boundary simply waits. The consent banner is a chunk of its own
 * too, but server-rendered for a visitor without a choice (ConsentMountPart), in its own boundary.
 */
const AnalyticsMount = lazy(() => import('./features/analytics/components/AnalyticsMount.tsx').then((m) => ({ default: m.AnalyticsMount })));

/** Without root data (an error before the root loader ran) every text shows its key. */
const NO_MESSAGES: Messages = {};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const language = data?.locale.language ?? 'en';
  const country = data?.locale.country ?? 'SG';
  const messages = data?.messages ?? NO_MESSAGES;
  const location = useLocation();
  const nonce = useNonce();
  return (
    <html lang={localeTag(language, country)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* zod compiles its object parsers with `new Function` unless told not to, and the
            Content-Security-Policy allows no eval: this runs before any module script. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {data ? <SeoHeadLinks country={country} language={language} pathname={location.pathname} /> : null}
      </head>
      <body>
        <I18nProvider language={language} messages={messages}>
          <UiNoticeProvider>
            <div id="app" className="flex min-h-dvh flex-col">
              {children}
            </div>
            <ConsentMount serverUndecided={data?.consentUndecided ?? false} />
            <Suspense fallback={null}>
              <AnalyticsMount />
            </Suspense>
            <NewBuildWatch />
          </UiNoticeProvider>
        </I18nProvider>
        {data?.errorReporter ? <ErrorReportingMount config={data.errorReporter} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useReportRouteError(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="flex flex-1 flex-col justify-center">
        <ErrorsNotFound path={location.pathname} />
      </main>
    );
  }
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="flex flex-1 flex-col justify-center">
      <ErrorsGeneric status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  );
}
