/**
 * Notifications (product guide §3, §9): top right, 300 px wide, shown for 3 s, a click closes one, no
 * limit on how many. Announced politely to screen readers (errors assertively).
 */
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { NOTIFICATION, type NotificationType } from '@blush/shared/notifications';
import { cx } from '../../lib/cx.ts';

export interface NoticeItem {
  id: number;
  text: string;
  title?: string;
  type: NotificationType;
  duration: number;
}

interface NoticeApi {
  notify: (text: string, options?: { type?: NotificationType; title?: string; duration?: number }) => void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => undefined });

export function useNotify(): NoticeApi['notify'] {
  return useContext(NoticeContext).notify;
}

const TONE: Record<NotificationType, string> = {
  default: 'border-black',
  success: 'border-emerald-700',
  warn: 'border-amber-600',
  error: 'border-blush-700',
};

export function UiNoticeProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NoticeItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const notify = useCallback<NoticeApi['notify']>(
    (text, options = {}) => {
      const id = nextId.current++;
      const duration = options.duration ?? NOTIFICATION.durationMs;
      const item: NoticeItem = { id, text, type: options.type ?? 'default', duration, ...(options.title ? { title: options.title } : {}) };
      setItems((list) => [...list, item].slice(-Math.min(NOTIFICATION.maxCount, 50)));
      timers.current.set(id, setTimeout(() => dismiss(id), duration + NOTIFICATION.speedMs));
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ notify }), [notify]);
  const polite = items.filter((i) => i.type !== 'error');
  const assertive = items.filter((i) => i.type === 'error');

  const render = (list: NoticeItem[]) =>
    list.map((item) => (
      <li key={item.id}>
        <button
          type="button"
          onClick={() => NOTIFICATION.closeOnClick && dismiss(item.id)}
          className={cx(
            'pointer-events-auto block w-full border-l-4 bg-white px-4 py-3 text-left text-sm shadow-lg ring-1 ring-black/10',
            'motion-safe:animate-[pop-in_300ms_ease-out]',
            TONE[item.type],
          )}
        >
          {item.title ? <span className="block font-semibold">{item.title}</span> : null}
          <span>{item.text}</span>
        </button>
      </li>
    ));

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed right-4 top-4 z-[60] flex flex-col gap-2" style={{ width: NOTIFICATION.widthPx, maxWidth: 'calc(100vw - 2rem)' }}>
        <div role="status" aria-live="polite">
          <ul className="flex flex-col gap-2">{render(polite)}</ul>
        </div>
        <div role="alert" aria-live="assertive">
          <ul className="flex flex-col gap-2">{render(assertive)}</ul>
        </div>
      </div>
    </NoticeContext.Provider>
  );
}
