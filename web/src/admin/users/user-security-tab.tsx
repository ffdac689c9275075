import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showHttpError } from '../../api';
import { applyServerErrors } from '../../api/form-errors';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { SessionRow } from '../../ui/session-row';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { Badge } from '../kit/badge';
import { formatDate } from '../../ui/catalogue/format';
import { FormSection as Section, SubmitRow } from '../kit/form-layout';
import { type AdminUserDetail, displayName, useDisableTwoFactor, useSignOutSessions, useUpdateUser, useUserSessions } from './api';

/** Security tab: set a new password, the user's sessions, and their two-factor state. */
export function UserSecurityTab({ user }: { user: AdminUserDetail }) {
  return (
    <div className="grid gap-6">
      <PasswordSection user={user} />
      <SessionsSection user={user} />
      <TwoFactorSection user={user} />
    </div>
  );
}

function PasswordSection({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const update = useUpdateUser();
  const form = useForm<{ password: string; confirm: string }>({ defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid="user-password-form"
      onSubmit={form.handleSubmit((v) =>
        update.mutate(
          { id: user.id, input: { password: v.password } },
          {
            onSuccess: () => {
              form.reset();
              toast.positive(t('Password changed. The user was signed out everywhere.'));
            },
            onError: (e) => applyServerErrors(form, e),
          },
        ),
      )}
    >
      <Section
        title={t('Password')}
        description={t('Set a new password. The user is signed out of every device and signs in with the new password.')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password', {
              required: t('Enter a new password.'),
              minLength: { value: 8, message: t('The password must be at least 8 characters.') },
            })}
          />
          <TextField
            label={t('Confirm password')}
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm', { validate: (v, all) => v === all.password || t('The passwords do not match.') })}
          />
        </div>
        <SubmitRow label={t('Change password')} saving={update.isPending} testId="save-password" />
      </Section>
    </form>
  );
}

function SessionsSection({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const sessions = useUserSessions(user.id);
  const signOut = useSignOutSessions();
  const list = sessions.data ?? [];
  const onSignOut = async () => {
    const ok = await confirmAction({
      title: 'Sign out everywhere?',
      body: t(':name is signed out of every browser and device.', { name: displayName(user) }),
      confirmLabel: 'Sign out',
    });
    if (ok) signOut.mutate(user.id, { onSuccess: () => toast(t('Signed out of all sessions')), onError: (e) => showHttpError(e) });
  };
  return (
    <Section
      title={t('Active sessions')}
      description={t('Browsers and devices where this user is signed in.')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          loading={signOut.isPending}
          disabled={!list.length}
          onClick={onSignOut}
          data-testid="sign-out-sessions"
        >
          {t('Sign out everywhere')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <div className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-danger" role="alert">
          {t('The sessions could not be loaded.')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted" data-testid="no-sessions">
          {t('This user is not signed in anywhere.')}
        </p>
      ) : (
        <ul className="grid gap-4" data-testid="user-sessions">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function TwoFactorSection({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const disable = useDisableTwoFactor();
  const onDisable = async () => {
    const ok = await confirmAction({
      title: 'Disable two-factor authentication?',
      body: t(':name signs in with the password alone until they turn it on again. Do this only for a user who lost their device.', {
        name: displayName(user),
      }),
      confirmLabel: 'Disable',
    });
    if (ok) disable.mutate(user.id, { onSuccess: () => toast(t('Two-factor authentication disabled')), onError: (e) => showHttpError(e) });
  };
  return (
    <Section title={t('Two-factor authentication')}>
      <div className="flex flex-wrap items-center gap-3" data-testid="two-factor-state">
        {user.two_factor_enabled ? (
          <>
            <Badge tone="positive" icon={<ShieldCheck />}>
              {t('Enabled')}
            </Badge>
            {user.two_factor_confirmed_at && (
              <span className="text-sm text-muted">{t('Since :date', { date: formatDate(user.two_factor_confirmed_at) ?? '' })}</span>
            )}
            <Button
              variant="outline"
              size="sm"
              className="ms-auto"
              loading={disable.isPending}
              onClick={onDisable}
              data-testid="disable-two-factor"
            >
              {t('Disable')}
            </Button>
          </>
        ) : (
          <>
            <Badge icon={<ShieldOff />}>{t('Not enabled')}</Badge>
            <span className="text-sm text-muted">{t('Only the user can turn it on, from their account settings.')}</span>
          </>
        )}
      </div>
    </Section>
  );
}
