/**
 * The cookie consent banner and its settings (product guide §1, §4 consent). Its own chunk, not
 * first-load JavaScript (`ConsentMount`); the server renders it for a visitor without a choice.
 *
 * - Fixed to the bottom of the window, over the page: it never moves what is already laid out
 *   (no layout shift on phones), and it is not modal, so the shop stays usable while it shows.
 * - Accept all and Reject all are equal buttons side by side (rejecting is as easy as accepting);
 *   Settings shows a switch per category, `necessary` on and disabled.
 * - A plain form posting to `/consent` (consent-form.server.ts): before hydration, or without
 *   JavaScript, every button works by loading the page again. Once hydrated the buttons decide in
 *   the browser (`saveConsent`) without leaving the page. The switches are the form's own
 *   (uncontrolled), so one turned before hydration is what Save reads after it.
 * - A non-modal dialog labelled by its heading and described by its text, so screen readers name
 *   it; reopened from the footer it takes the focus and gives it back when closed (Escape too).
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ACCEPT_ALL, type ConsentChoice, REJECT_ALL, readConsent, saveConsent, withSettingsRequest } from '../consent.ts';

export interface ConsentBannerProps {
  view: 'banner' | 'settings';
  /** Move the focus into the banner (opened from the footer link, not on page load). */
  focusOnOpen: boolean;
  onClose: () => void;
}

const BUTTON = 'inline-flex h-11 flex-1 items-center justify-center px-4 text-sm font-semibold';
const SOLID = `${BUTTON} bg-black text-white hover:bg-neutral-800`;
const OUTLINE = `${BUTTON} border border-black bg-white text-black hover:bg-neutral-100`;

function Switch({ id, name, label, description, defaultChecked, disabled, note }: {
  id: string;
  /** The form field (`1` when on); none for the fixed switch. */
  name?: string;
  label: string;
  description: string;
  defaultChecked: boolean;
  disabled?: boolean;
  note?: string;
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
            name={name}
            value={name ? '1' : undefined}
            defaultChecked={defaultChecked}
            disabled={disabled}
            aria-describedby={`${id}-description`}
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
  // The switches' starting positions: the saved choice (reopened), else everything optional off.
  const [saved] = useState<ConsentChoice>(() => readConsent() ?? REJECT_ALL);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Settings tapped here (not opened so by the server): the heading takes the focus.
  const focusSettings = useRef(false);
  const { pathname, search } = useLocation();
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
    if (view !== 'settings' || !focusSettings.current) return;
    focusSettings.current = false;
    headingRef.current?.focus();
  }, [view]);

  // Once hydrated a button decides here and the form is not sent (preventDefault).
  const decide = (next: ConsentChoice) => {
    saveConsent(next);
    onClose();
  };
  const onAccept = (event: MouseEvent) => {
    event.preventDefault();
    decide(ACCEPT_ALL);
  };
  const onReject = (event: MouseEvent) => {
    event.preventDefault();
    decide(REJECT_ALL);
  };
  /** Save: the switches as the form has them (turned before hydration too). */
  const onSave = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget.form ?? undefined);
    decide({ analytics: form.get('analytics') === '1', marketing: form.get('marketing') === '1' });
  };
  const onSettings = (event: MouseEvent) => {
    event.preventDefault();
    focusSettings.current = true;
    setView('settings');
  };

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
      <form method="post" action="/consent" className="max-h-[85dvh] overflow-y-auto overscroll-contain p-4 sm:p-6">
        <input type="hidden" name="return_to" value={withSettingsRequest(`${pathname}${search}`, false)} />
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
            <Switch id={`${id}-necessary`} label={t('consent.necessary')} description={t('consent.necessary_body')} defaultChecked disabled note={t('consent.always_on')} />
            <Switch id={`${id}-analytics`} name="analytics" label={t('consent.analytics')} description={t('consent.analytics_body')} defaultChecked={saved.analytics} />
            <Switch id={`${id}-marketing`} name="marketing" label={t('consent.marketing')} description={t('consent.marketing_body')} defaultChecked={saved.marketing} />
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" name="choice" value="accept" className={SOLID} onClick={onAccept} data-testid="consent-accept">
            {t('consent.accept_all')}
          </button>
          <button type="submit" name="choice" value="reject" className={SOLID} onClick={onReject} data-testid="consent-reject">
            {t('consent.reject_all')}
          </button>
          {view === 'settings' ? (
            <button type="submit" name="choice" value="save" className={`${OUTLINE} basis-full`} onClick={onSave} data-testid="consent-save">
              {t('consent.save')}
            </button>
          ) : (
            <button type="submit" name="choice" value="settings" className={`${OUTLINE} basis-full`} onClick={onSettings} data-testid="consent-settings">
              {t('consent.settings')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
