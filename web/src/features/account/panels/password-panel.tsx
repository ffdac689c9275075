import { useForm } from 'react-hook-form';
import { api } from '../../../api/client';
import { useTrans } from '../../../shell/i18n';
import { FormTextField, NewPasswordFields, useFormMutation } from '../../../ui/form-fields';
import { Panel } from '../panel';

type Values = { current_password: string; password: string; password_confirmation: string };
const empty: Values = { current_password: '', password: '', password_confirmation: '' };

/** PUT auth/user/password: 'Password changed'; the server ends every other session. */
export function PasswordPanel() {
  const t = useTrans();
  const form = useForm<Values>({ defaultValues: empty });
  const change = useFormMutation(form, (v: Values) => api.put('auth/user/password', { body: v }), {
    success: t('Password changed'),
    then: () => form.reset(empty),
  });
  const required = t('This field is required.');
  return (
    <Panel
      id="password"
      title={t('Password')}
      description={t('Ensure your account is using a long, random password to stay secure.')}
      submit={{ form: 'password-form', label: t('Update password'), loading: change.isPending }}
    >
      <form id="password-form" noValidate className="grid max-w-xl gap-5" onSubmit={form.handleSubmit((v) => change.mutate(v))}>
        <FormTextField
          form={form}
          name="current_password"
          rules={{ required }}
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} label={t('New password')} requiredMessage={required} />
      </form>
    </Panel>
  );
}
