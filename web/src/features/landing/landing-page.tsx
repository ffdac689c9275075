import { useEffect } from 'react';
import { Link } from 'wouter';
import type { LandingAction, LandingConfig, LandingPrimaryFeature, LandingSecondaryFeature } from '../../../../src/shared/settings/landing';
import { useSiteName } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { buttonClass } from '../../ui/button';
import { FeatureArt, PosterWall } from './landing-art';
import { LandingFooter, LandingNavbar } from './landing-chrome';
import { safeHref, useLandingConfig } from '../../ui/landing/landing-config';
import { landingIconComponents } from '../../ui/landing/landing-icons';

/** The public landing page (spec section 2): hero, primary and secondary features, footer. */
export default function LandingPage() {
  const config = useLandingConfig();
  const siteName = useSiteName();
  useEffect(() => {
    document.title = config.headline ? `${config.headline} - ${siteName}` : siteName;
  }, [config.headline, siteName]);
  return (
    <div className="flex min-h-dvh flex-col bg-background text-fg" data-testid="landing-page">
      <LandingNavbar />
      <main id="main" className="flex-1">
        <Hero config={config} />
        {config.primary_features.length > 0 && <PrimaryFeatures features={config.primary_features} />}
        {config.secondary_features.length > 0 && <SecondaryFeatures features={config.secondary_features} />}
      </main>
      <LandingFooter />
    </div>
  );
}

function Hero({ config }: { config: LandingConfig }) {
  const image = safeHref(config.background_image);
  return (
    <section className="relative isolate flex min-h-[88svh] items-center overflow-hidden pt-16 md:min-h-[92svh]" data-testid="landing-hero">
      {image ? (
        <img src={image} alt="" className="absolute inset-0 -z-20 size-full object-cover" data-testid="landing-hero-image" />
      ) : (
        <div className="absolute inset-0 -z-20">
          <PosterWall />
        </div>
      )}
      {/* the scrim: dark enough behind the text, fading into the page at the bottom */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(0,0,0,0.35)_0%,rgba(0,0,0,0.75)_70%)]"
      />
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b from-black/70 to-transparent" />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-2/5 bg-gradient-to-t from-background via-background/70 to-transparent"
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-5 py-20 text-center text-white md:py-28">
        <h1
          className="text-balance text-4xl font-extrabold leading-[1.08] tracking-tight drop-shadow-[0_2px_24px_rgba(0,0,0,0.5)] sm:text-5xl md:text-6xl lg:text-7xl"
          data-testid="landing-headline"
        >
          {config.headline}
        </h1>
        {config.subheadline && (
          <p
            className="mt-5 max-w-2xl text-pretty text-base leading-relaxed text-white/85 md:mt-6 md:text-xl"
            data-testid="landing-subheadline"
          >
            {config.subheadline}
          </p>
        )}
        {config.actions.length > 0 && (
          <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center md:mt-10">
            {config.actions.map((action) => (
              <ActionButton key={action.id} action={action} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function ActionButton({ action }: { action: LandingAction }) {
  const t = useTrans();
  const style =
    action.type === 'primary'
      ? buttonClass('primary', 'lg', 'min-w-44 shadow-lg shadow-primary/30')
      : buttonClass('ghost', 'lg', 'min-w-44 border border-white/30 bg-white/10 text-white backdrop-blur-md hover:bg-white/20');
  const href = safeHref(action.action);
  const label = t(action.label);
  if (!href)
    return (
      <span className={style} data-testid="landing-action">
        {label}
      </span>
    );
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={style} data-testid="landing-action">
        {label}
      </a>
    );
  }
  return (
    <Link to={href} className={style} data-testid="landing-action">
      {label}
    </Link>
  );
}

function PrimaryFeatures({ features }: { features: LandingPrimaryFeature[] }) {
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-20 px-5 py-16 md:gap-28 md:px-8 md:py-24">
      {features.map((feature, index) => {
        const image = safeHref(feature.image);
        return (
          <article key={feature.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-16" data-testid="landing-primary-feature">
            <div className={index % 2 ? 'md:order-2' : ''}>
              {image ? (
                <img
                  src={image}
                  alt=""
                  loading="lazy"
                  className="aspect-[16/10] w-full rounded-xl border border-line object-cover shadow-2xl shadow-black/30"
                />
              ) : (
                <FeatureArt index={index} />
              )}
            </div>
            <div className={`flex flex-col gap-4 ${index % 2 ? 'md:order-1' : ''}`}>
              <span aria-hidden className="h-1 w-12 rounded-full bg-primary" />
              <h2 className="text-balance text-2xl font-bold tracking-tight md:text-4xl">{feature.title}</h2>
              {feature.description && <p className="text-pretty text-base leading-relaxed text-muted md:text-lg">{feature.description}</p>}
            </div>
          </article>
        );
      })}
    </section>
  );
}

function SecondaryFeatures({ features }: { features: LandingSecondaryFeature[] }) {
  return (
    <section className="border-t border-line/60 bg-surface/50">
      <ul className="mx-auto grid max-w-7xl gap-4 px-5 py-16 sm:grid-cols-2 md:px-8 md:py-24 lg:grid-cols-3 lg:gap-6">
        {features.map((feature) => {
          const Icon = landingIconComponents[feature.icon];
          return (
            <li
              key={feature.id}
              className="flex flex-col gap-3 rounded-2xl border border-line/70 bg-background/60 p-6 transition-colors duration-200 hover:border-primary/40"
              data-testid="landing-secondary-feature"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary/12 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              {feature.description && <p className="text-sm leading-relaxed text-muted">{feature.description}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
