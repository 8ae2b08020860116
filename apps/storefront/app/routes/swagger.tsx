/** `/swagger` (blank layout): the API's OpenAPI document, rendered by us. */
import type { Route } from './+types/swagger';
import { ApiDocsPage } from '../features/api-docs/components/ApiDocsPage.tsx';
import { buildApiDocView } from '../features/api-docs/openapi.ts';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const document = await serverApi(context).openapi();
    return { title: requestT(context)('swagger.title'), doc: buildApiDocView(document), messages: scopedMessages(requestLocale(context).language, ['swagger']) };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function SwaggerPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <ApiDocsPage doc={loaderData.doc} />
    </I18nScope>
  );
}
