import { api } from '../../api/client';
import { isHttpError } from '../../api/http';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { PasswordPrompt } from '../../ui/password-prompt';

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
  return (
    <PasswordPrompt
      title={t('Confirm password')}
      message={t('For your security, please confirm your password to continue.')}
      submitLabel={confirmLabel ?? t('Confirm')}
      submit={(password) => (submit ? submit(password) : api.post('auth/user/confirm-password', { body: { password } }))}
      onSuccess={() => onDone(true)}
      onCancel={() => onDone()}
      testId="confirm-password-dialog"
    />
  );
}

export const askForPassword = (props: Omit<ConfirmPasswordDialogProps, 'onDone'> = {}) =>
  openDialog<boolean>((close) => <ConfirmPasswordDialog {...props} onDone={close} />, { size: 'sm', label: trans('Confirm password') });

async function isConfirmed() {
  try {
    const res = await api.get('auth/user/confirmed-password-status', { query: { seconds: PASSWORD_CONFIRM_SECONDS } });
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
