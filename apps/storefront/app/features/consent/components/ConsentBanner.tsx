/**
 * The cookie consent banner and its settings (product guide §1, §4 consent). Loaded after
 * hydration by `ConsentMount` (its own chunk, not first-load JavaScript).
 *
 * - Fixed to the bottom of the window, over the page: it never moves what is already laid out
 *   (no layout shift on phones), and it is not modal, so the shop stays usable while it shows.
 * - Accept all and Reject all are equal buttons side by side (rejecting is as easy as accepting);
 *   Settings shows a switch per category, `necessary` on and disabled.
 * - A non-modal dialog labelled by its heading and described by its text, so screen readers name
 *   it; reopened from the footer it takes the focus and gives it back when closed (Escape too).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ACCEPT_ALL, type ConsentChoice, type OptionalCategory, REJECT_ALL, readConsent, saveConsent } from '../consent.ts';

export interface ConsentBannerProps {
  view: 'banner' | 'settings';
  /** Move the focus into the banner (opened from the footer link, not on page load). */
  focusOnOpen: boolean;
  onClose: () => void;
}

const BUTTON = 'inline-flex h-11 flex-1 items-center justify-center px-4 text-sm font-semibold';
const SOLID = `${BUTTON} bg-black text-white hover:bg-neutral-800`;
const OUTLINE = `${BUTTON} border border-black bg-white text-black hover:bg-neutral-100`;

function Switch({ id, label, description, checked, disabled, onChange, note }: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-t border-neutral-200 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-xs text-neutral-600">
          {description}
        </p>
      </div>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="relative inline-flex">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            disabled={disabled}
            aria-describedby={`${id}-description`}
            onChange={(event) => onChange?.(event.target.checked)}
            className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-neutral-500 transition-colors checked:bg-black disabled:cursor-not-allowed disabled:opacity-50"
            data-testid={`consent-switch-${id.split('-').pop()}`}
          />
          <span aria-hidden className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white transition-transform peer-checked:translate-x-5" />
        </span>
        {note ? <span className="text-[11px] text-neutral-600">{note}</span> : null}
      </span>
    </div>
  );
}

export function ConsentBanner({ view: initialView, focusOnOpen, onClose }: ConsentBannerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState(initialView);
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent() ?? REJECT_ALL);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Closing without a choice is only possible once one was made (reopened from the footer).
  const canClose = initialView === 'settings' && readConsent() !== null;

  useEffect(() => {
    if (!focusOnOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [focusOnOpen]);

  useEffect(() => {
    if (view === 'settings' && !focusOnOpen) headingRef.current?.focus();
  }, [view, focusOnOpen]);

  const decide = (next: ConsentChoice) => {
    saveConsent(next);
    onClose();
  };
  const toggle = (category: OptionalCategory) => (checked: boolean) => setChoice((c) => ({ ...c, [category]: checked }));

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="consent-banner"
      data-view={view}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClose) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-300 bg-white text-black shadow-[0_-6px_24px_rgba(0,0,0,0.14)] sm:bottom-4 sm:left-4 sm:right-auto sm:w-[28rem] sm:border"
    >
      <div className="max-h-[85dvh] overflow-y-auto overscroll-contain p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
            {view === 'settings' ? t('consent.settings_title') : t('consent.title')}
          </h2>
          {canClose ? (
            <button type="button" onClick={onClose} aria-label={t('consent.close')} className="-m-2 p-2">
              <UiIcon name="close" size={20} />
            </button>
          ) : null}
        </div>
        <p id={`${id}-body`} className="mt-2 text-sm text-neutral-700">
          {t('consent.body')}{' '}
          <UiLink to="/privacy" className="underline underline-offset-4">
            {t('consent.privacy_link')}
          </UiLink>
        </p>
        {view === 'settings' ? (
          <fieldset className="mt-4">
            <legend className="sr-only">{t('consent.settings_title')}</legend>
            <Switch id={`${id}-necessary`} label={t('consent.necessary')} description={t('consent.necessary_body')} checked disabled note={t('consent.always_on')} />
            <Switch id={`${id}-analytics`} label={t('consent.analytics')} description={t('consent.analytics_body')} checked={choice.analytics} onChange={toggle('analytics')} />
            <Switch id={`${id}-marketing`} label={t('consent.marketing')} description={t('consent.marketing_body')} checked={choice.marketing} onChange={toggle('marketing')} />
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={SOLID} onClick={() => decide(ACCEPT_ALL)} data-testid="consent-accept">
            {t('consent.accept_all')}
          </button>
          <button type="button" className={SOLID} onClick={() => decide(REJECT_ALL)} data-testid="consent-reject">
            {t('consent.reject_all')}
          </button>
          {view === 'settings' ? (
            <button type="button" className={`${OUTLINE} basis-full`} onClick={() => decide(choice)} data-testid="consent-save">
              {t('consent.save')}
            </button>
          ) : (
            <button type="button" className={`${OUTLINE} basis-full`} onClick={() => setView('settings')} data-testid="consent-settings">
              {t('consent.settings')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
