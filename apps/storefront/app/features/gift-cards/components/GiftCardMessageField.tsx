/**
 * The gift message: a text area with its label, the characters left (said to screen readers
 * politely once few are left, not at every key) and its error, on the form kit's look.
 */
import { UI_INPUT_CLASS, UiFieldError, UiFieldLabel, describedByIds } from '../../../components/ui/UiFormField.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface GiftCardMessageFieldProps {
  id: string;
  name: string;
  value: string;
  max: number;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** From how many characters left the counter is announced. */
const ANNOUNCE_FROM = 20;

export function GiftCardMessageField({ id, name, value, max, error, onChange, onBlur }: GiftCardMessageFieldProps) {
  const { t } = useTranslation();
  const left = max - value.length;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <UiFieldLabel htmlFor={id} label={t('gift_cards.form.message')} optionalText={t('form.optional')} />
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(counterId, error ? errorId : undefined)}
        className={cx(UI_INPUT_CLASS, 'h-auto min-h-28 py-2', error ? 'border-blush-700' : 'border-neutral-400')}
      />
      <p id={counterId} className={cx('text-xs', left < 0 ? 'font-semibold text-blush-700' : 'text-neutral-600')} aria-live={left <= ANNOUNCE_FROM ? 'polite' : 'off'} data-testid="gift-card-message-counter">
        {left >= 0 ? t('gift_cards.form.characters_left', { count: left }) : t('gift_cards.form.characters_over', { count: -left })}
      </p>
      <UiFieldError id={errorId} message={error} />
    </div>
  );
}
