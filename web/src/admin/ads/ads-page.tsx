import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { RouteErrorPage } from '../../shell/screens/not-found';
import { Button } from '../../ui/button';
import { SwitchInput, TextArea } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { AD_SLOTS, type AdsValues, adsKey, SLOT_INFO, saveAds, useAdsSettings } from './api';

/** /admin/ads: one card per ad slot (code + on/off) and the site-wide switches. Saved as ads.* settings. */
export default function AdsPage() {
  const query = useAdsSettings();
  if (query.isError) return <RouteErrorPage />;
  if (query.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-6">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-28 w-full" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  return <AdsForm initial={query.data} />;
}

function AdsForm({ initial }: { initial: AdsValues }) {
  const t = useTrans();
  const client = useQueryClient();
  const [values, setValues] = useState<AdsValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  /** A switch's value, error and change; `on`: whether an unset value reads as on. */
  const toggle = (name: string, on = false) => ({
    name,
    checked: on ? values[name] !== false : values[name] === true,
    error: errors[name],
    onChange: set,
  });
  const dirty = Object.keys(values).some((k) => values[k] !== initial[k]);
  const save = useMutation({
    mutationFn: () => saveAds(values),
    onSuccess: async () => {
      setErrors({});
      await client.invalidateQueries({ queryKey: adsKey });
      toast(t('Saved ads'));
    },
    onError: (err) => {
      if (isHttpError(err) && err.status === 422 && Object.keys(err.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        toast.danger(t('Please fix the highlighted fields.'));
      } else showHttpError(err);
    },
  });
  const filled = AD_SLOTS.filter((s) => typeof values[`ads.${s}`] === 'string' && (values[`ads.${s}`] as string).trim()).length;

  return (
    <form
      data-testid="ads-page"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      className="flex max-w-4xl flex-col gap-6 pb-24"
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('Ads')}</h1>
        <p className="mt-1 text-sm text-muted">
          {filled === 0
            ? t('No ad slots have been filled yet.')
            : t('[one] :count slot has ad code.|[other] :count slots have ad code.', { count: filled })}{' '}
          {t(
            'Ad code runs in a sandboxed frame of its own: network scripts work, but they cannot reach the page, its cookies or your visitors’ accounts.',
          )}
        </p>
      </div>

      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5" aria-label={t('All ads')}>
        <Toggle {...toggle('ads.disable')} label={t('Disable all ads')} description={t('Hides every slot without removing its code.')} />
        <Toggle
          {...toggle('ads.hide_for_subscribers')}
          label={t('Disable ads for subscribers')}
          description={t('Users with an active subscription see no ads.')}
        />
      </section>

      {AD_SLOTS.map((slot) => {
        const name = `ads.${slot}`;
        return (
          <section
            key={slot}
            data-slot={slot}
            className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
            aria-label={t(SLOT_INFO[slot].label)}
          >
            <Toggle {...toggle(`${name}_enabled`, true)} label={t(SLOT_INFO[slot].label)} description={t(SLOT_INFO[slot].where)} heading />
            <TextArea
              label={t('Ad code')}
              description={t('HTML snippet from your ad network or your own banner. Leave empty to show nothing.')}
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              value={typeof values[name] === 'string' ? (values[name] as string) : ''}
              error={errors[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          </section>
        );
      })}

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        {dirty && <span className="me-auto text-sm text-muted">{t('You have unsaved changes.')}</span>}
        <Button
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setValues(initial);
            setErrors({});
          }}
        >
          {t('Discard')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}

function Toggle({
  name,
  label,
  description,
  checked,
  error,
  onChange,
  heading,
}: {
  name: string;
  label: string;
  description: string;
  checked: boolean;
  error?: string;
  onChange: (name: string, v: boolean) => void;
  heading?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className={heading ? 'flex items-center gap-2 text-base font-semibold text-fg' : 'text-sm font-medium text-fg'}>
          {heading && <Megaphone size={16} aria-hidden className="text-muted" />}
          {label}
        </label>
        <p className="mt-0.5 text-xs text-muted">{description}</p>
        {error && <p className="mt-0.5 text-xs font-medium text-danger">{error}</p>}
      </div>
      <SwitchInput id={id} name={name} checked={checked} invalid={!!error} onChange={(e) => onChange(name, e.target.checked)} />
    </div>
  );
}
