/**
 * Notifications, the one toast system of the site (product guide §3 notification item, §9): top
 * right, 300 px wide, shown for 3000 ms with a 300 ms animation in and out, no limit on how many,
 * a click closes one, and each leaves on its own timer. Items are grouped: the items of one group
 * (e.g. `bag`) are shown together in one stack, and an item notified again with the id of one on
 * screen replaces it (and restarts its timer) rather than stacking a copy. Announced politely to
 * screen readers, errors assertively.
 */
import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { NOTIFICATION, type NotificationType } from '@blush/shared/notifications';

// How items look (and their grouping) loads with the first one: not first-load JavaScript.
const UiNoticeStack = lazy(() => import('./UiNoticeStack.tsx'));

/** The notification item of product guide §3. */
export interface NoticeItem {
  id: string;
  title?: string;
  text: string;
  type: NotificationType;
  /** Milliseconds shown before it leaves. */
  duration: number;
  /** Milliseconds of the animation in and out. */
  speed: number;
  /** Items of one group are shown together; `default` when none is given. */
  group: string;
  /** Anything the caller wants to keep with the item (e.g. the line it is about); not shown. */
  data?: Record<string, unknown>;
  /** False where the page already announces the same change in its own words (shown, not read twice). */
  announce?: boolean;
}

export interface NotifyOptions {
  /** Give one to replace an item still on screen rather than add another. */
  id?: string;
  type?: NotificationType;
  title?: string;
  duration?: number;
  speed?: number;
  group?: string;
  data?: Record<string, unknown>;
  announce?: boolean;
}

interface NoticeApi {
  notify: (text: string, options?: NotifyOptions) => string;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => '' });

export function useNotify(): NoticeApi['notify'] {
  return useContext(NoticeContext).notify;
}

/** `list` with `item` added, or in the place of the item with its id. No limit on the count (§9). */
export function withNotice<T extends NoticeItem>(list: readonly T[], item: T): T[] {
  const at = list.findIndex((existing) => existing.id === item.id);
  if (at < 0) return [...list, item];
  const next = [...list];
  next[at] = item;
  return next;
}

/** An item on screen: `leaving` while it fades out, `version` bumped when it is replaced. */
export type Shown = NoticeItem & { leaving: boolean; version: number };

export function UiNoticeProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Shown[]>([]);
  const nextId = useRef(1);
  const version = useRef(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  /** Each shown item's animation time, read when it leaves (state is not readable in the timer). */
  const speeds = useRef(new Map<string, number>());

  const clearTimer = (id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  };

  /** Play the leaving animation (the item's speed), then remove it. */
  const dismiss = useCallback((id: string) => {
    clearTimer(id);
    const speed = speeds.current.get(id) ?? NOTIFICATION.speedMs;
    setItems((list) => list.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
    const removal = setTimeout(() => {
      timers.current.delete(id);
      speeds.current.delete(id);
      setItems((list) => list.filter((item) => item.id !== id || !item.leaving));
    }, speed);
    timers.current.set(id, removal);
  }, []);

  const notify = useCallback<NoticeApi['notify']>(
    (text, options = {}) => {
      const id = options.id ?? `notice-${nextId.current++}`;
      const item: Shown = {
        id,
        text,
        type: options.type ?? 'default',
        duration: options.duration ?? NOTIFICATION.durationMs,
        speed: options.speed ?? NOTIFICATION.speedMs,
        group: options.group ?? 'default',
        ...(options.title ? { title: options.title } : {}),
        ...(options.data ? { data: options.data } : {}),
        ...(options.announce === false ? { announce: false } : {}),
        leaving: false,
        version: ++version.current,
      };
      clearTimer(id);
      speeds.current.set(id, item.speed);
      setItems((list) => withNotice(list, item));
      timers.current.set(id, setTimeout(() => dismiss(id), item.speed + item.duration));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ notify }), [notify]);

  const polite = items.filter((i) => i.announce !== false && i.type !== 'error');
  const assertive = items.filter((i) => i.announce !== false && i.type === 'error');
  const quiet = items.filter((i) => i.announce === false);
  const stack = (list: Shown[]) =>
    list.length ? (
      <Suspense fallback={null}>
        <UiNoticeStack items={list} onClose={dismiss} />
      </Suspense>
    ) : null;
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div
        className="pointer-events-none fixed right-4 top-4 z-[60] flex flex-col gap-2"
        style={{ width: NOTIFICATION.widthPx, maxWidth: 'calc(100vw - 2rem)' }}
        data-position={NOTIFICATION.position}
      >
        {/* The live regions are on the page from the start (a region added with its first
            message is often not read); what is in them loads with the first notification. */}
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {stack(polite)}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {stack(assertive)}
        </div>
        <div aria-hidden="true" className="flex flex-col gap-2">
          {stack(quiet)}
        </div>
      </div>
    </NoticeContext.Provider>
  );
}
