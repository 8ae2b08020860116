/**
 * The not-found and generic error pages as the error boundaries render them: their code is a chunk
 * fetched only when an error shows, not first-load JavaScript of every page. A page the server
 * rendered with an error keeps its HTML until the chunk is in (lib/lazy-part.tsx).
 */
import { lazyPart } from '../../../lib/lazy-part.tsx';

export const ErrorsGenericLazy = lazyPart(() => import('./ErrorsGeneric.tsx').then((m) => m.ErrorsGeneric), { preload: false });
export const ErrorsNotFoundLazy = lazyPart(() => import('./ErrorsNotFound.tsx').then((m) => m.ErrorsNotFound), { preload: false });
