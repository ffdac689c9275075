import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Star, X } from 'lucide-react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { dateTimeFormat } from '../../shell/locale';
import { Artwork } from '../../ui/catalogue/artwork';
import { episodeCode } from '../../ui/catalogue/format';
import { titleLink } from '../../ui/catalogue/links';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { type DiaryEntry, diaryKey, fetchDiary, removeDiaryEntry } from './diary-api';

const monthOf = (iso: string) => iso.slice(0, 7);
const monthLabel = (month: string) =>
  dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const dayOf = (iso: string) => Number(iso.slice(8, 10));

/** The entries grouped by the month they were watched in, newest first (the API's order). */
function byMonth(entries: DiaryEntry[]) {
  const groups: { month: string; entries: DiaryEntry[] }[] = [];
  for (const e of entries) {
    const month = monthOf(e.watched_at);
    const last = groups.at(-1);
    if (last?.month === month) last.entries.push(e);
    else groups.push({ month, entries: [e] });
  }
  return groups;
}

function DiaryRow({ entry, own, onRemove }: { entry: DiaryEntry; own: boolean; onRemove: (id: number) => void }) {
  const t = useTrans();
  const ep = entry.episode;
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4" data-testid="diary-entry">
      <span className="w-8 shrink-0 text-center text-xl font-bold tabular-nums text-muted" aria-label={entry.watched_at.slice(0, 10)}>
        {dayOf(entry.watched_at)}
      </span>
      <Link to={titleLink(entry.title)} className="w-10 shrink-0 sm:w-12" tabIndex={-1} aria-hidden>
        <Artwork src={entry.title.poster} kind="poster" seed={entry.title.name} sizes="48px" rounded="rounded" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={titleLink(entry.title)} className="block truncate font-semibold hover:text-primary">
          {entry.title.name}
          {entry.title.year && <span className="ms-2 font-normal text-muted">{entry.title.year}</span>}
        </Link>
        {ep && ep.season_number != null && ep.episode_number != null && (
          <p className="truncate text-sm text-muted">
            {episodeCode(ep.season_number, ep.episode_number)}
            {ep.name ? ` · ${ep.name}` : ''}
          </p>
        )}
      </div>
      {entry.rewatch && <RefreshCw className="size-4 shrink-0 text-muted" aria-label={t('Rewatch')} />}
      {entry.rating != null && (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
          <Star className="size-3.5 fill-current" aria-hidden />
          {entry.rating}/10
        </span>
      )}
      {own && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Remove :name from your diary', { name: entry.title.name })}
          onClick={() => onRemove(entry.id)}
        >
          <X className="size-4" aria-hidden />
        </Button>
      )}
    </li>
  );
}

/** The profile's Diary tab: what the user watched, by month; the owner can remove entries. */
export function DiaryTab({ userId, own }: { userId: number; own: boolean }) {
  const t = useTrans();
  const qc = useQueryClient();
  const q = useInfiniteQuery({
    queryKey: diaryKey(userId),
    queryFn: ({ pageParam }) => fetchDiary(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.current_page < last.pagination.last_page ? last.pagination.current_page + 1 : undefined),
    meta: { silent: true },
  });
  if (q.isPending) return <Skeleton className="h-40" />;
  if (q.isError)
    return (
      <p className="rounded-theme border border-dashed border-line p-8 text-center text-sm text-muted">{t('This section is private.')}</p>
    );
  const entries = q.data.pages.flatMap((p) => p.pagination.data);
  if (!entries.length)
    return (
      <p className="rounded-theme border border-dashed border-line p-8 text-center text-sm text-muted">
        {own ? t('Titles you watch to the end, or mark as watched, appear here.') : t('Nothing to show here yet.')}
      </p>
    );
  const remove = (id: number) => removeDiaryEntry(id).then(() => qc.invalidateQueries({ queryKey: diaryKey(userId) }), showHttpError);
  return (
    <div data-testid="profile-tab-diary" className="max-w-3xl">
      {byMonth(entries).map((group) => (
        <section key={group.month} aria-labelledby={`diary-${group.month}`} className="mb-6">
          <h2
            id={`diary-${group.month}`}
            className="sticky top-navbar z-10 bg-background/90 py-2 text-sm font-semibold uppercase tracking-wide text-muted backdrop-blur"
          >
            {monthLabel(group.month)}
          </h2>
          <ul className="divide-y divide-line/50">
            {group.entries.map((e) => (
              <DiaryRow key={e.id} entry={e} own={own} onRemove={(id) => void remove(id)} />
            ))}
          </ul>
        </section>
      ))}
      {q.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {t('Show more')}
          </Button>
        </div>
      )}
    </div>
  );
}
