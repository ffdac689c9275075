import { useParams } from 'wouter';
import { pathTo, paths, tabs } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { titleLink } from '../../ui/catalogue/links';
import type { TitleDetail } from '../../api/title-types';
import { useAdminTitle } from './api';
import { CommentsTab, ReviewsTab } from './community-tab';
import { CreditsTab } from './credits-tab';
import { EditorHeader, editorGate, EditorTabs } from '../kit/editor-shell';
import { ImagesTab } from './images-tab';
import { MovieFactsForm } from './movie-facts-form';
import { PrimaryFactsForm } from './primary-facts-form';
import { SeasonsTab } from './seasons-tab';
import { TagsTab } from './tags-tab';
import { VideosTab } from './videos-tab';

function TabBody({ tab, title }: { tab: string; title: TitleDetail }) {
  const scope = { titleId: title.id };
  switch (tab) {
    case 'primary-facts':
      return <PrimaryFactsForm key={`${title.id}:${title.updated_at}`} title={title} />;
    case 'movie-facts':
      return <MovieFactsForm key={`${title.id}:${title.updated_at}`} title={title} />;
    case 'reviews':
      return <ReviewsTab titleId={title.id} />;
    case 'comments':
      return <CommentsTab titleId={title.id} />;
    case 'images':
      return <ImagesTab title={title} />;
    case 'genres':
      return <TagsTab title={title} type="genre" />;
    case 'keywords':
      return <TagsTab title={title} type="keyword" />;
    case 'countries':
      return <TagsTab title={title} type="country" />;
    case 'cast':
      return <CreditsTab scope={scope} mode="cast" />;
    case 'crew':
      return <CreditsTab scope={scope} mode="crew" />;
    case 'videos':
      return <VideosTab scope={scope} />;
    default:
      return <SeasonsTab title={title} />;
  }
}

/** /admin/titles/{titleId}/edit/{tab}: the title's header, its tabs, and the active tab's editor. */
export default function AdminTitleEditPage() {
  const t = useTrans();
  const { titleId, tab = tabs.adminTitle[0] } = useParams<{ titleId: string; tab?: string }>();
  const query = useAdminTitle(titleId);
  const gate = editorGate((tabs.adminTitle as readonly string[]).includes(tab), query);
  if (gate) return gate;
  const title = query.data!.title;
  // a movie has no seasons tab
  const shown = title.type === 'series' ? tabs.adminTitle : tabs.adminTitle.filter((name) => name !== 'seasons');
  return (
    <div data-testid="admin-title-edit">
      <EditorHeader crumbs={[{ label: t('Titles'), to: paths.adminTitles }]} record={title} viewLink={titleLink(title)} />
      <EditorTabs
        label={t('Edit title')}
        tabs={shown}
        active={tab}
        href={(name) => pathTo(paths.adminTitleEdit, { titleId: title.id, tab: name })}
      />
      <TabBody tab={tab} title={title} />
    </div>
  );
}
