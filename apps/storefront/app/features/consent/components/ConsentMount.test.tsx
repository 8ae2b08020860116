import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n.ts';
import { rootData } from '../../../test/render.tsx';
import { ConsentMount } from './ConsentMount.tsx';

const data = rootData();
/** The root layout's consent mount, with the root data the app's links read. */
const page = (serverUndecided: boolean) => {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <I18nProvider language="en" messages={data.messages}>
          <ConsentMount serverUndecided={serverUndecided} />
        </I18nProvider>
      ),
    },
  ]);
  return <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: data } }} />;
};

/** The page as the server sends it, every Suspense boundary resolved. */
async function serverHtml(serverUndecided: boolean): Promise<string> {
  const { prelude } = await prerender(page(serverUndecided));
  return new Response(prelude).text();
}

describe('consent banner on the server', () => {
  it('is in the server-rendered page of a visitor without a choice, and not of one with a choice', async () => {
    expect(await serverHtml(true)).toContain('Cookies on Blush');
    expect(await serverHtml(false)).not.toContain('Cookies on Blush');
  });
});
