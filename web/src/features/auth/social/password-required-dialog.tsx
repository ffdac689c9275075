import { useTrans } from '../../../shell/i18n';
import { PasswordPrompt } from '../../../ui/password-prompt';
import { authApi } from '../api';

type Result = { bootstrapData?: unknown; two_factor?: boolean };

/** REQUEST_PASSWORD: the existing account's password links the social profile (POST secure/auth/social/connect). */
export function PasswordRequiredDialog({ service, onDone }: { service: string; onDone: (result?: Result) => void }) {
  const t = useTrans();
  return (
    <PasswordPrompt<Result>
      title={t('Password required')}
      message={t(
        'An account with this email address already exists. If you want to connect your :service account, enter the password of that account.',
        { service },
      )}
      submitLabel={t('Connect')}
      submit={(password) => authApi.socialConnect(password) as Promise<Result>}
      onSuccess={(res) => onDone(res ?? {})}
      onCancel={() => onDone()}
    />
  );
}
