/**
 * The root layout's consent mount: `ConsentMount` as a chunk of its own that the server renders
 * from the first request, fetched early in the browser when its banner is in the page
 * (consent-part.tsx). This module is first-load JavaScript; keep it to this declaration.
 */
import { consentPart, serverBannerInPage } from './consent-part.tsx';

export const ConsentMountPart = consentPart(() => import('./ConsentMount.tsx').then((m) => m.ConsentMount), serverBannerInPage);
