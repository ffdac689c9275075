import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors } from '../../api';
import { isHttpError } from '../../api/http';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { newsLink } from '../../ui/catalogue/links';
import type { TitleSummary } from '../../ui/catalogue/types';
import { type AdminArticle, newsApi, useAdminArticle } from './api';
import { HtmlField } from '../kit/html-editor';
import { TitlesPicker } from './titles-picker';
import { requiredLine, textValues } from '../kit/field-props';
import { EditorForm, useEditorForm, FormPageHeader, FormSection, formPageGate, useIdParam, ViewLink } from '../kit/form-layout';

interface ArticleFormValues {
  title: string;
  body: string;
  image: string;
  source: string;
  source_url: string;
  titles: TitleSummary[];
}

const valuesOf = (a: AdminArticle | null): ArticleFormValues => ({
  ...textValues(a, ['title', 'body', 'image', 'source', 'source_url']),
  titles: a?.titles ?? [],
});

const orNull = (v: string) => v.trim() || null;

/** /admin/news/add and /admin/news/{articleId}/edit. */
export default function NewsFormPage() {
  const { id, queryId, invalid } = useIdParam('articleId');
  const article = useAdminArticle(queryId);
  const gate = formPageGate({ active: id !== null, invalid, query: article, skeleton: { field: true, lines: 10 } });
  if (gate) return gate;
  return <ArticleForm key={id ?? 'new'} article={id !== null ? article.data!.article : null} />;
}

function ArticleForm({ article }: { article: AdminArticle | null }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const editor = useEditorForm(valuesOf(article), {
    mutationFn: (v: ArticleFormValues) => {
      const input = {
        title: v.title,
        body: v.body,
        image: orNull(v.image),
        source: orNull(v.source),
        source_url: orNull(v.source_url),
        title_ids: v.titles.map((x) => x.id),
      };
      return article ? newsApi.update(article.id, input) : newsApi.create(input);
    },
    onSuccess: async ({ article: saved }, form) => {
      client.setQueryData(['news', String(saved.id)], { article: saved });
      await client.invalidateQueries({ queryKey: ['news'], predicate: (q) => q.queryKey[1] !== String(saved.id) });
      if (article) {
        // the editor now shows what the server kept after sanitizing
        form.reset(valuesOf(saved));
        toast(t('Article saved'));
      } else {
        toast(t('Article published'));
        navigate(pathTo(paths.adminNewsEdit, { articleId: saved.id }), { replace: true });
      }
    },
    onError: (err, form) => {
      // title_ids belongs to the titles picker; everything else matches a field by name
      const fieldErrors = isHttpError(err) ? err.fieldErrors : {};
      const titleIds = fieldErrors.title_ids?.[0];
      if (titleIds) form.setError('titles', { type: 'server', message: titleIds });
      if (!titleIds || Object.keys(fieldErrors).length > 1)
        applyServerErrors(form, err, ['title', 'body', 'image', 'source', 'source_url']);
    },
  });
  const { form, field, save } = editor;
  const { formState, control, watch } = form;
  const [image, title] = watch(['image', 'title']);

  return (
    <EditorForm
      editor={editor}
      testId="news-form"
      wide
      header={
        <FormPageHeader back={{ to: paths.adminNews, label: t('News') }} title={article ? t('Edit article') : t('Add article')}>
          {article && <ViewLink to={newsLink(article)} label={t('View article')} />}
        </FormPageHeader>
      }
      bar={{
        existing: !!article,
        cancelTo: paths.adminNews,
        submitLabel: article ? t('Save article') : t('Publish article'),
        submitTestId: 'save-article',
      }}
    >
      <FormSection title={t('Article')}>
        <TextField
          label={t('Title')}
          required
          {...field('title', requiredLine(t('The title field is required.')))}
          data-testid="news-title"
        />
        <HtmlField
          control={control}
          name="body"
          label={t('Body')}
          rules={{
            validate: (v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v) || t('The body field is required.'),
          }}
        />
      </FormSection>

      <FormSection
        title={t('Image and source')}
        description={t('The image heads the article and its cards; the source is credited under the title.')}
      >
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
          <TextField label={t('Image URL')} type="url" placeholder="https://" {...field('image')} data-testid="news-image" />
          <Artwork
            src={/^(https?:\/\/|\/(?!\/))\S+$/i.test(image.trim()) ? image.trim() : null}
            kind="backdrop"
            alt={t('Image preview')}
            seed={title}
            sizes="160px"
            className="hidden sm:block"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('Source name')}
            placeholder="Variety"
            {...field('source', { maxLength: { value: 255, message: t('At most 255 characters.') } })}
          />
          <TextField label={t('Source URL')} type="url" placeholder="https://" {...field('source_url')} />
        </div>
      </FormSection>

      <FormSection title={t('Linked titles')} description={t('The article is listed on these titles’ pages.')}>
        <Controller
          control={control}
          name="titles"
          render={({ field }) => <TitlesPicker value={field.value} onChange={field.onChange} error={formState.errors.titles?.message} />}
        />
      </FormSection>
    </EditorForm>
  );
}
