import { useMutation } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { http } from '../../../api/http';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { DialogBody, DialogFooter, DialogHeader, SubmitFooter } from '../../../ui/dialog';
import { inputClass, TextField } from '../../../ui/field';

// Spec section 4: the form, then the plain-text token once, with Copy -> 'Copied!' for 1 second.
export const COPIED_MS = 1000;

export function CreateTokenDialog({ onDone }: { onDone: (created?: boolean) => void }) {
  const t = useTrans();
  const form = useForm<{ tokenName: string }>({ defaultValues: { tokenName: '' } });
  const create = useMutation({
    mutationFn: (v: { tokenName: string }) => http.post<{ plainTextToken: string }>('access-tokens', { tokenName: v.tokenName.trim() }),
    onError: (err) => applyServerErrors(form, err, ['tokenName']),
  });
  const token = create.data?.plainTextToken;
  const close = () => onDone(!!token);

  if (token) {
    return (
      <div data-testid="created-token">
        {/* spec section 7: POST access-tokens answers 'Token create' */}
        <DialogHeader onClose={close}>{t('Token create')}</DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <p className="text-muted">
            {t('Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.')}
          </p>
          <CopyField value={token} />
        </DialogBody>
        <DialogFooter>
          <Button onClick={close}>{t('Done')}</Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
      <DialogHeader onClose={close}>{t('Create new token')}</DialogHeader>
      <DialogBody>
        <TextField
          label={t('Token name')}
          autoFocus
          required
          maxLength={255}
          error={form.formState.errors.tokenName?.message}
          {...form.register('tokenName', { validate: (v) => v.trim().length > 0 || t('Token name is required.') })}
        />
      </DialogBody>
      <SubmitFooter onCancel={close} loading={create.isPending} label={t('Create')} />
    </form>
  );
}

function CopyField({ value }: { value: string }) {
  const t = useTrans();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard refused (insecure origin or permission): select the text so the user can copy it.
      document.querySelector<HTMLInputElement>('[data-testid="plain-text-token"]')?.select();
    }
    setCopied(true);
  };
  return (
    <div className="flex gap-2">
      <input
        readOnly
        value={value}
        data-testid="plain-text-token"
        aria-label={t('Token')}
        onFocus={(e) => e.currentTarget.select()}
        className={`${inputClass} font-mono text-[13px]`}
      />
      <Button variant={copied ? 'secondary' : 'primary'} className="h-11 min-w-28 shrink-0" onClick={copy}>
        {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
        {copied ? t('Copied!') : t('Copy')}
      </Button>
    </div>
  );
}
