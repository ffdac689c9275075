import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { bootstrapStore } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { type SettingField, type SettingsTabForm as TabForm, type SettingsValues, settingsAdminKeys, settingsApi } from './api';
import { mergeNested, toFormValue, toServerValue } from './form-values';
import { fieldId, SettingControl } from './setting-control';
import { PANEL_TABS, TabActions, TabPanel } from './tab-actions';
import { useLeaveGuard } from './use-leave-guard';

/** One tab: its groups of settings with a save bar, its actions, then the server's read-only facts. */
export function SettingsTabForm({ tab, values }: { tab: TabForm; values: SettingsValues }) {
  const t = useTrans();
  const client = useQueryClient();
  const fields = useMemo(() => tab.groups.flatMap((g) => g.fields), [tab]);
  // only what the admin changed, in input form; a secret's entry is the replacement typed
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // bumped by a save or Discard: remounts the controls so open secret inputs close
  const [version, setVersion] = useState(0);
  const dirty = Object.keys(draft).length > 0;
  useLeaveGuard(dirty, () => setDraft({}));

  const save = useMutation({
    mutationFn: () => {
      const changes: SettingsValues = {};
      for (const field of fields) if (field.name in draft) changes[field.name] = toServerValue(field, draft[field.name]);
      return settingsApi.save(changes);
    },
    onSuccess: (res) => {
      const names = Object.keys(draft);
      client.setQueryData(settingsAdminKeys.values, res.settings);
      // the facts describe what the saved values do (e.g. the analytics status)
      void client.invalidateQueries({ queryKey: settingsAdminKeys.form });
      // the shell (navbar, cookie notice...) reads the public settings: show the change at once
      bootstrapStore.set((data) => ({
        ...data,
        settings: mergeNested(data.settings as Record<string, unknown>, res.settings, names) as typeof data.settings,
      }));
      setDraft({});
      setErrors({});
      setVersion((v) => v + 1);
      toast(t('Settings saved'));
    },
    onError: (err) => {
      const known =
        isHttpError(err) && err.status === 422
          ? Object.entries(err.fieldErrors).filter(([name, m]) => m.length && fields.some((f) => f.name === name))
          : [];
      if (!known.length) return showHttpError(err);
      setErrors(Object.fromEntries(known.map(([name, m]) => [name, m[0]])));
      document.getElementById(fieldId(known[0][0]))?.focus();
      toast(t('Some values need fixing. See the highlighted fields.'), { type: 'danger' });
    },
  });

  const change = (field: SettingField, value: unknown) => {
    setDraft((d) => {
      const next = { ...d };
      // back to the saved value: no longer a change
      if (field.control.type !== 'secret' && value === toFormValue(field, values[field.name])) delete next[field.name];
      else next[field.name] = value;
      return next;
    });
    setErrors((e) => {
      const { [field.name]: _, ...rest } = e;
      return rest;
    });
  };
  const reset = (field: SettingField) => setDraft(({ [field.name]: _, ...rest }) => rest);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty) save.mutate();
  };

  return (
    <div className="max-w-3xl" data-testid={`settings-tab-${tab.id}`}>
      {tab.notice && (
        <p className="mb-6 rounded-2xl border border-line bg-surface p-4 text-sm leading-6 text-muted" data-testid="settings-notice">
          {t(tab.notice)}
        </p>
      )}
      {tab.groups.length > 0 && (
        <form onSubmit={submit} noValidate>
          <div className="grid gap-6">
            {tab.groups.map((group) => (
              <section key={group.title} className="rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-label={t(group.title)}>
                <h2 className="text-base font-semibold tracking-tight">{t(group.title)}</h2>
                {group.description && <p className="mt-0.5 text-sm text-muted">{t(group.description)}</p>}
                <div className="mt-4 grid gap-5">
                  {group.fields.map((field) => (
                    <SettingControl
                      key={`${field.name}:${version}`}
                      field={field}
                      value={
                        field.control.type === 'secret'
                          ? toFormValue(field, values[field.name])
                          : field.name in draft
                            ? draft[field.name]
                            : toFormValue(field, values[field.name])
                      }
                      draft={draft[field.name]}
                      error={errors[field.name]}
                      onChange={(v) => change(field, v)}
                      onReset={() => reset(field)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8 lg:mx-0 lg:rounded-b-2xl lg:px-0">
            <p className="me-auto text-sm text-muted" data-testid="settings-dirty">
              {dirty ? t('You have unsaved changes') : t('All changes saved')}
            </p>
            {dirty && (
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft({});
                  setErrors({});
                  setVersion((v) => v + 1);
                }}
                disabled={save.isPending}
              >
                {t('Discard')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="settings-save">
              {t('Save')}
            </Button>
          </div>
        </form>
      )}
      <TabPanel tab={tab.id} />
      {tab.facts.length > 0 && (
        <section
          className={`rounded-2xl border border-line bg-surface p-4 sm:p-6 ${tab.groups.length || PANEL_TABS.includes(tab.id) ? 'mt-8' : ''}`}
          aria-label={t('Server status')}
          data-testid="settings-facts"
        >
          <h2 className="text-base font-semibold tracking-tight">{t('Server status')}</h2>
          <p className="mt-0.5 text-sm text-muted">{t('Read-only: from the server’s environment variables and its current state.')}</p>
          <dl className="mt-4 divide-y divide-line text-sm">
            {tab.facts.map((fact) => (
              <div key={fact.label} className="grid gap-1 py-2.5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-muted">{t(fact.label)}</dt>
                <dd className="break-words font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <TabActions tab={tab.id} />
    </div>
  );
}
