import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'wouter';
import { http } from '../../api';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { Artwork } from '../../ui/catalogue/artwork';
import { TitleCard } from '../../ui/catalogue/cards';
import { formatDate } from '../../ui/catalogue/format';
import { Section } from '../../ui/catalogue/section';
import { CommentsThread } from '../../ui/community/comments-thread';
import type { TitleSummary } from '../../ui/catalogue/types';

interface Article {
  id: number;
  title: string;
  body: string;
  image: string | null;
  source: string | null;
  source_url: string | null;
  created_at: string;
  titles: TitleSummary[];
}

/** The article's cover: decorative (the heading names it), loaded first. */
const cover = {
  kind: 'backdrop',
  alt: '',
  sizes: '(min-width: 1024px) 1024px, 100vw',
  priority: true,
  className: 'shadow-2xl shadow-black/30',
} as const;

/** news/{articleId}: the article (body HTML is sanitized by the server on save) and its titles. */
export default function NewsPage() {
  const t = useTrans();
  const { articleId } = useParams<{ articleId: string }>();
  const query = useQuery({
    queryKey: ['news', articleId],
    queryFn: () => http.get<{ article: Article }>(`news/${encodeURIComponent(articleId)}`),
    meta: { silent: true },
  });
  if (query.isPending) {
    return (
      <div aria-busy className="mx-auto max-w-3xl px-4 py-10">
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="mt-6 aspect-video" />
        <SkeletonText lines={6} className="mt-8" />
      </div>
    );
  }
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  const a = query.data.article;
  return (
    <article className="pb-16" data-testid="news-page">
      <AdSlot slot="general_top" className="px-4 pt-4" />
      <header className="mx-auto max-w-3xl px-4 pt-8 md:pt-14">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-primary">{t('News')}</p>
        <h1 className="mt-3 text-balance text-3xl font-extrabold leading-tight tracking-tight md:text-5xl">{a.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <time dateTime={a.created_at}>{formatDate(a.created_at, 'long')}</time>
          {a.source &&
            (a.source_url ? (
              <a
                href={a.source_url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 font-medium text-fg hover:text-primary"
              >
                {a.source}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : (
              <span>{a.source}</span>
            ))}
        </p>
      </header>
      {a.image && (
        <div className="mx-auto mt-8 max-w-5xl px-4">
          <Artwork src={a.image} seed={a.title} {...cover} />
        </div>
      )}
      <div
        className="mx-auto mt-10 max-w-3xl px-4 text-pretty text-lg leading-8 text-fg/90 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:rounded-theme [&_li]:ms-6 [&_ol]:list-decimal [&_p]:mt-5 [&_ul]:list-disc"
        data-testid="news-body"
        dangerouslySetInnerHTML={{ __html: a.body }}
      />
      {a.titles.length > 0 && (
        <div className="mx-auto mt-14 max-w-5xl px-4">
          <Section id="article-titles" title={t('In this article')}>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-5">
              {a.titles.map((title) => (
                <li key={title.id}>
                  <TitleCard title={title} sizes="(min-width: 1024px) 200px, 45vw" />
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
      <div className="mx-auto mt-14 max-w-3xl px-4">
        <CommentsThread commentable={`news:${a.id}`} />
      </div>
      <AdSlot slot="general_bottom" className="mt-12 px-4" />
    </article>
  );
}
