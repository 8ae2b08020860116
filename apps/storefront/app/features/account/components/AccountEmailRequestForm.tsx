/**
 * One e-mail field and a button, for "send me a reset link" and "send me an unlock link". The API
 * answers the same whether the address is on record or not (product guide §8), and that answer is shown.
 * On the form kit (`useAccountForm`).
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { type ClientErrors, checkEmail, compact } from '../validation.ts';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
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

const FIELDS = ['email'] as const;
const check = ({ email }: { email: string }): ClientErrors => compact({ email: checkEmail(email) });

export function AccountEmailRequestForm({ submitLabel, pendingLabel, successTitle, send, labelledBy, initialEmail = '' }: AccountEmailRequestFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = useAccountForm({ initialValues: { email: initialEmail }, check, fields: FIELDS, labels: { email: t('account.form.email') } });
  const [sent, setSent] = useState<string | undefined>(undefined);
  const sentId = `${form.summaryId}-sent`;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await send(email.trim());
      form.release();
      setSent(message);
      form.focus(sentId);
    } catch (failure) {
      form.failWith(failure);
    }
  });

  if (sent) {
    return (
      <FormSuccess id={sentId} title={successTitle}>
        <p>{sent}</p>
      </FormSuccess>
    );
  }

  return (
    <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy} className="space-y-5">
      <FormErrorSummary {...form.summaryProps} />
      <AccountEmailField {...form.field('email')} value={form.values.email} onChange={(e) => form.set('email', e.target.value)} />
      <FormSubmit label={submitLabel} pendingLabel={pendingLabel} pending={form.pending} disabled={!hydrated} className="sm:w-full" />
    </form>
  );
}
