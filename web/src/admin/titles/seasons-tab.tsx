import { useMutation } from '@tanstack/react-query';
import { ChevronRight, Layers, Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { http, showHttpError } from '../../api';
import { api } from '../../api/client';
import { pathTo, paths } from '../../paths';
import { useConfirmedRemove } from '../kit/confirmed-remove';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate } from '../../ui/catalogue/format';
import type { Season, TitleDetail } from '../../api/title-types';
import { useRefreshCatalogue } from './editor-api';
import { EmptyBox, RowList, Section } from '../kit/editor-shell';

/** A series' seasons with their episode counts; adding one opens its editor. */
export function SeasonsTab({ title }: { title: TitleDetail }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const refresh = useRefreshCatalogue();
  const seasonPath = (n: number) => pathTo(paths.adminSeasonEdit, { titleId: title.id, season: n });
  const add = useMutation({
    mutationFn: () => api.post('titles/{id}/seasons', { path: { id: title.id }, body: {} }),
    onSuccess: async ({ season }) => {
      toast(t('Season :number added', { number: season.number }));
      await refresh();
      navigate(seasonPath(season.number));
    },
    onError: (e) => showHttpError(e),
  });
  const confirmRemove = useConfirmedRemove<Season>({
    request: (s) => http.delete(`titles/${title.id}/seasons/${s.number}`),
    refresh,
    done: (s) => t(':name deleted', { name: s.name }),
    question: (s) => t('Delete :name?', { name: s.name }),
    body: t('Its episodes, credits and images are deleted too. This cannot be undone.'),
    confirmLabel: t('Delete'),
  });

  if (title.type !== 'series') {
    return (
      <EmptyBox
        icon={<Layers />}
        title={t('Movies have no seasons')}
        message={t('Change the type to series on the movie facts tab to add seasons.')}
      />
    );
  }
  const addButton = (
    <Button size="sm" onClick={() => add.mutate()} loading={add.isPending} data-testid="add-season">
      <Plus className="size-4" aria-hidden />
      {t('Add season')}
    </Button>
  );
  return (
    <Section title={t('Seasons')} actions={title.seasons.length > 0 ? addButton : undefined} testId="seasons-tab">
      <RowList
        rows={title.seasons}
        empty={{ icon: <Layers />, title: t('No seasons yet'), message: t('Add the first season, then its episodes.'), actions: addButton }}
        testId="season-list"
      >
        {(s) => (
          <li key={s.id} className="flex items-center gap-3 px-3 py-2.5 transition-colors hover:bg-fg/4">
            <Artwork
              src={s.poster ?? title.poster}
              kind="poster"
              seed={`${title.name} ${s.number}`}
              sizes="40px"
              className="w-10 shrink-0"
              rounded="rounded-md"
            />
            <Link to={seasonPath(s.number)} className="min-w-0 flex-1" data-testid="season-link">
              <p className="truncate text-sm font-semibold">{s.name}</p>
              <p className="truncate text-xs text-muted">
                {[t('[one] :count episode|[other] :count episodes', { count: s.episodes_count ?? 0 }), formatDate(s.release_date)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </Link>
            <DeleteIconButton label={t('Delete :name', { name: s.name })} onClick={() => void confirmRemove(s)} />
            <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
          </li>
        )}
      </RowList>
    </Section>
  );
}
