import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../api/form-errors';
import { useTrans } from '../shell/i18n';
import { Button } from './button';
import { DialogBody, DialogHeader, SubmitFooter } from './dialog';
import { TextField } from './field';

interface PasswordPromptProps<T> {
  title: string;
  message: ReactNode;
  submitLabel: string;
  /** What the typed password does (confirm it, link an account...). */
  submit: (password: string) => Promise<T>;
  onSuccess: (result: T) => void;
  onCancel: () => void;
  testId?: string;
}

/** A dialog body that asks for the account password; server field errors land on the field. */
export function PasswordPrompt<T>({ title, message, submitLabel, submit, onSuccess, onCancel, testId }: PasswordPromptProps<T>) {
  const t = useTrans();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) => submit(password),
    onSuccess,
    onError: (err) => applyServerErrors(form, err, ['password']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} data-testid={testId}>
      <DialogHeader onClose={onCancel}>{title}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <p className="text-muted">{message}</p>
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
      <SubmitFooter onCancel={onCancel} loading={mutation.isPending} label={submitLabel} />
    </form>
  );
}
