import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { seoKindLabels, seoKinds, unknownPlaceholders } from '../../../../src/shared/appearance.schemas';
import type { SeoKind } from '../../../../src/shared/seo.settings';
import { fillTemplate } from '../../../../src/shared/seo.templates';
import { useTrans } from '../../shell/i18n';
import { TextArea, TextField } from '../../ui/field';
import { useAppearanceDraft } from './editor-draft';
import { EditorHeader, EditorShell } from './editor-kit';

/** Made-up values to show what a template gives. */
const sample: Record<string, string> = {
  TITLE_NAME: 'The Long Night',
  TITLE_YEAR: '2024',
  TITLE_TYPE: 'Movie',
  TITLE_DESCRIPTION: 'A lighthouse keeper waits out a storm.',
  TITLE_TAGLINE: 'Hold the light.',
  TITLE_GENRES: 'Drama, Thriller',
  SEASON_NUMBER: '2',
  SEASON_NAME: 'Season 2',
  SEASON_DESCRIPTION: 'The storm returns.',
  EPISODE_NUMBER: '5',
  EPISODE_NAME: 'Low Tide',
  EPISODE_DESCRIPTION: 'The keeper finds a boat.',
  VIDEO_NAME: 'Official trailer',
  PERSON_NAME: 'Ada Moreno',
  PERSON_KNOWN_FOR: 'Acting',
  PERSON_BIOGRAPHY: 'Ada Moreno is a stage and screen actor.',
  ARTICLE_TITLE: 'Festival line-up announced',
  ARTICLE_BODY: 'Forty films will screen this autumn.',
  ARTICLE_SOURCE: 'Marquee News',
  CHANNEL_NAME: 'Trending',
  CHANNEL_DESCRIPTION: 'What everyone is watching.',
  RESTRICTION: 'Drama',
};

/** SEO: the title and description templates of each page kind, with the placeholders it knows. */
export default function SeoPanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  const [open, setOpen] = useState<SeoKind | null>('title');
  const values = {
    ...sample,
    SITE_NAME: draft.value<string>('branding.site_name') ?? '',
    SITE_DESCRIPTION: draft.value<string>('branding.site_description') ?? '',
  };
  return (
    <EditorShell draft={draft} section="seo." testId="appearance-seo-panel">
      <EditorHeader
        title={t('SEO')}
        description={t('Titles and descriptions of pages in search results and link previews. Write placeholders like {{SITE_NAME}}.')}
      />
      <ul className="flex flex-col gap-2 px-4">
        {seoKinds.map((kind) => {
          const titleName = `seo.${kind}.title`;
          const descName = `seo.${kind}.description`;
          const title = draft.value<string>(titleName) ?? '';
          const description = draft.value<string>(descName) ?? '';
          const placeholders = draft.data?.seo_placeholders[kind] ?? [];
          const hasError = !!(draft.errors[titleName] || draft.errors[descName]);
          const expanded = open === kind || hasError;
          // unknown placeholders are flagged as typed; the server refuses them too
          const hint = (template: string) => {
            const unknown = unknownPlaceholders(kind, template);
            return unknown.length ? t('Unknown placeholder: :names', { names: unknown.map((u) => `{{${u}}}`).join(', ') }) : undefined;
          };
          return (
            <li key={kind} className="rounded-xl border border-line bg-background/50" data-testid={`seo-kind-${kind}`}>
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setOpen(open === kind ? null : kind)}
                className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-start text-sm font-medium hover:bg-fg/6"
              >
                <span className={hasError ? 'text-danger' : ''}>{t(seoKindLabels[kind])}</span>
                <ChevronDown size={16} aria-hidden className={`ms-auto text-muted transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
              {expanded && (
                <div className="flex flex-col gap-3 border-t border-line px-3 pt-3 pb-4">
                  <TextField
                    label={t('Title')}
                    value={title}
                    maxLength={1000}
                    error={draft.errors[titleName] ?? hint(title)}
                    onChange={(e) => draft.set(titleName, e.target.value)}
                  />
                  <TextArea
                    label={t('Description')}
                    rows={3}
                    value={description}
                    error={draft.errors[descName] ?? hint(description)}
                    onChange={(e) => draft.set(descName, e.target.value)}
                  />
                  <div className="flex flex-col gap-1.5">
                    <p className="text-xs font-medium text-muted">{t('Placeholders')}</p>
                    <ul className="flex flex-wrap gap-1" aria-label={t('Placeholders')}>
                      {placeholders.map((p) => (
                        <li key={p}>
                          <button
                            type="button"
                            title={t('Add to the title')}
                            onClick={() => draft.set(titleName, `${title}{{${p}}}`)}
                            className="rounded-md bg-fg/8 px-1.5 py-0.5 font-mono text-[11px] hover:bg-primary/15"
                          >
                            {`{{${p}}}`}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="rounded-lg bg-fg/5 px-3 py-2 text-xs" data-testid={`seo-example-${kind}`}>
                    <p className="font-medium text-muted">{t('Example')}</p>
                    <p className="font-semibold text-primary">{fillTemplate(title, values) || values.SITE_NAME}</p>
                    <p className="line-clamp-2 text-muted">{fillTemplate(description, values)}</p>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </EditorShell>
  );
}
