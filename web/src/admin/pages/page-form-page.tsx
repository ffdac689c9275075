import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { applyServerErrors } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { HtmlField } from '../kit/html-editor';
import { type AdminCustomPage, pagesApi, useAdminPage } from './api';
import { publicPageLink } from './pages-list-page';
import { requiredLine, textValues } from '../kit/field-props';
import { EditorForm, useEditorForm, FormPageHeader, FormSection, formPageGate, useIdParam, ViewLink } from '../kit/form-layout';

interface PageFormValues {
  title: string;
  slug: string;
  body: string;
  description: string;
  hide_nav: boolean;
}

const valuesOf = (p: AdminCustomPage | null): PageFormValues => ({
  ...textValues(p, ['title', 'slug', 'body']),
  description: p?.meta.description ?? '',
  hide_nav: p?.hide_nav ?? false,
});

/** /admin/custom-pages/new and /admin/custom-pages/{pageId}/edit. */
export default function PageFormPage() {
  const { id, queryId, invalid } = useIdParam('pageId');
  const page = useAdminPage(queryId);
  const gate = formPageGate({ active: id !== null, invalid, query: page, skeleton: { field: true, lines: 10 } });
  if (gate) return gate;
  return <CustomPageForm key={id ?? 'new'} page={id !== null ? page.data!.page : null} />;
}

function CustomPageForm({ page }: { page: AdminCustomPage | null }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const editor = useEditorForm(valuesOf(page), {
    mutationFn: (v: PageFormValues) => {
      const input = {
        title: v.title,
        ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
        body: v.body,
        meta: v.description.trim() ? { description: v.description.trim() } : {},
        hide_nav: v.hide_nav,
      };
      return page ? pagesApi.update(page.id, input) : pagesApi.create(input);
    },
    onSuccess: async ({ page: saved }, form) => {
      await client.invalidateQueries({ queryKey: ['custom-pages'] });
      if (page) {
        // the editor now shows what the server kept after sanitizing
        form.reset(valuesOf(saved));
        toast(t('Page saved'));
      } else {
        toast(t('Page created'));
        navigate(pathTo(paths.adminCustomPageEdit, { pageId: saved.id }), { replace: true });
      }
    },
    onError: (err, form) => applyServerErrors(form, err, ['title', 'slug', 'body', 'hide_nav']),
  });
  const { form, field, save } = editor;
  const { register, control, watch } = form;
  const slug = watch('slug');

  return (
    <EditorForm
      editor={editor}
      testId="page-form"
      wide
      header={
        <FormPageHeader back={{ to: paths.adminCustomPages, label: t('Custom pages') }} title={page ? t('Edit page') : t('New page')}>
          {page && <ViewLink to={publicPageLink(page)} label={t('View page')} />}
        </FormPageHeader>
      }
      bar={{
        existing: !!page,
        cancelTo: paths.adminCustomPages,
        submitLabel: page ? t('Save page') : t('Create page'),
        submitTestId: 'save-page',
      }}
    >
      <FormSection title={t('Page')}>
        <TextField label={t('Title')} required {...field('title', requiredLine(t('The title is required.')))} data-testid="page-title" />
        <TextField
          label={t('Slug')}
          placeholder={t('made from the title when empty')}
          description={`/pages/${slug.trim() || '…'}`}
          {...field('slug', {
            validate: (v) =>
              !v.trim() ||
              (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v.trim()) && !/^\d+$/.test(v.trim())) ||
              t('Use lowercase letters, numbers and dashes.'),
          })}
          data-testid="page-slug"
        />
        <HtmlField control={control} name="body" label={t('Content')} />
      </FormSection>

      <FormSection title={t('Display and search engines')}>
        <Checkbox label={t('Hide the site navigation on this page')} {...register('hide_nav')} />
        <TextArea
          label={t('Meta description')}
          rows={2}
          description={t('Shown by search engines; the start of the content is used when empty.')}
          {...field('description', { maxLength: { value: 500, message: t('At most 500 characters.') } })}
        />
      </FormSection>
    </EditorForm>
  );
}
