/**
 * Long text, collapsed to a few lines with "Read more" / "Read less": a real button with
 * `aria-expanded` and `aria-controls`. The collapsed state is what the server renders, so nothing
 * moves when the page hydrates, and expanding only happens when the shopper asks for it.
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface ContentReadMoreProps {
  children: ReactNode;
  /** What the text is about, for screen readers ("Read more: The lip edit"). */
  label?: string | null;
  className?: string;
}

export function ContentReadMore({ children, label, className }: ContentReadMoreProps) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    setExpanded((open) => !open);
    // After "Read less" the button moves up with the text: keep it where the reader is looking.
    if (expanded) requestAnimationFrame(() => buttonRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <div className={className} data-testid="read-more">
      <div id={id} className={cx('relative', expanded ? '' : 'max-h-48 overflow-hidden')} data-expanded={expanded ? 'true' : 'false'}>
        {children}
        {expanded ? null : <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white via-white/80 to-transparent" />}
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={toggle}
        className="mt-3 inline-flex h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4 hover:no-underline"
      >
        {expanded ? t('content.read_less') : t('content.read_more')}
        {label ? <span className="sr-only">: {label}</span> : null}
        <UiIcon name="chevron-down" size={16} className={cx('transition-transform', expanded && 'rotate-180')} />
      </button>
    </div>
  );
}
