import { Image as ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonText } from '../../ui/skeleton';
import { titleLink } from '../../ui/catalogue/links';
import { pageFrame } from '../../ui/catalogue/section';
import type { TitleDetail } from '../../api/title-types';
import { useTitle, useTitleCredits } from '../../api/titles';
import { CreditGroups } from './credits';
import { ImageGallery } from './image-gallery';
import { QueryPage } from '../../ui/page-state';
import { SubHeader } from './sub-header';
import { VideosOrEmpty } from './video-list';

// titles/{id}/{slug}/images, /videos and /full-credits.

/** A title's sub-page: the title's header with a way back, then the page's own content. */
function TitleSubPage({ testId, heading, children }: { testId: string; heading: string; children: (title: TitleDetail) => ReactNode }) {
  const { titleId } = useParams<{ titleId: string }>();
  return (
    <QueryPage query={useTitle(titleId)}>
      {({ title }) => (
        <div data-testid={testId}>
          <SubHeader title={title} heading={heading} back={titleLink(title)} backLabel={title.name} />
          <div className={`${pageFrame} py-8`}>{children(title)}</div>
        </div>
      )}
    </QueryPage>
  );
}

export function TitleImagesPage() {
  const t = useTrans();
  return (
    <TitleSubPage testId="title-images-page" heading={t('Images')}>
      {(title) =>
        title.images.length ? (
          <ImageGallery images={title.images} name={title.name} />
        ) : (
          <EmptyState
            icon={<ImageIcon />}
            title={t('No images yet')}
            message={t('Posters and backdrops of this title appear here once they are added.')}
          />
        )
      }
    </TitleSubPage>
  );
}

export function TitleVideosPage() {
  const t = useTrans();
  return (
    <TitleSubPage testId="title-videos-page" heading={t('Videos')}>
      {(title) => (
        <VideosOrEmpty
          videos={title.videos}
          empty={t('Trailers, clips and full episodes of this title appear here once they are added.')}
        />
      )}
    </TitleSubPage>
  );
}

export function TitleCreditsPage() {
  const t = useTrans();
  const { titleId } = useParams<{ titleId: string }>();
  const credits = useTitleCredits(titleId);
  return (
    <TitleSubPage testId="title-credits-page" heading={t('Full cast & crew')}>
      {() => (credits.data ? <CreditGroups groups={credits.data.credits} /> : <SkeletonText lines={8} className="max-w-xl" />)}
    </TitleSubPage>
  );
}
