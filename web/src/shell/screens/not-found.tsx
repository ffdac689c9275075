import { ButtonLink } from '../../ui/button';
import { useTrans } from '../i18n';

/** Route error 404, texts exactly as in spec section 2. */
export function NotFoundPage() {
  const t = useTrans();
  return (
    <ErrorScreen
      code="404"
      title={t("Looks like you've found the doorway to the great nothing")}
      message={t('Sorry about that! Please visit our homepage to get where you need to go.')}
      action={
        <ButtonLink to="/" size="lg">
          {t('Take me there!')}
        </ButtonLink>
      }
    />
  );
}

/** Any other route error. */
export function RouteErrorPage() {
  const t = useTrans();
  return <ErrorScreen title={t('There was an issue loading this page')} message={t('Please try again later')} />;
}

function ErrorScreen({ code, title, message, action }: { code?: string; title: string; message: string; action?: React.ReactNode }) {
  return (
    <div className="relative isolate flex min-h-[calc(100dvh-var(--mq-navbar-height)-8rem)] items-center justify-center overflow-hidden px-6 py-20">
      <div aria-hidden className="scrim-hero absolute inset-0 -z-10" />
      {code && (
        <span
          aria-hidden
          className="pointer-events-none absolute -z-10 select-none text-[38vw] font-black leading-none tracking-tighter text-fg/[0.04] md:text-[22rem]"
        >
          {code}
        </span>
      )}
      <div className="flex max-w-xl flex-col items-center text-center">
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-4 text-pretty text-base leading-7 text-muted">{message}</p>
        {action && <div className="mt-8">{action}</div>}
      </div>
    </div>
  );
}
