import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showHttpError } from '../../api';
import { applyServerErrors } from '../../api/form-errors';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { DeleteIconButton } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { LocaleFields, LocaleFieldsSkeleton, type LocaleValues, useLocaleLists } from '../../ui/locale-fields';
import { FormSection as Section, SubmitRow } from '../kit/form-layout';
import { type AdminUserDetail, displayName, useRevokeToken, useUpdateUser } from './api';

/** Date tab: the user's interface language, country and time zone. */
export function UserDateTab({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const lists = useLocaleLists();
  const update = useUpdateUser();
  const form = useForm<LocaleValues>({
    defaultValues: { language: user.language ?? '', country: user.country ?? '', timezone: user.timezone || 'UTC' },
  });
  const save = (v: LocaleValues) =>
    update.mutate(
      { id: user.id, input: { language: v.language || null, country: v.country || null, timezone: v.timezone } },
      { onSuccess: () => toast.positive(t('User saved')), onError: (e) => applyServerErrors(form, e) },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} data-testid="user-date-form">
      <Section
        title={t('Date and locale')}
        description={t('Dates and times are shown to the user in this time zone, and the interface in this language.')}
      >
        {lists.isError ? (
          <p className="text-sm text-danger" role="alert">
            {t('The lists of languages, countries and time zones could not be loaded.')}
          </p>
        ) : !lists.data ? (
          <LocaleFieldsSkeleton />
        ) : (
          <div className="grid gap-5 md:grid-cols-3">
            <LocaleFields form={form} lists={lists.data} languageDefault={t('Site default')} />
          </div>
        )}
        <SubmitRow label={t('Save')} saving={update.isPending} disabled={!lists.data} testId="save-date" />
      </Section>
    </form>
  );
}

/** API tab: the user's personal access tokens (names and last use only; never the token). */
export function UserApiTab({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const revoke = useRevokeToken();
  const onRevoke = async (token: AdminUserDetail['tokens'][number]) => {
    const ok = await confirmAction({
      title: 'Delete token?',
      body: t('Apps using ":name" can no longer call the API as :user.', { name: token.name, user: displayName(user) }),
      confirmLabel: 'Delete',
    });
    if (ok) revoke.mutate(token.id, { onSuccess: () => toast(t('Token deleted')), onError: (e) => showHttpError(e) });
  };
  return (
    <Section
      title={t('API access tokens')}
      description={t(
        'Tokens this user created to call the API. Only the user can create tokens, from their account settings; you can delete them here.',
      )}
    >
      {user.tokens.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted" data-testid="no-tokens">
          {t('This user has no API tokens.')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" data-testid="user-tokens">
          {user.tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-3 px-3 py-3 sm:px-4">
              <KeyRound className="size-4 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{token.name}</p>
                <p className="text-xs text-muted">
                  {token.last_used_at ? `${t('Last used')} ${relativeTime(token.last_used_at)}` : t('Never used')}
                </p>
              </div>
              <DeleteIconButton
                label={t('Delete :name', { name: token.name })}
                disabled={revoke.isPending}
                onClick={() => void onRevoke(token)}
                className="size-8"
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
