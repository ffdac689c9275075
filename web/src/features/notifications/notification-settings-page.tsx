import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { api } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';
import { showHttpError } from '../../api/errors';
import { useBootstrap } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { type SubscriptionSettings, useSubscriptionSettings } from '../../shell/notifications-data';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { BrowserPushNotice, useBrowserPush } from './browser-push';
import { groupState, type Selections, setChannel } from './selections';

const CHANNEL_LABELS: Record<string, string> = { email: 'Email', browser: 'Browser' };

/** /notifications/settings: per group and per item channel toggles (spec sections 2 and 4). */
export default function NotificationSettingsPage() {
  const t = useTrans();
  const { settings } = useBootstrap();
  const integrated = !!settings.notif?.subs?.integrated;
  const query = useSubscriptionSettings(integrated);
  const [selections, setSelections] = useState<Selections>({});
  const [digest, setDigest] = useState<SubscriptionSettings['email_digest']>('off');
  const browserPush = useBrowserPush();
  useEffect(() => {
    if (!query.data) return;
    setSelections(Object.fromEntries(query.data.user_selections.map((s) => [s.notif_id, { ...s.channels }])));
    setDigest(query.data.email_digest);
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      api.put('notifications/me/subscriptions', {
        body: { selections: Object.entries(selections).map(([notif_id, channels]) => ({ notif_id, channels })), email_digest: digest },
      }),
    onSuccess: (res) => {
      toast(t(res.message));
      queryClient.setQueryData<SubscriptionSettings>(queryKeys.notificationSubscriptions, (old) =>
        old
          ? {
              ...old,
              user_selections: Object.entries(selections).map(([notif_id, channels]) => ({ notif_id, channels })),
              email_digest: digest,
            }
          : old,
      );
    },
    onError: (err) => showHttpError(err),
  });

  if (!integrated || (query.data && query.data.subscriptions.length === 0)) return <Redirect to="/" replace />;

  // Turning "browser" on subscribes this browser to Web Push first (asking for the permission);
  // when that fails the toggle stays off. Turning the last one off keeps the subscription: what is
  // sent follows these choices on the server, and signing out is what drops it (api/push.ts).
  const toggle = async (ids: string[], channel: string, on: boolean) => {
    if (on && channel === 'browser' && (browserPush.pending || !(await browserPush.enable()))) return;
    setSelections((s) => setChannel(s, ids, channel, on));
  };

  const channels = query.data?.available_channels ?? [];
  const browserChosen = Object.values(selections).some((c) => c.browser);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 md:pt-12" data-testid="notification-settings-page">
      <h1 className="text-3xl font-bold tracking-tight">{t('Notification settings')}</h1>
      <p className="mt-2 text-muted">
        {t('Choose how you hear about what happens on your account. Everything you are notified about also appears in the app.')}
      </p>
      {browserChosen && browserPush.state && browserPush.state !== 'subscribed' && (
        <BrowserPushNotice state={browserPush.state} pending={browserPush.pending} onEnable={() => void browserPush.enable()} />
      )}
      {query.isPending ? (
        <div className="mt-8 flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <form
          className="mt-8 flex flex-col gap-8"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          {query.data?.subscriptions.map((group) => {
            const ids = group.items.map((i) => i.notif_id);
            return (
              <fieldset key={group.group_name} className="overflow-hidden rounded-2xl border border-line bg-surface">
                <legend className="sr-only">{t(group.group_name)}</legend>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-line bg-fg/3">
                      <th scope="col" className="px-4 py-3 text-start text-base font-semibold">
                        {t(group.group_name)}
                      </th>
                      {channels.map((ch) => {
                        const state = groupState(selections, ids, ch);
                        return (
                          <th key={ch} scope="col" className="w-24 px-2 py-3 text-center font-medium text-muted">
                            <label className="inline-flex cursor-pointer flex-col items-center gap-1.5">
                              {t(CHANNEL_LABELS[ch] ?? ch)}
                              <input
                                type="checkbox"
                                className="size-4 accent-[rgb(var(--mq-primary))]"
                                aria-label={`${t(group.group_name)}: ${t(CHANNEL_LABELS[ch] ?? ch)}`}
                                checked={state === 'all'}
                                ref={(el) => {
                                  if (el) el.indeterminate = state === 'some';
                                }}
                                onChange={(e) => void toggle(ids, ch, e.target.checked)}
                              />
                            </label>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {group.items.map((item) => (
                      <tr key={item.notif_id}>
                        <th scope="row" className="px-4 py-3 text-start font-normal">
                          {t(item.name)}
                        </th>
                        {channels.map((ch) => (
                          <td key={ch} className="px-2 py-3 text-center">
                            <input
                              type="checkbox"
                              className="size-4 accent-[rgb(var(--mq-primary))]"
                              aria-label={`${t(item.name)}: ${t(CHANNEL_LABELS[ch] ?? ch)}`}
                              checked={!!selections[item.notif_id]?.[ch]}
                              onChange={(e) => void toggle([item.notif_id], ch, e.target.checked)}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </fieldset>
            );
          })}
          {channels.includes('email') && (
            <div
              role="radiogroup"
              aria-labelledby="email-digest-heading"
              className="rounded-2xl border border-line bg-surface px-4 py-4"
              data-testid="email-digest"
            >
              <h2 id="email-digest-heading" className="mb-3 text-base font-semibold">
                {t('E-mail delivery')}
              </h2>
              <div className="flex flex-col gap-3 text-sm">
                {(
                  [
                    ['off', t('One e-mail per notification'), t('Sent as it happens.')],
                    ['daily', t('A daily digest'), t('One e-mail a day listing what happened, if anything did.')],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label key={value} className="flex cursor-pointer items-start gap-3">
                    <input
                      type="radio"
                      name="email_digest"
                      value={value}
                      className="mt-0.5 size-4 accent-[rgb(var(--mq-primary))]"
                      checked={digest === value}
                      onChange={() => setDigest(value)}
                    />
                    <span>
                      <span className="block font-medium">{label}</span>
                      <span className="block text-muted">{hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </div>
          )}
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('Save preferences')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
