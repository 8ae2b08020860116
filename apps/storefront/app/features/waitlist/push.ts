/**
 * Web push in this browser through the standard Push API: the service worker `/push-sw.js` (it shows
 * what the API sends and opens its link when clicked), the permission prompt, and a subscription
 * with the API's VAPID public key. Every failure is a `PushProblem` the page can put in words.
 */
export const PUSH_WORKER = '/push-sw.js';

export type PushProblem = 'unsupported' | 'denied' | 'failed';

export class PushError extends Error {
  readonly problem: PushProblem;
  constructor(problem: PushProblem, cause?: unknown) {
    super(`push ${problem}`, { cause });
    this.problem = problem;
  }
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;
}

/** The permission as the browser has it now ('default': not asked yet). */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's subscription, if it has one. */
export async function currentPush(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Ask for permission, register the worker and subscribe: the subscription's JSON for the API. */
export async function subscribePush(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if (!pushSupported()) throw new PushError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError('denied');
  try {
    await navigator.serviceWorker.register(PUSH_WORKER, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('subscription without keys');
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch (error) {
    throw new PushError('failed', error);
  }
}

/** Stop push in this browser: the endpoint that was subscribed (for the API to forget), or null. */
export async function unsubscribePush(): Promise<string | null> {
  const subscription = await currentPush();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
