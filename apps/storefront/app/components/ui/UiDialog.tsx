/**
 * Accessible modal dialog: `role="dialog"` + `aria-modal`, labelled by its title, focus moved in on
 * open, trapped while open (Tab / Shift+Tab wrap), Escape and the backdrop close it, and focus goes
 * back to the element that opened it. The rest of the page is made `inert` meanwhile.
 * `variant="drawer"` slides in from the left (the phone menu).
 */
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { focusableIn } from './focusable.ts';
import { UiIcon } from './UiIcon.tsx';

export interface UiDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  variant?: 'modal' | 'drawer';
  /** Element to focus first; defaults to the first focusable element after the close button. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
}

export function UiDialog({ open, onClose, title, description, children, variant = 'modal', initialFocusRef, className }: UiDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const appRoot = document.getElementById('app');
    appRoot?.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first = initialFocusRef?.current ?? (panel ? focusableIn(panel)[1] ?? focusableIn(panel)[0] : null);
    (first ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex" data-dialog-root="">
      <div className="absolute inset-0 bg-black/50 motion-safe:animate-[fade-in_150ms_ease-out]" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...(description ? { 'aria-describedby': descriptionId } : {})}
        tabIndex={-1}
        className={cx(
          'relative flex max-h-full flex-col bg-white text-black shadow-2xl outline-none',
          variant === 'drawer'
            ? 'h-full w-[88vw] max-w-sm motion-safe:animate-[slide-in_200ms_ease-out]'
            : 'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl motion-safe:animate-[pop-in_150ms_ease-out]',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-4 sm:px-6">
          <div>
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
            aria-label={t('a11y.close')}
          >
            <UiIcon name="close" size={22} />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
