/**
 * `POST /consent`: the cookie banner's form (features/consent/consent-form.server.ts) sets the
 * `consent` cookie and sends the visitor back to the page (303). `GET /consent` goes home.
 */
import { data, redirect } from 'react-router';
import { errorMessage } from '@blush/shared/errors';
import type { Route } from './+types/consent';
import { consentFormOutcome } from '../features/consent/consent-form.server.ts';
import { isSecureRequest } from '../lib/locale-middleware.server.ts';
import { requestLocale } from '../lib/request-context.server.ts';

export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const invalid = () => data({ message: errorMessage('validation_failed', requestLocale(context).language) }, { status: 400 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalid();
  }
  const outcome = consentFormOutcome(form, isSecureRequest(request));
  if (!outcome) throw invalid();
  const headers = new Headers();
  if (outcome.cookie) headers.append('Set-Cookie', outcome.cookie);
  return redirect(outcome.location, { status: 303, headers });
}
