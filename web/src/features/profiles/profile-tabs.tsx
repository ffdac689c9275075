import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { PersonCard, TitleCard } from '../../ui/catalogue/cards';
import type { PersonSummary, TitleSummary } from '../../ui/catalogue/types';
import type { Comment, Review, UserSummary } from '../../api/community';
import { profileLink } from '../../ui/community/reviews-section';
import type { ListInfo } from '../../api/lists';
import { ListTiles } from '../../ui/catalogue/list-tiles';
import { fetchProfileTab, profileKeys } from './api';
import { CardList } from '../../ui/card-list';

interface RatingRow {
  id: number;
  rating: number;
  rateable_type: string;
  item: (TitleSummary & { title?: TitleSummary }) | null;
}

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-theme border border-dashed border-line p-8 text-center text-sm text-muted">{text}</p>
);

const cardGrid = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

function TabBody({ tab, rows, empty }: { tab: string; rows: unknown[]; empty?: string }) {
  const t = useTrans();
  if (!rows.length) return <Empty text={empty ?? t('Nothing to show here yet.')} />;
  switch (tab) {
    case 'following-title':
      return (
        <CardList items={rows as TitleSummary[]} className={cardGrid} itemClassName="min-w-0">
          {(title) => <TitleCard title={title} />}
        </CardList>
      );
    case 'following-person':
      return (
        <CardList items={rows as PersonSummary[]} className={cardGrid} itemClassName="min-w-0">
          {(person) => <PersonCard person={person} />}
        </CardList>
      );
    case 'lists':
      return <ListTiles lists={rows as ListInfo[]} loading={false} empty="" />;
    case 'ratings':
      return (
        <ul className={cardGrid}>
          {(rows as RatingRow[]).map((r) => (
            <li key={r.id} className="min-w-0">
              {r.item && r.rateable_type === 'title' ? <TitleCard title={r.item} /> : <span className="text-sm">{r.item?.name}</span>}
              <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                <Star className="size-3.5 fill-current" aria-hidden />
                {r.rating}/10
              </span>
            </li>
          ))}
        </ul>
      );
    case 'reviews':
      return (
        <ul className="flex flex-col gap-4">
          {(rows as (Review & { reviewable_type: string; reviewable_id: number })[]).map((r) => (
            <li key={r.id} className="rounded-theme border border-line/60 bg-surface/50 p-4" data-testid="profile-review">
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                <Star className="size-3.5 fill-current" aria-hidden />
                {r.rating}/10
              </span>
              {r.title && <h3 className="mt-2 font-bold">{r.title}</h3>}
              <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-sm text-fg/90">
                {r.has_spoilers ? t('This review contains spoilers.') : r.body}
              </p>
            </li>
          ))}
        </ul>
      );
    case 'comments':
      return (
        <ul className="flex flex-col divide-y divide-line/50">
          {(rows as Comment[]).map((c) => (
            <li key={c.id} className="py-3">
              <span className="text-xs text-muted">{relativeTime(c.created_at)}</span>
              {/* content_html is the server's escaped, linkified copy of the plain text */}
              <div
                className="mt-1 whitespace-pre-line break-words text-sm [&_a]:text-primary [&_a]:underline"
                data-testid="profile-comment"
                dangerouslySetInnerHTML={{ __html: c.content_html }}
              />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {(rows as UserSummary[]).map((u) => (
            <li key={u.id}>
              <Link
                to={profileLink(u)}
                className="flex items-center gap-3 rounded-theme border border-line/60 bg-surface/50 p-3 font-semibold hover:border-primary"
                data-testid="profile-user"
              >
                <Avatar label={u.name} src={u.avatar} size={40} />
                {u.name}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

type TabPage = Awaited<ReturnType<typeof fetchProfileTab<unknown>>>;

/**
 * One paginated tab of a profile (`user-profile/{id}/{tab}`), or another paginated call given as
 * `source` (the followed series and people), shown as `tab` says.
 */
export function ProfileTab({
  userId,
  tab,
  source,
  empty,
}: {
  userId: number;
  tab: string;
  source?: { key: readonly unknown[]; fetch: (page: number) => Promise<TabPage> };
  empty?: string;
}) {
  const t = useTrans();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: source ? [...source.key, page] : profileKeys.tab(userId, tab, page),
    queryFn: () => (source ? source.fetch(page) : fetchProfileTab<unknown>(userId, tab, page)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  if (q.isPending) return <Skeleton className="h-40" />;
  if (q.isError) return <Empty text={t('This section is private.')} />;
  const p = q.data.pagination;
  return (
    <div data-testid={`profile-tab-${tab}`}>
      <TabBody tab={tab} rows={p.data} empty={empty} />
      {p.last_page > 1 && (
        <div className="mt-6 flex items-center justify-center gap-3 text-sm">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('Previous')}
          </Button>
          <span className="text-muted">{t(':page of :last', { page, last: p.last_page })}</span>
          <Button variant="ghost" size="sm" disabled={page >= p.last_page} onClick={() => setPage(page + 1)}>
            {t('Next')}
          </Button>
        </div>
      )}
    </div>
  );
}
