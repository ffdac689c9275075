import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { pageFrame } from '../../ui/catalogue/section';
import { fetchLists, listKeys } from '../../api/lists';
import { ListTiles } from '../../ui/catalogue/list-tiles';

/** /lists: the signed-in user's lists (watchlist first), then everyone's public lists. */
export default function ListsPage() {
  const t = useTrans();
  const user = useCurrentUser();
  const mine = useQuery({
    queryKey: listKeys.directory({ userId: user?.id }),
    queryFn: () => fetchLists({ userId: user!.id, perPage: 100 }),
    enabled: !!user,
    meta: { silent: true },
  });
  const everyone = useQuery({ queryKey: listKeys.directory({}), queryFn: () => fetchLists({ perPage: 48 }), meta: { silent: true } });
  const own = [...(mine.data?.pagination.data ?? [])].sort((a, b) => Number(b.is_watchlist) - Number(a.is_watchlist));
  const others = (everyone.data?.pagination.data ?? []).filter((l) => l.user_id !== user?.id);
  return (
    <div className={`${pageFrame} flex flex-col gap-10 py-8 md:py-12`}>
      <section aria-labelledby="my-lists">
        <div className="mb-4 flex items-center gap-3">
          <h1 id="my-lists" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('Your lists')}
          </h1>
          <ButtonLink to="/lists/new" className="ms-auto" data-testid="new-list">
            <Plus className="size-4" aria-hidden />
            {t('New list')}
          </ButtonLink>
        </div>
        <ListTiles lists={own} loading={mine.isPending && !!user} empty={t('You have not created any lists yet.')} />
      </section>
      <section aria-labelledby="public-lists">
        <h2 id="public-lists" className="mb-4 text-xl font-bold tracking-tight">
          {t('Public lists')}
        </h2>
        <ListTiles lists={others} loading={everyone.isPending} empty={t('There are no public lists yet.')} />
      </section>
    </div>
  );
}
