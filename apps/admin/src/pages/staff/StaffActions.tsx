import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type StaffDto, staffResponseSchema } from '@blush/shared/staff-contracts';
import { Button, ModalDialog } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

type Change = { unlock: true } | { reset_second_factor: true } | { clear_sso_link: true } | { disabled: boolean };

/**
 * An administrator's changes to one staff member, each from the copy at its `version`: unlock,
 * reset the authenticator or clear the company account bound by single sign-on (each confirmed
 * first), disable or enable. A stale copy (409 edit_conflict)
 * reloads the list and says so; other refusals (the last administrator) show the API's message.
 */
export function StaffActions({ member, onMessage }: { member: StaffDto; onMessage: (message: string, error?: unknown) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'reset' | 'clear_sso' | null>(null);
  const change = useMutation({
    mutationFn: (body: Change) => apiRequest(`/staff/${member.id}`, staffResponseSchema, { method: 'PATCH', body: { version: member.version, ...body } }),
    onSuccess: () => onMessage(t('staff.done', { name: member.name })),
    onError: (error) => onMessage('', error),
    onSettled: async () => {
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const name = { name: member.name };
  return (
    <div className="flex flex-wrap gap-2">
      {member.locked ? (
        <Button variant="secondary" aria-label={t('staff.unlock', name)} isDisabled={change.isPending} onPress={() => change.mutate({ unlock: true })}>
          {t('staff.unlock_short')}
        </Button>
      ) : null}
      {member.second_factor ? (
        <Button variant="secondary" aria-label={t('staff.reset', name)} onPress={() => setConfirm('reset')}>
          {t('staff.reset_short')}
        </Button>
      ) : null}
      {member.sso_linked ? (
        <Button variant="secondary" aria-label={t('staff.clear_sso', name)} onPress={() => setConfirm('clear_sso')}>
          {t('staff.clear_sso_short')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        aria-label={t(member.disabled ? 'staff.enable' : 'staff.disable', name)}
        isDisabled={change.isPending}
        onPress={() => change.mutate({ disabled: !member.disabled })}
      >
        {t(member.disabled ? 'staff.enable_short' : 'staff.disable_short')}
      </Button>
      {/* One confirmation for either risky action: its title, what it does, and the change it sends. */}
      <ModalDialog role="alertdialog" isOpen={confirm !== null} onOpenChange={(open) => (open ? undefined : setConfirm(null))} title={confirm === 'clear_sso' ? t('staff.clear_sso_title', name) : t('staff.reset_title', name)}>
        <p className="text-sm text-stone-700">{t(confirm === 'clear_sso' ? 'staff.clear_sso_body' : 'staff.reset_body')}</p>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="secondary" onPress={() => setConfirm(null)}>
            {t('actions.close')}
          </Button>
          <Button variant="danger" isDisabled={change.isPending} onPress={() => change.mutate(confirm === 'clear_sso' ? { clear_sso_link: true } : { reset_second_factor: true })}>
            {t(confirm === 'clear_sso' ? 'staff.clear_sso_short' : 'staff.reset_short')}
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}
