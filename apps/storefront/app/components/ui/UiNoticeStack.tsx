/**
 * The notifications of one live region, as `UiNoticeProvider` shows them (loaded with the first):
 * a stack per group, each item a button that closes it, with its type's colour and its own
 * animation time.
 */
import { NOTIFICATION, type NotificationType } from '@blush/shared/notifications';
import { cx } from '../../lib/cx.ts';
import type { NoticeItem, Shown } from './UiNotice.tsx';

const TONE: Record<NotificationType, string> = {
  default: 'border-black',
  success: 'border-emerald-700',
  warn: 'border-amber-600',
  error: 'border-blush-700',
};

/** Groups in the order their first item appeared, each with its items oldest first. */
export function groupNotices<T extends NoticeItem>(items: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.group);
    if (list) list.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups];
}

export default function UiNoticeStack({ items, onClose }: { items: Shown[]; onClose: (id: string) => void }) {
  return groupNotices(items).map(([group, members]) => (
    <ul key={group} className="flex flex-col gap-2" data-notice-group={group}>
      {members.map((item) => (
        <li key={`${item.id}:${item.version}`}>
          <button
            type="button"
            onClick={() => NOTIFICATION.closeOnClick && onClose(item.id)}
            // A quiet item sits in an aria-hidden stack: out of the tab order too.
            {...(item.announce === false ? { tabIndex: -1 } : {})}
            style={{ animationDuration: `${item.speed}ms`, transitionDuration: `${item.speed}ms` }}
            className={cx(
              'pointer-events-auto block w-full border-l-4 bg-white px-4 py-3 text-left text-sm shadow-lg ring-1 ring-black/10',
              item.leaving ? 'opacity-0 transition-opacity' : 'motion-safe:animate-[pop-in_300ms_ease-out]',
              TONE[item.type],
            )}
            data-testid="notice"
            data-type={item.type}
          >
            {item.title ? <span className="block font-semibold">{item.title}</span> : null}
            <span>{item.text}</span>
          </button>
        </li>
      ))}
    </ul>
  ));
}
