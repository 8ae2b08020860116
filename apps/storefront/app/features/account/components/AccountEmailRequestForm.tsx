/**
 * One e-mail field and a button, for "send me a reset link" and "send me an unlock link". The API
 * answers the same whether the address is on record or not (product guide §8), and that answer is shown.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { checkEmail } from '../validation.ts';
import { FormAlert, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountEmailField } from './AccountFields.tsx';

export interface AccountEmailRequestFormProps {
  submitLabel: string;
  pendingLabel: string;
  successTitle: string;
  send: (email: string) => Promise<{ message: string }>;
  /** Labels the form (a heading's id). */
  labelledBy?: string;
  initialEmail?: string;
}

export function AccountEmailRequestForm({ submitLabel, pendingLabel, successTitle, send, labelledBy, initialEmail = '' }: AccountEmailRequestFormProps) {
  const { t } = useTranslation();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const hydrated = useHydrated();
  const uid = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = checkEmail(email);
    if (problem) {
      setError(t(`account.form.error.${problem}`));
      focus(`${uid}-email`);
      return;
    }
    setError(undefined);
    setFormError(undefined);
    setPending(true);
    try {
      const { message } = await send(email.trim());
      setSent(message);
      focus(`${uid}-sent`);
    } catch (failure) {
      const server = toFormErrors(failure);
      if (server.fields.email) setError(server.fields.email);
      setFormError(server.message);
      focus(`${uid}-alert`);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <FormSuccess id={`${uid}-sent`} title={successTitle}>
        <p>{sent}</p>
      </FormSuccess>
    );
  }

  return (
    <form noValidate method="post" onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-5">
      <FormAlert id={`${uid}-alert`} message={formError} />
      <AccountEmailField
        id={`${uid}-email`}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <FormSubmit label={submitLabel} pendingLabel={pendingLabel} pending={pending} disabled={!hydrated} className="sm:w-full" />
    </form>
  );
}
