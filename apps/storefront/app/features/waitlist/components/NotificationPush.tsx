/**
 * "Notifications in this browser": turns web push on (permission prompt, service worker,
 * `PushManager.subscribe` with the API's VAPID key, the subscription sent to the API) or off (the
 * subscription ended here and forgotten by the API). Says plainly when the browser cannot, when
 * the shopper blocked notifications, and when it failed.
 */
import { useEffect, useId, useState } from 'react';
import type { NotificationSettings } from '@blush/shared/notification-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type PushProblem, PushError, currentPush, pushPermission, subscribePush, unsubscribePush } from '../push.ts';

type State = 'checking' | 'on' | 'off' | 'working';

export interface NotificationPushProps {
  settings: NotificationSettings;
  onChange: (settings: NotificationSettings) => void;
}

export function NotificationPush({ settings, onChange }: NotificationPushProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const headingId = useId();
  const [state, setState] = useState<State>('checking');
  const [problem, setProblem] = useState<PushProblem | null>(null);

  useEffect(() => {
    let active = true;
    const permission = pushPermission();
    (permission === 'unsupported' ? Promise.resolve(null) : currentPush()).then(
      (subscription) => {
        if (!active) return;
        if (permission === 'unsupported' || permission === 'denied') setProblem(permission);
        setState(subscription ? 'on' : 'off');
      },
      () => active && setState('off'),
    );
    return () => {
      active = false;
    };
  }, []);

  const turnOn = async () => {
    setState('working');
    setProblem(null);
    try {
      const subscription = await subscribePush(settings.push.publicKey);
      const { alertsApi } = await import('../alerts-api.ts');
      onChange(await alertsApi(locale).save({ push: subscription }));
      setState('on');
    } catch (error) {
      setProblem(error instanceof PushError ? error.problem : 'failed');
      setState('off');
    }
  };

  const turnOff = async () => {
    setState('working');
    setProblem(null);
    try {
      const endpoint = await unsubscribePush();
      if (endpoint) {
        const { alertsApi } = await import('../alerts-api.ts');
        onChange(await alertsApi(locale).save({ push: { remove: endpoint } }));
      }
      setState('off');
    } catch {
      setProblem('failed');
      setState('on');
    }
  };

  const on = state === 'on';
  return (
    <section aria-labelledby={headingId} className="space-y-3 border border-neutral-200 p-5" data-testid="push-settings" data-state={state}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('account.notifications.push.title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('account.notifications.push.intro')}</p>
      <p className="text-sm font-semibold" role="status" data-testid="push-status">
        {state === 'checking' || state === 'working'
          ? t('account.notifications.push.checking')
          : on
            ? t('account.notifications.push.on')
            : t('account.notifications.push.off')}{' '}
        <span className="font-normal text-neutral-600">{t('account.notifications.push.devices', { count: settings.push.devices })}</span>
      </p>
      {problem ? (
        <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="push-problem">
          {t(`account.notifications.push.${problem}`)}
        </p>
      ) : null}
      {problem === 'unsupported' ? null : (
        <button
          type="button"
          onClick={() => void (on ? turnOff() : turnOn())}
          disabled={state === 'checking' || state === 'working'}
          aria-busy={state === 'working'}
          className={
            on
              ? 'inline-flex h-12 items-center border-2 border-black px-6 text-sm font-semibold hover:bg-neutral-100 disabled:text-neutral-500'
              : 'inline-flex h-12 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500'
          }
          data-testid="push-toggle"
        >
          {on ? t('account.notifications.push.turn_off') : t('account.notifications.push.turn_on')}
        </button>
      )}
    </section>
  );
}
