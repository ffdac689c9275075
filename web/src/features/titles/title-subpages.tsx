import { Film, Image as ImageIcon } from 'lucide-react';
import { useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonText } from '../../ui/skeleton';
import { titleLink } from '../../ui/catalogue/links';
import { pageFrame } from '../../ui/catalogue/section';
import { useTitle, useTitleCredits } from '../../api/titles';
import { CreditGroups } from './credits';
import { ImageGallery } from './image-gallery';
import { QueryPage } from '../../ui/page-state';
import { SubHeader } from './sub-header';
import { VideoList } from './video-list';

// titles/{id}/{slug}/images, /videos and /full-credits.

export function TitleImagesPage() {
  const t = useTrans();
  const { titleId } = useParams<{ titleId: string }>();
  return (
    <QueryPage query={useTitle(titleId)}>
      {({ title }) => (
        <div data-testid="title-images-page">
          <SubHeader title={title} heading={t('Images')} back={titleLink(title)} backLabel={title.name} />
          <div className={`${pageFrame} py-8`}>
            {title.images.length ? (
              <ImageGallery images={title.images} name={title.name} />
            ) : (
              <EmptyState
                icon={<ImageIcon />}
                title={t('No images yet')}
                message={t('Posters and backdrops of this title appear here once they are added.')}
              />
            )}
          </div>
        </div>
      )}
    </QueryPage>
  );
}

export function TitleVideosPage() {
  const t = useTrans();
  const { titleId } = useParams<{ titleId: string }>();
  return (
    <QueryPage query={useTitle(titleId)}>
      {({ title }) => (
        <div data-testid="title-videos-page">
          <SubHeader title={title} heading={t('Videos')} back={titleLink(title)} backLabel={title.name} />
          <div className={`${pageFrame} py-8`}>
            {title.videos?.length ? (
              <VideoList videos={title.videos} />
            ) : (
              <EmptyState
                icon={<Film />}
                title={t('No videos yet')}
                message={t('Trailers, clips and full episodes of this title appear here once they are added.')}
              />
            )}
          </div>
        </div>
      )}
    </QueryPage>
  );
}

export function TitleCreditsPage() {
  const t = useTrans();
  const { titleId } = useParams<{ titleId: string }>();
  const credits = useTitleCredits(titleId);
  return (
    <QueryPage query={useTitle(titleId)}>
      {({ title }) => (
        <div data-testid="title-credits-page">
          <SubHeader title={title} heading={t('Full cast & crew')} back={titleLink(title)} backLabel={title.name} />
          <div className={`${pageFrame} py-8`}>
            {credits.data ? <CreditGroups groups={credits.data.credits} /> : <SkeletonText lines={8} className="max-w-xl" />}
          </div>
        </div>
      )}
    </QueryPage>
  );
}
