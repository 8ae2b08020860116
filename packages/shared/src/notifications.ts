/** Notification defaults of product guide §9 (the storefront's toasts). */
export const NOTIFICATION = {
  durationMs: 3000,
  speedMs: 300,
  widthPx: 300,
  position: 'top-right',
  /** No limit on how many are shown at once. */
  maxCount: Number.POSITIVE_INFINITY,
  closeOnClick: true,
} as const;

/** Notification item types of product guide §3. */
export const NOTIFICATION_TYPES = ['warn', 'error', 'success', 'default'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
