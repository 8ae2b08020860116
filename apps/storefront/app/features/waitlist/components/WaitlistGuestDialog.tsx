/**
 * A guest's "Waitlist me" / "Remind me": a dialog asking for the e-mail address (form kit: label,
 * translated mistakes, error summary). The API sends a confirmation link first, so nobody can
 * subscribe somebody else; the dialog then says to check the mailbox (or, for a member's own
 * address, that the alert is set).
 */
import { useId, useState } from 'react';
import { z } from 'zod';
import type { AlertKind } from '@blush/shared/notification-contracts';
import { FormField } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { mapServerFieldErrors } from '../../../components/form/server-errors.ts';
import { fromZod, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';

const schema = z.object({ email: z.string().trim().min(1).max(254).pipe(z.email()) });

export interface WaitlistGuestDialogProps {
  kind: AlertKind;
  variantId: number;
  name: string;
  onClose: () => void;
}

export function WaitlistGuestDialog({ kind, variantId, name, onClose }: WaitlistGuestDialogProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const sentId = useId();
  const [done, setDone] = useState<{ status: 'confirmation_sent' | 'active'; email: string } | null>(null);
  const form = useSchemaForm({
    initialValues: { email: '' },
    validate: fromZod<{ email: string }>(schema, ({ code }) => (code === 'too_small' ? t('alerts.dialog.email_required') : t('alerts.dialog.email_invalid'))),
    focusOnInvalid: 'field',
    showOnBlur: false,
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { alertsApi } = await import('../alerts-api.ts');
      const answer = await alertsApi(locale).subscribe(variantId, email.trim());
      form.release();
      setDone({ status: answer.status, email: email.trim() });
      requestAnimationFrame(() => document.getElementById(sentId)?.focus());
    } catch (error) {
      const failure = error as { status?: number; message?: string; details?: unknown };
      const fields = mapServerFieldErrors(failure.details, (path) => (path.endsWith('email') ? 'email' : undefined), t('alerts.dialog.email_invalid'));
      const message = failure.status && failure.status < 500 && failure.message ? failure.message : t('alerts.failed');
      form.fail({ message, fields, ...(fields.email ? { focus: 'email' } : {}) });
    }
  });

  return (
    <UiDialog
      open
      onClose={onClose}
      title={t(kind === 'restock' ? 'alerts.dialog.title_restock' : 'alerts.dialog.title_launch')}
      description={t(kind === 'restock' ? 'alerts.dialog.intro_restock' : 'alerts.dialog.intro_launch', { name })}
      className="sm:max-w-md"
    >
      <div className="px-5 py-5 sm:px-6" data-testid="alert-dialog">
        {done ? (
          <div className="space-y-5">
            <FormSuccess id={sentId} title={t(done.status === 'active' ? 'alerts.dialog.active_title' : 'alerts.dialog.sent_title')}>
              <p>{t(done.status === 'active' ? 'alerts.dialog.active_body' : 'alerts.dialog.sent_body', { email: done.email, name })}</p>
            </FormSuccess>
            <button type="button" onClick={onClose} className="inline-flex h-12 w-full items-center justify-center border-2 border-black px-6 text-sm font-semibold hover:bg-neutral-100">
              {t('alerts.dialog.done')}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            {/* The API's refusal; a mistake in the one field is said at the field, which gets the focus. */}
            <FormErrorSummary id={form.summaryId} title={form.formError} />
            <FormField
              {...form.field('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              label={t('alerts.dialog.email')}
              hint={t('alerts.dialog.email_hint')}
              value={form.values.email}
              onChange={(event) => {
                const email = event.target.value;
                form.update((values) => ({ ...values, email }), 'email');
              }}
            />
            <FormSubmit label={t('alerts.dialog.submit')} pendingLabel={t('alerts.dialog.sending')} pending={form.pending} className="sm:w-full" testId="alert-submit" />
          </form>
        )}
      </div>
    </UiDialog>
  );
}
