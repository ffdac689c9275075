import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { isHttpError, showHttpError } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage } from '../../shell/screens/not-found';
import { Button, ButtonLink } from '../../ui/button';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { submitHandler, useSubmitState } from '../../ui/form-fields';
import { toast } from '../../ui/toast-store';
import { pageFrame } from '../../ui/catalogue/section';
import { QueryPage } from '../../ui/page-state';
import { useActiveWorkspace } from '../../ui/community/active-workspace';
import { createList, fetchList, type ListInfo, listKeys, listUrl, type ListValues, updateList } from '../../api/lists';

function ListForm({ list }: { list: ListInfo | null }) {
  const t = useTrans();
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const workspace = useActiveWorkspace();
  const [values, setValues] = useState<ListValues>({
    name: list?.name ?? '',
    description: list?.description ?? '',
    public: list?.public ?? false,
  });
  const { errors, setErrors, busy, run } = useSubmitState();
  const set = (patch: Partial<ListValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    if (!values.name.trim()) return setErrors({ name: t('The name is required.') });
    await run(async () => {
      const body = { ...values, description: values.description?.trim() || null };
      const saved = list ? (await updateList(list.id, body)).list : (await createList(body)).list;
      await qc.invalidateQueries({ queryKey: listKeys.all });
      toast(list ? t('List updated') : t('List created'));
      navigate(listUrl(saved));
    });
  };

  return (
    <div className={`${pageFrame} max-w-2xl py-8 md:py-12`}>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{list ? t('Edit list') : t('New list')}</h1>
      {!list && workspace && (
        <p className="mt-1 text-sm text-muted" data-testid="list-workspace">
          {workspace.name
            ? t('Shared with everyone in :workspace.', { workspace: workspace.name })
            : t('Shared with everyone in this workspace.')}
        </p>
      )}
      <form
        className="mt-6 space-y-5 rounded-theme border border-line bg-surface p-5 md:p-6"
        data-testid="list-form"
        onSubmit={submitHandler(submit)}
      >
        <TextField
          label={t('Name')}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
          maxLength={255}
          autoFocus
          data-testid="list-name-input"
        />
        <TextArea
          label={t('Description')}
          value={values.description ?? ''}
          onChange={(e) => set({ description: e.target.value })}
          error={errors.description}
          rows={4}
          maxLength={5000}
        />
        <Checkbox
          label={t('Public: anyone can see this list')}
          checked={values.public}
          onChange={(e) => set({ public: e.target.checked })}
          data-testid="list-public"
        />
        <div className="flex justify-end gap-2">
          <ButtonLink variant="ghost" to={list ? listUrl(list) : '/lists'}>
            {t('Cancel')}
          </ButtonLink>
          <Button type="submit" loading={busy} data-testid="list-save">
            {list ? t('Save') : t('Create list')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default function NewListPage() {
  return <ListForm list={null} />;
}

export function EditListPage() {
  const { slugOrId = '' } = useParams<{ slugOrId: string }>();
  const user = useCurrentUser();
  const result = useQuery({
    queryKey: listKeys.show(slugOrId, { form: true }),
    queryFn: () => fetchList(slugOrId, { perPage: 1 }),
    meta: { silent: true },
  });
  useEffect(() => {
    if (result.isError && !isHttpError(result.error)) showHttpError(result.error);
  }, [result.isError, result.error]);
  return (
    <QueryPage query={result}>
      {(data) =>
        (data.list.can_edit ?? data.list.user_id === user?.id) && !data.list.is_watchlist && !data.list.is_shared_watchlist ? (
          <ListForm list={data.list} />
        ) : (
          <NotFoundPage />
        )
      }
    </QueryPage>
  );
}
