import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { useBootstrap } from '../../../shell/bootstrap';
import { changeLanguage } from '../../../shell/language';
import { useTrans } from '../../../shell/i18n';
import { LocaleFields, LocaleFieldsSkeleton, type LocaleValues, useLocaleLists } from '../../../ui/locale-fields';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, accountApi, patchCurrentUser } from '../api';
import { Panel } from '../panel';

export function LocationLanguagePanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const lists = useLocaleLists();
  const currentLanguage = useBootstrap().i18n.language;
  const form = useForm<LocaleValues>({
    values: { language: user.language || currentLanguage, country: user.country ?? '', timezone: user.timezone || 'UTC' },
  });
  const save = useMutation({
    mutationFn: (v: LocaleValues) => accountApi.update(user, { country: v.country || null, timezone: v.timezone }),
    onSuccess: async (res, v) => {
      patchCurrentUser({ country: v.country || null, timezone: v.timezone });
      if (v.language && v.language !== (user.language || currentLanguage)) {
        await changeLanguage(v.language);
        patchCurrentUser({ language: v.language });
      }
      toast.positive(res?.message || t('Updated account details'));
    },
    onError: (err) => applyServerErrors(form, err),
  });
  return (
    <Panel
      id="location-and-language"
      title={t('Location and language')}
      description={t('Dates, times and the interface language follow these choices.')}
      submit={{ form: 'location-form', label: t('Save'), loading: save.isPending, disabled: !lists.data }}
    >
      {!lists.data ? (
        <LocaleFieldsSkeleton />
      ) : (
        <form id="location-form" noValidate className="grid gap-5 md:grid-cols-3" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
          <LocaleFields form={form} lists={lists.data} />
        </form>
      )}
    </Panel>
  );
}
