/** Privacy policy (CMS content later; the essentials now). */
import type { Route } from './+types/privacy';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { LegalDocument } from '../features/legal/components/LegalDocument.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

const SECTIONS = ['collect', 'use', 'share', 'rights', 'cookies'] as const;

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('privacy.title') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function PrivacyPage() {
  return <LegalDocument namespace="privacy" sections={SECTIONS} />;
}

export const ErrorBoundary = ErrorsRouteBoundary;
