import { type UseFormReturn } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Checkbox, SelectField, TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { channelLink } from '../../ui/catalogue/links';
import {
  type AdminChannel,
  autoUpdateQueries,
  channelContentTypes,
  channelLayouts,
  channelRestrictions,
  channelsApi,
  type ContentItem,
  useAdminChannel,
  useInvalidateChannels,
} from './api';
import { ChannelContent } from './channel-content';
import { type ChannelFormValues, fieldOf, formValuesOf, inputOf } from './channel-form';
import { EditorForm, useEditorForm, formPageGate, FormPageHeader, FormSection, ViewButton } from '../kit/form-layout';

const label = (v: string) => v.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /admin/channels/new and /admin/channels/{slugOrId}/edit. */
export default function ChannelFormPage() {
  const { slugOrId } = useParams<{ slugOrId?: string }>();
  const query = useAdminChannel(slugOrId ?? null);
  const gate = formPageGate({ active: !!slugOrId, query, skeleton: { lines: 10 } });
  if (gate) return gate;
  const channel = query.data?.channel ?? null;
  return <ChannelForm key={channel?.id ?? 'new'} channel={channel} items={channel?.items.data ?? []} total={channel?.items.total ?? 0} />;
}

function ChannelForm({ channel, items, total }: { channel: AdminChannel | null; items: ContentItem[]; total: number }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const invalidate = useInvalidateChannels();
  const editor = useEditorForm(formValuesOf(channel), {
    mutationFn: (v: ChannelFormValues) => (channel ? channelsApi.update(channel.id, inputOf(v)) : channelsApi.create(inputOf(v))),
    onSuccess: async ({ channel: saved }, form) => {
      form.reset(formValuesOf(saved));
      await invalidate();
      toast(channel ? t('Channel saved') : t('Channel created'));
      // a new channel opens in the editor, where its content is added
      if (!channel || saved.slug !== channel.slug)
        navigate(pathTo(paths.adminChannelEdit, { slugOrId: saved.slug }), { replace: !!channel });
    },
    onError: (err, form) => placeServerErrors(form, err),
  });
  const { form, field, save } = editor;
  const { register, watch, setValue } = form;
  const contentType = watch('content_type');
  const autoUpdate = watch('auto_update');
  const queries = Object.entries(autoUpdateQueries).filter(([, type]) => type === contentType);

  return (
    <EditorForm
      editor={editor}
      testId="channel-form"
      header={
        <FormPageHeader back={{ to: paths.adminChannels, label: t('Channels') }} title={channel ? channel.name : t('New channel')}>
          {channel && <ViewButton to={channelLink(channel)} label={t('View channel')} testId="view-channel" />}
        </FormPageHeader>
      }
      bar={{
        idle: channel ? t('Item changes are saved as you make them') : '',
        cancelTo: paths.adminChannels,
        submitLabel: channel ? t('Save channel') : t('Create channel'),
        submitTestId: 'save-channel',
      }}
    >
      <FormSection title={t('Details')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('Name')}
            required
            data-testid="channel-name"
            {...field('name', { validate: (v) => !!v.trim() || t('The name field is required.') })}
          />
          <TextField
            label={t('Slug')}
            description={channel ? t('Part of the channel’s address.') : t('Leave empty to make one from the name.')}
            {...field('slug')}
          />
        </div>
        <TextArea label={t('Description')} rows={3} {...field('description')} />
      </FormSection>

      <FormSection title={t('Content')} description={t('What the channel holds and how it is filled.')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('Content type')}
            description={channel && !channel.auto_update ? t('Changing it removes the current items.') : undefined}
            options={channelContentTypes.map((v) => ({ value: v, label: t(label(v)) }))}
            {...field('content_type', { onChange: () => setValue('auto_update', '') })}
          />
          <SelectField
            label={t('Auto update')}
            description={t('Fill the channel from a saved query, refreshed every 30 minutes.')}
            data-testid="channel-auto-update"
            {...field('auto_update')}
          >
            <option value="">{t('Off: add items by hand')}</option>
            {queries.map(([name]) => (
              <option key={name} value={name}>
                {t(label(name))}
              </option>
            ))}
          </SelectField>
        </div>
        {autoUpdate && (
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField label={t('Items kept')} type="number" min={1} max={500} {...field('limit')} />
            <TextField label={t('Genre')} placeholder="Drama" {...field('genre')} />
            <TextField label={t('Keyword')} {...field('keyword')} />
            <TextField label={t('Country code')} placeholder="us" {...field('country')} />
            <TextField label={t('Language code')} placeholder="en" {...field('language')} />
            <TextField label={t('Year')} type="number" {...field('year')} />
          </div>
        )}
        {channel ? (
          channel.content_type === contentType && !!channel.auto_update === !!autoUpdate ? (
            <ChannelContent channel={channel} items={items} total={total} />
          ) : (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
              {t('Save the channel to edit its new content.')}
            </p>
          )
        ) : (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
            {t('Create the channel first, then add its items here.')}
          </p>
        )}
      </FormSection>

      <FormSection title={t('Display')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField label={t('Layout')} options={channelLayouts.map((v) => ({ value: v, label: t(label(v)) }))} {...field('layout')} />
          {(
            [
              ['perPage', t('Items per page'), 100, t('On the channel’s own page.')],
              ['nestedLimit', t('Items in a row'), 50, t('When shown inside another channel.')],
            ] as const
          ).map(([name, label, max, description]) => (
            <TextField key={name} label={label} type="number" min={1} max={max} description={description} {...field(name)} />
          ))}
        </div>
        <SelectField
          label={t('Restriction')}
          description={t('Lets the page be narrowed by a URL segment, e.g. /channel/movies/drama.')}
          {...field('restriction')}
        >
          <option value="">{t('None')}</option>
          {channelRestrictions.map((r) => (
            <option key={r} value={r}>
              {t(label(r))}
            </option>
          ))}
        </SelectField>
        <Checkbox label={t('Hide the title')} {...register('hide_title')} />
      </FormSection>

      <FormSection title={t('SEO')}>
        <TextField label={t('SEO title')} {...field('seo_title')} />
        <TextArea label={t('SEO description')} rows={2} {...field('seo_description')} />
      </FormSection>
    </EditorForm>
  );
}

/** The server's 422 paths (name, config.filters.year, auto_update) onto the form's fields. */
function placeServerErrors(form: UseFormReturn<ChannelFormValues>, err: unknown) {
  if (!isHttpError(err) || err.status !== 422 || !Object.keys(err.fieldErrors).length) return showHttpError(err);
  const known = Object.keys(form.getValues());
  const placed = Object.entries(err.fieldErrors).filter(([path]) => known.includes(fieldOf(path)));
  if (!placed.length) return showHttpError(err);
  placed.forEach(([path, messages], i) =>
    form.setError(fieldOf(path) as keyof ChannelFormValues, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 }),
  );
}
