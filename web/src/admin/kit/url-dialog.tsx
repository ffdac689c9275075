import { useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { TextField } from '../../ui/field';

/** Asks for a link or image address (http, https or mailto for links; the server drops anything else). */
export function UrlDialog({
  title,
  initial = '',
  withAlt,
  onDone,
}: {
  title: string;
  initial?: string;
  withAlt?: boolean;
  onDone: (r?: { url: string; alt?: string }) => void;
}) {
  const t = useTrans();
  const [url, setUrl] = useState(initial);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  const allowed = withAlt ? /^https?:\/\/\S+$/i : /^(https?:\/\/|mailto:)\S+$/i;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const value = url.trim();
    if (!allowed.test(value))
      return setError(withAlt ? t('Enter an address starting with https://') : t('Enter an address starting with https:// or mailto:'));
    onDone({ url: value, alt: alt.trim() || undefined });
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader onClose={() => onDone()}>{title}</DialogHeader>
      <DialogBody className="grid gap-4">
        <TextField
          label={t('Address')}
          type="url"
          autoFocus
          placeholder="https://"
          value={url}
          error={error}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(undefined);
          }}
          data-testid="url-dialog-url"
        />
        {withAlt && <TextField label={t('Description for screen readers')} value={alt} onChange={(e) => setAlt(e.target.value)} />}
      </DialogBody>
      <SubmitFooter onCancel={() => onDone()} testId="url-dialog-apply" label={t('Apply')} />
    </form>
  );
}
