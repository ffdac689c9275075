import { useLocation, useParams } from 'wouter';
import { applyServerErrors } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { type ListInfo, type ListItem, listUrl } from '../../api/lists';
import { listsApi, useAdminList, useInvalidateLists } from './api';
import { ListItemsEditor } from './list-items-editor';
import { EditorForm, useEditorForm, formPageGate, FormPageHeader, FormSection, ViewButton } from '../kit/form-layout';

type Values = { name: string; description: string; public: boolean };

/** /admin/lists/new and /admin/lists/{slugOrId}/edit: any user's list, as an admin sees it. */
export default function ListFormPage() {
  const { slugOrId } = useParams<{ slugOrId?: string }>();
  const query = useAdminList(slugOrId ?? null);
  const gate = formPageGate({ active: !!slugOrId, query });
  if (gate) return gate;
  const data = query.data;
  return <ListForm key={data?.list.id ?? 'new'} list={data?.list ?? null} items={data?.items.data ?? []} total={data?.items.total ?? 0} />;
}

function ListForm({ list, items, total }: { list: ListInfo | null; items: ListItem[]; total: number }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const invalidate = useInvalidateLists();
  const editor = useEditorForm(
    { name: list?.name ?? '', description: list?.description ?? '', public: list?.public ?? false },
    {
      mutationFn: (v: Values) => {
        const input = { name: v.name, description: v.description.trim() || null, public: v.public };
        return list ? listsApi.update(list.id, input) : listsApi.create(input);
      },
      onSuccess: async ({ list: saved }, form) => {
        form.reset({ name: saved.name, description: saved.description ?? '', public: saved.public });
        await invalidate();
        toast(list ? t('List saved') : t('List created'));
        if (!list) navigate(pathTo(paths.adminListEdit, { slugOrId: saved.id }));
      },
      onError: (err, form) => applyServerErrors(form, err),
    },
  );
  const { form, field, save } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="list-form"
      bar={{ idle: '', cancelTo: paths.adminLists, submitLabel: list ? t('Save list') : t('Create list'), submitTestId: 'save-list' }}
      header={
        <FormPageHeader
          back={{ to: paths.adminLists, label: t('Lists') }}
          title={list ? list.name : t('New list')}
          below={
            list?.user && (
              <p className="mt-1 text-sm text-muted">
                {t('By :name', { name: list.user.name ?? '' })}
                {list.is_watchlist ? ` · ${t('Watchlist')}` : ''}
              </p>
            )
          }
        >
          {list && <ViewButton to={listUrl(list)} label={t('View list')} testId="view-list" />}
        </FormPageHeader>
      }
    >
      <FormSection title={t('Details')}>
        <TextField
          label={t('Name')}
          required
          data-testid="list-name"
          {...field('name', { validate: (v) => !!v.trim() || t('The name is required.') })}
        />
        <TextArea label={t('Description')} rows={3} {...field('description')} />
        <Checkbox label={t('Public: anyone can see this list')} {...field('public')} />
      </FormSection>
      <FormSection title={t('Items')} description={list ? t('Changes to items are saved as you make them.') : undefined}>
        {list ? (
          <ListItemsEditor list={list} items={items} total={total} />
        ) : (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
            {t('Create the list first, then add its items here.')}
          </p>
        )}
      </FormSection>
    </EditorForm>
  );
}
