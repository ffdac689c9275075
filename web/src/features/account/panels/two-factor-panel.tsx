import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { api as client } from '../../../api/client';
import { isHttpError } from '../../../api/http';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, refreshAccountUser } from '../api';
import { withConfirmedPassword } from '../confirm-password';
import { Panel } from '../panel';

export type TwoFactorState = 0 | 1 | 2;

/** Spec section 4: 2 if confirmed, 1 if recovery codes exist, else 0. */
export function initialTwoFactorState(
  user: Partial<Pick<AccountUser, 'two_factor_confirmed_at' | 'two_factor_recovery_codes'>>,
): TwoFactorState {
  if (user.two_factor_confirmed_at) return 2;
  return (user.two_factor_recovery_codes?.length ?? 0) > 0 ? 1 : 0;
}

const api = {
  enable: () => client.post('auth/user/two-factor-authentication'),
  disable: () => client.delete('auth/user/two-factor-authentication'),
  qrCode: () => client.get('auth/user/two-factor/qr-code'),
  confirm: (code: string) => client.post('auth/user/confirmed-two-factor-authentication', { body: { code } }),
  regenerate: () => client.post('auth/user/two-factor-recovery-codes'),
};

export function TwoFactorPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const [state, setState] = useState<TwoFactorState>(() => initialTwoFactorState(user));
  const [codes, setCodes] = useState<string[]>([]);

  const enable = useMutation({
    mutationFn: () => withConfirmedPassword(api.enable),
    onSuccess: (out) => {
      if (!out) return;
      setCodes(out.result?.recovery_codes ?? []);
      setState(1);
    },
  });
  const disable = useMutation({
    mutationFn: () => withConfirmedPassword(api.disable),
    onSuccess: (out) => {
      if (!out) return;
      setCodes([]);
      setState(0);
      void refreshAccountUser();
      toast.positive(t('Two factor authentication has been disabled.'));
    },
  });
  const regenerate = useMutation({
    mutationFn: () => withConfirmedPassword(api.regenerate),
    onSuccess: (out) => {
      if (!out) return;
      setCodes(out.result?.recovery_codes ?? []);
      toast.positive(out.result?.message || t('Recovery codes regenerated.'));
    },
  });

  return (
    <Panel
      id="two-factor"
      title={t('Two factor authentication')}
      description={t('Add additional security to your account using two factor authentication.')}
    >
      <div data-testid="two-factor-state" data-state={state}>
        <StatusLine state={state} />
        {state === 0 && (
          <>
            <p className="mt-3 max-w-2xl text-sm leading-6 text-muted">
              {t(
                "When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application.",
              )}
            </p>
            <Button className="mt-5" loading={enable.isPending} onClick={() => enable.mutate()}>
              {t('Enable')}
            </Button>
          </>
        )}
        {state === 1 && (
          <ConfirmSetup
            onConfirmed={() => {
              setState(2);
              void refreshAccountUser();
            }}
            onCancel={() => disable.mutate()}
            cancelling={disable.isPending}
          />
        )}
        {codes.length > 0 && <RecoveryCodes codes={codes} />}
        {state === 2 && (
          <div className="mt-5 flex flex-wrap gap-2">
            <Button variant="secondary" loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('Regenerate recovery codes')}
            </Button>
            <Button variant="danger" loading={disable.isPending} onClick={() => disable.mutate()}>
              {t('Disable')}
            </Button>
          </div>
        )}
      </div>
    </Panel>
  );
}

function StatusLine({ state }: { state: TwoFactorState }) {
  const t = useTrans();
  const on = state === 2;
  return (
    <div className="flex items-center gap-3">
      <span className={`grid size-10 place-items-center rounded-full ${on ? 'bg-positive/15 text-positive' : 'bg-fg/6 text-muted'}`}>
        {on ? <ShieldCheck size={20} aria-hidden /> : <ShieldOff size={20} aria-hidden />}
      </span>
      <p className="text-base font-semibold text-fg">
        {state === 2
          ? t('You have enabled two factor authentication.')
          : state === 1
            ? t('Finish enabling two factor authentication.')
            : t('You have not enabled two factor authentication.')}
      </p>
    </div>
  );
}

/** State 1: scan the QR code (or type the setup key), then confirm with a current code. */
function ConfirmSetup({ onConfirmed, onCancel, cancelling }: { onConfirmed: () => void; onCancel: () => void; cancelling: boolean }) {
  const t = useTrans();
  const qr = useQuery({
    queryKey: ['two-factor', 'qr-code'],
    queryFn: api.qrCode,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const needsPassword = isHttpError(qr.error) && qr.error.status === 423;
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (v: { code: string }) => withConfirmedPassword(() => api.confirm(v.code.trim())),
    onSuccess: (out) => {
      if (!out) return;
      toast.positive(out.result?.message || t('Two factor authentication has been enabled.'));
      onConfirmed();
    },
    onError: (err) => applyServerErrors(form, err, ['code']),
  });
  return (
    <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-start">
      <div className="grid size-48 shrink-0 place-items-center rounded-xl bg-white p-3 shadow-lg shadow-black/20">
        {qr.data ? (
          <div data-testid="two-factor-qr" className="size-full [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: qr.data.svg }} />
        ) : needsPassword ? (
          <Button size="sm" variant="secondary" className="bg-black/5 text-black" onClick={() => withConfirmedPassword(() => qr.refetch())}>
            {t('Show QR code')}
          </Button>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <p className="text-sm leading-6 text-muted">
          {t(
            "To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code.",
          )}
        </p>
        {qr.data && (
          <p className="text-sm">
            <span className="text-muted">{t('Setup key')}: </span>
            <code
              data-testid="two-factor-secret"
              className="break-all rounded-md bg-fg/6 px-2 py-1 font-mono text-[13px] font-semibold tracking-wide text-fg"
            >
              {qr.data.secret}
            </code>
          </p>
        )}
        <form noValidate className="flex flex-col gap-4 sm:max-w-xs" onSubmit={form.handleSubmit((v) => confirm.mutate(v))}>
          <TextField
            label={t('Code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="font-mono tracking-[0.3em]"
            error={form.formState.errors.code?.message}
            {...form.register('code', { validate: (v) => v.trim().length === 6 || t('The code must be 6 characters.') })}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={confirm.isPending}>
              {t('Confirm')}
            </Button>
            <Button variant="ghost" loading={cancelling} onClick={onCancel}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTrans();
  return (
    <div className="mt-6 rounded-xl border border-line bg-background/50 p-4 sm:p-5">
      <p className="text-sm leading-6 text-muted">
        {t(
          'Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.',
        )}
      </p>
      <ul data-testid="recovery-codes" className="mt-4 grid gap-x-6 gap-y-1.5 font-mono text-sm text-fg sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
