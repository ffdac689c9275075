import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/form-errors';
import { http, isHttpError } from '../../api/http';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../ui/dialog';
import { TextField } from '../../ui/field';

// Spec section 6: sensitive actions need a password confirmed within 9000 seconds.
export const PASSWORD_CONFIRM_SECONDS = 9000;

interface ConfirmPasswordDialogProps {
  onDone: (confirmed?: boolean) => void;
  /** What the typed password does; by default POST auth/user/confirm-password. */
  submit?: (password: string) => Promise<unknown>;
  confirmLabel?: string;
}

export function ConfirmPasswordDialog({ onDone, submit, confirmLabel }: ConfirmPasswordDialogProps) {
  const t = useTrans();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const confirm = useMutation({
    mutationFn: ({ password }: { password: string }) => (submit ? submit(password) : http.post('auth/user/confirm-password', { password })),
    onSuccess: () => onDone(true),
    onError: (err) => applyServerErrors(form, err, ['password']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => confirm.mutate(v))} data-testid="confirm-password-dialog">
      <DialogHeader onClose={() => onDone()}>{t('Confirm password')}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <p className="text-muted">{t('For your security, please confirm your password to continue.')}</p>
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          error={form.formState.errors.password?.message}
          {...form.register('password', { required: t('The password field is required.') })}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={confirm.isPending}>
          {confirmLabel ?? t('Confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export const askForPassword = (props: Omit<ConfirmPasswordDialogProps, 'onDone'> = {}) =>
  openDialog<boolean>((close) => <ConfirmPasswordDialog {...props} onDone={close} />, { size: 'sm', label: trans('Confirm password') });

async function isConfirmed() {
  try {
    const res = await http.get<{ confirmed?: boolean }>('auth/user/confirmed-password-status', { seconds: PASSWORD_CONFIRM_SECONDS });
    return res?.confirmed === true;
  } catch {
    return false;
  }
}

const needsConfirmation = (err: unknown) => isHttpError(err) && err.status === 423;

/**
 * Runs a sensitive action once the password is confirmed: asks only when the status call says it is
 * not, and asks again if the server still answers 423. Resolves undefined when the user cancels.
 */
export async function withConfirmedPassword<T>(action: () => Promise<T>): Promise<{ result: T } | undefined> {
  if (!(await isConfirmed()) && !(await askForPassword())) return undefined;
  try {
    return { result: await action() };
  } catch (err) {
    if (!needsConfirmation(err) || !(await askForPassword())) throw err;
    return { result: await action() };
  }
}
