/**
 * The member's notification choices (`/account/notifications`): a table of topics (restocks,
 * launches, Beauty Pass news, booking reminders, order updates) by channel (e-mail, push), each
 * cell a labelled checkbox ("Restocks: E-mail"), saved together with "Save choices". Push reaches
 * only browsers that were turned on: `NotificationPush` below the table does that for this one.
 */
import { useId, useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationSettings,
  type NotificationTopic,
} from '@blush/shared/notification-contracts';
import { FormErrorSummary, FormSubmit } from '../../../components/form/FormMessages.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { loadQueryClient, useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { NotificationPush } from './NotificationPush.tsx';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';

const settingsKey = (subject: string | null) => ['member', 'notification-settings', subject ?? 'guest'] as const;

type Choices = Record<`${NotificationTopic}:${NotificationChannel}`, boolean>;

function choicesOf(preferences: readonly NotificationPreference[]): Choices {
  const choices = {} as Choices;
  for (const topic of NOTIFICATION_TOPICS) for (const channel of NOTIFICATION_CHANNELS) choices[`${topic}:${channel}`] = false;
  for (const p of preferences) choices[`${p.topic}:${p.channel}`] = p.enabled;
  return choices;
}

export function NotificationChoices() {
  const { t } = useTranslation();
  const notify = useNotify();
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  const ids = useId();
  const key = settingsKey(subject);
  const query = useLazyQuery<NotificationSettings>({
    queryKey: key,
    queryFn: ({ signal }) => import('../alerts-api.ts').then((m) => m.alertsApi(locale).settings(signal)),
    enabled: subject !== null,
  });
  // The shopper's changes over what the API has (which fills every topic × channel).
  const [edits, setEdits] = useState<Partial<Choices>>({});
  const choices: Choices | null = query.data ? { ...choicesOf(query.data.preferences), ...edits } : null;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const store = async (settings: NotificationSettings) => {
    (await loadQueryClient()).setQueryData(key, settings);
  };

  const save = async () => {
    if (!choices || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      const { alertsApi } = await import('../alerts-api.ts');
      const preferences = NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: choices[`${topic}:${channel}`] })));
      const settings = await alertsApi(locale).save({ preferences });
      await store(settings);
      setEdits({});
      notify(t('account.notifications.saved'), { type: 'success', group: 'account' });
    } catch (failure) {
      setError((failure as Error)?.message || t('alerts.failed'));
      requestAnimationFrame(() => document.getElementById(`${ids}-errors`)?.focus());
    } finally {
      setSaving(false);
    }
  };

  if (!query.data || !choices) {
    if (query.isError) return <UiLoadError error={query.error} onRetry={() => void query.refetch()} fallback={t('alerts.failed')} />;
    return <UiLoading blocks={['h-64']} />;
  }

  return (
    <div className="space-y-10">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="space-y-5"
        aria-labelledby={`${ids}-caption`}
        data-testid="notification-choices"
      >
        <FormErrorSummary id={`${ids}-errors`} title={error} />
        <table className="w-full border-collapse text-sm">
          <caption id={`${ids}-caption`} className="pb-3 text-left text-lg font-semibold">
            {t('account.notifications.table_caption')}
          </caption>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-2 pr-3 text-left font-semibold">
                {t('account.notifications.topic')}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-20 px-2 py-2 text-center font-semibold sm:w-28">
                  {t(`account.notifications.channel.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TOPICS.map((topic) => (
              <tr key={topic} className="border-b border-neutral-200" data-testid={`topic-${topic}`}>
                <th scope="row" className="py-3 pr-3 text-left align-top font-normal">
                  <span className="block font-semibold">{t(`account.notifications.topics.${topic}`)}</span>
                  <span className="block text-neutral-600">{t(`account.notifications.topics.${topic}_hint`)}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const cell = `${topic}:${channel}` as const;
                  return (
                    <td key={channel} className="px-2 py-3 text-center align-top">
                      <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-black"
                          checked={choices[cell]}
                          onChange={(event) => {
                            const on = event.target.checked;
                            setEdits((current) => ({ ...current, [cell]: on }));
                          }}
                          aria-label={`${t(`account.notifications.topics.${topic}`)}: ${t(`account.notifications.channel.${channel}`)}`}
                          data-testid={`choice-${topic}-${channel}`}
                        />
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <FormSubmit label={t('account.notifications.save')} pendingLabel={t('account.notifications.saving')} pending={saving} testId="notification-save" />
      </form>

      <NotificationPush settings={query.data} onChange={(settings) => void store(settings)} />
    </div>
  );
}
