import { useMutation } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { applyServerErrors } from '../../api';
import { isHttpError } from '../../api/http';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Button, ButtonLink } from '../../ui/button';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type ListInfo, type ListItem, listUrl } from '../lists/api';
import { listsApi, useAdminList, useInvalidateLists } from './api';
import { ListItemsEditor } from './list-items-editor';

type Values = { name: string; description: string; public: boolean };

/** /admin/lists/new and /admin/lists/{slugOrId}/edit: any user's list, as an admin sees it. */
export default function ListFormPage() {
  const { slugOrId } = useParams<{ slugOrId?: string }>();
  const query = useAdminList(slugOrId ?? null);
  if (slugOrId && query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  if (slugOrId && query.isPending) {
    return (
      <div aria-busy>
        <Skeleton className="h-8 w-64" />
        <SkeletonText lines={8} className="mt-10 max-w-3xl" />
      </div>
    );
  }
  const data = query.data;
  return <ListForm key={data?.list.id ?? 'new'} list={data?.list ?? null} items={data?.items.data ?? []} total={data?.items.total ?? 0} />;
}

function ListForm({ list, items, total }: { list: ListInfo | null; items: ListItem[]; total: number }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const invalidate = useInvalidateLists();
  const form = useForm<Values>({ defaultValues: { name: list?.name ?? '', description: list?.description ?? '', public: list?.public ?? false } });
  const { register, formState } = form;

  const save = useMutation({
    mutationFn: (v: Values) => {
      const input = { name: v.name, description: v.description.trim() || null, public: v.public };
      return list ? listsApi.update(list.id, input) : listsApi.create(input);
    },
    onSuccess: async ({ list: saved }) => {
      form.reset({ name: saved.name, description: saved.description ?? '', public: saved.public });
      await invalidate();
      toast(list ? t('List saved') : t('List created'));
      if (!list) navigate(pathTo(paths.adminListEdit, { slugOrId: saved.id }));
    },
    onError: (err) => applyServerErrors(form, err),
  });

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="pb-4" data-testid="list-form">
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div className="me-auto min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Link to={paths.adminLists} className="hover:text-primary">{t('Lists')}</Link>
          </p>
          <h1 className="truncate text-2xl font-bold tracking-tight">{list ? list.name : t('New list')}</h1>
          {list?.user && <p className="mt-1 text-sm text-muted">{t('By :name', { name: list.user.name ?? '' })}{list.is_watchlist ? ` · ${t('Watchlist')}` : ''}</p>}
        </div>
        {list && (
          <ButtonLink to={listUrl(list)} size="sm" variant="outline" data-testid="view-list">
            <ExternalLink className="size-4" aria-hidden />
            {t('View list')}
          </ButtonLink>
        )}
      </div>

      <div className="grid max-w-3xl gap-6">
        <Section title={t('Details')}>
          <TextField label={t('Name')} required error={formState.errors.name?.message} data-testid="list-name" {...register('name', { validate: (v) => !!v.trim() || t('The name is required.') })} />
          <TextArea label={t('Description')} rows={3} error={formState.errors.description?.message} {...register('description')} />
          <Checkbox label={t('Public: anyone can see this list')} error={formState.errors.public?.message} {...register('public')} />
        </Section>
        <Section title={t('Items')} description={list ? t('Changes to items are saved as you make them.') : undefined}>
          {list ? (
            <ListItemsEditor list={list} items={items} total={total} />
          ) : (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">{t('Create the list first, then add its items here.')}</p>
          )}
        </Section>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <p className="me-auto hidden text-sm text-muted sm:block">{formState.isDirty ? t('You have unsaved changes') : ''}</p>
        <Button variant="ghost" onClick={() => navigate(paths.adminLists)}>{t('Cancel')}</Button>
        <Button type="submit" loading={save.isPending} data-testid="save-list">{list ? t('Save list') : t('Create list')}</Button>
      </div>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-label={title}>
      <h2 className="text-base font-semibold tracking-tight">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}
