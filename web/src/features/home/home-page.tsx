import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Redirect } from 'wouter';
import { http } from '../../api';
import { useBootstrap } from '../../shell/bootstrap';
import { RouteErrorPage } from '../../shell/screens/not-found';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { itemsOf } from '../../ui/catalogue/channel-items';
import { ChannelRow } from '../../ui/catalogue/channel-row';
import { CardSkeletons } from '../../ui/catalogue/grid';
import { HeroSkeleton } from '../../ui/catalogue/hero-slider';
import { pageFrame } from '../../ui/catalogue/section';
import type { ChannelItem, ChannelJson, Pagination } from '../../ui/catalogue/types';
import { EmptyCatalogue } from './empty-catalogue';

/**
 * The home page. settings homepage.type may send visitors to the landing, login or register page;
 * the default shows the rows of the channel named by homepage.value (the seeded 'home').
 */
export default function HomePage() {
  const { settings, user } = useBootstrap();
  const homepage = (settings.homepage ?? {}) as { type?: string; value?: string };
  const slug = homepage.type === 'channel' || !homepage.type ? homepage.value || 'home' : null;
  const query = useQuery({
    queryKey: ['channel', slug ?? 'home', null],
    queryFn: () => http.get<{ channel: ChannelJson & { items: Pagination<ChannelItem> } }>(`channel/${encodeURIComponent(slug ?? 'home')}`),
    enabled: !!slug,
    meta: { silent: true },
  });
  if (homepage.type === 'landing') return <Redirect to="/landing" replace />;
  if (!user && (homepage.type === 'login' || homepage.type === 'register')) return <Redirect to={`/${homepage.type}`} replace />;
  if (query.isPending) return <HomeSkeleton />;
  if (query.isError) return (query.error as { status?: number }).status === 404 ? <EmptyCatalogue /> : <RouteErrorPage />;
  const home = query.data.channel;
  const rows = itemsOf(home);
  const nested = rows.filter((r): r is ChannelJson & { model_type: 'channel' } => r.model_type === 'channel' && itemsOf(r).length > 0);
  if (home.content_type === 'channels' ? !nested.length : !rows.length) return <EmptyCatalogue />;
  const startsWithHero = nested[0]?.layout === 'hero';
  return (
    <div data-testid="home-page" className="pb-16">
      <h1 className="sr-only">{settings.branding?.site_name || 'Marquee'}</h1>
      {!startsWithHero && <AdSlot slot="general_top" className="mt-6 px-4" />}
      <div className={`flex flex-col gap-10 md:gap-14 ${startsWithHero ? '' : 'pt-8'}`}>
        {home.content_type === 'channels' ? (
          nested.map((row, i) => (
            <Fragment key={row.id}>
              <ChannelRow channel={row} index={i} />
              {/* the top ad goes under the hero rather than above it */}
              {i === 0 && startsWithHero && <AdSlot slot="general_top" className="px-4" />}
            </Fragment>
          ))
        ) : (
          <ChannelRow channel={home} index={0} />
        )}
      </div>
      <AdSlot slot="general_bottom" className="mt-12 px-4" />
    </div>
  );
}

function HomeSkeleton() {
  return (
    <div aria-busy className="pb-16">
      <HeroSkeleton />
      <div className={`${pageFrame} mt-10 flex flex-col gap-12`}>
        {[0, 1].map((i) => (
          <div key={i}>
            <div className="skeleton mb-4 h-6 w-48 rounded-theme" />
            <CardSkeletons count={8} row />
          </div>
        ))}
      </div>
    </div>
  );
}
