import { Clapperboard, Film, Sparkles, Tv } from 'lucide-react';
import { useBootstrap, useSiteName } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { hasPermission } from '../../../../src/shared/access';
import { ButtonLink } from '../../ui/button';

/** The home page of a site with no titles or channels yet. */
export function EmptyCatalogue() {
  const t = useTrans();
  const { settings, user } = useBootstrap();
  const siteName = useSiteName();
  const canManage = hasPermission(user, 'admin.access');
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(1100px_520px_at_12%_-10%,rgb(var(--mq-primary)/0.22),transparent_62%),radial-gradient(900px_520px_at_100%_0%,rgb(var(--mq-accent)/0.2),transparent_60%)]"
      />
      <section className="mx-auto max-w-[1680px] px-4 pb-14 pt-14 md:px-8 md:pb-20 md:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/60 px-3 py-1 text-xs font-medium text-muted backdrop-blur">
          <Sparkles size={14} className="text-primary" aria-hidden />
          {t('Movies and TV, all in one place')}
        </p>
        <h1 className="mt-5 max-w-3xl text-balance text-4xl font-extrabold tracking-tight sm:text-5xl md:text-6xl" data-testid="site-name">
          {siteName}
        </h1>
        {settings.branding?.site_description && (
          <p className="mt-4 max-w-2xl text-pretty text-base leading-7 text-muted md:text-lg">{settings.branding.site_description}</p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/search" size="lg">
            {t('Explore the catalogue')}
          </ButtonLink>
          {canManage ? (
            <ButtonLink to="/admin/titles" size="lg" variant="secondary">
              {t('Add titles')}
            </ButtonLink>
          ) : (
            !user && (
              <ButtonLink to="/register" size="lg" variant="secondary">
                {t('Create an account')}
              </ButtonLink>
            )
          )}
        </div>
      </section>
      <section aria-labelledby="home-empty" className="mx-auto max-w-[1680px] px-4 pb-20 md:px-8">
        <div className="grid grid-cols-3 gap-3 opacity-80 sm:grid-cols-4 md:gap-4 lg:grid-cols-6" aria-hidden>
          {[Film, Tv, Clapperboard, Film, Tv, Clapperboard].map((Icon, i) => (
            <div
              key={i}
              className={`aspect-[2/3] rounded-theme border border-line/70 bg-gradient-to-b from-raised to-surface ${i > 2 ? 'hidden' : 'grid'} ${i === 3 ? 'sm:grid' : ''} ${i > 3 ? 'lg:grid' : ''} place-items-center text-muted/40`}
            >
              <Icon size={36} strokeWidth={1.25} />
            </div>
          ))}
        </div>
        <div className="mt-8 text-center">
          <h2 id="home-empty" className="text-xl font-semibold tracking-tight">
            {t('The catalogue is empty')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-muted">
            {t('Titles, people and channels appear here as soon as they are added.')}
          </p>
        </div>
      </section>
    </div>
  );
}
