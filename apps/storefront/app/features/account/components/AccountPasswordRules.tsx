/**
 * The live password checklist (product guide §5): each rule with its code's message in the page language
 * (`passwordRuleMessage`), ticked as the shopper types. Rules the API reported broken
 * (`password_rules` details) show as broken until the password changes. A polite live region says
 * how many rules are met, so a screen reader hears progress without every keystroke.
 */
import { type PasswordRuleCode, passwordRuleFailures, passwordRuleMessage } from '@blush/shared/account';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';

/** The rules shown for a new password (AUTH_MS_PV_007, the confirmation, shows at its own field). */
export const RULES: Readonly<Record<'register' | 'change', readonly PasswordRuleCode[]>> = {
  register: ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_005'],
  change: ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_006'],
};

export interface AccountPasswordRulesProps {
  id: string;
  password: string;
  email?: string | undefined;
  purpose: 'register' | 'change';
  /** Rules the API said the password breaks. */
  serverFailures?: readonly PasswordRuleCode[];
  /** After a submit attempt, unmet rules show as errors rather than to-dos. */
  showErrors?: boolean;
}

export function AccountPasswordRules({ id, password, email, purpose, serverFailures = [], showErrors = false }: AccountPasswordRulesProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const rules = RULES[purpose];
  const local = passwordRuleFailures({ password, email, purpose });
  const states = rules.map((code) => {
    const met = password.length > 0 && !local.includes(code) && !serverFailures.includes(code);
    const broken = !met && (showErrors || serverFailures.includes(code));
    return { code, met, broken };
  });
  const metCount = states.filter((s) => s.met).length;
  return (
    <div id={id} className="border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm">
      <p id={`${id}-title`} className="font-semibold">
        {t('account.password_rules.title')}
      </p>
      <ul aria-labelledby={`${id}-title`} className="mt-2 space-y-1.5">
        {states.map(({ code, met, broken }) => (
          <li key={code} data-rule={code} data-state={met ? 'met' : broken ? 'broken' : 'todo'} className={cx('flex items-start gap-2', met ? 'text-emerald-800' : broken ? 'text-blush-700' : 'text-neutral-700')}>
            {met ? (
              <UiIcon name="check" size={18} className="mt-px shrink-0" />
            ) : broken ? (
              <UiIcon name="close" size={18} className="mt-px shrink-0" />
            ) : (
              <span aria-hidden="true" className="mx-[4px] mt-[5px] size-2.5 shrink-0 rounded-full border border-current" />
            )}
            <span>
              {passwordRuleMessage(code, text)}
              <span className="sr-only"> ({met ? t('account.password_rules.met') : t('account.password_rules.not_met')})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {password ? t('account.password_rules.summary', { met: metCount, total: rules.length }) : ''}
      </p>
    </div>
  );
}
