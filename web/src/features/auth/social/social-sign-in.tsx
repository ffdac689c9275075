import { useState } from 'react';
import { showHttpError } from '../../../api/errors';
import { http } from '../../../api/http';
import {
  openSocialPopup,
  SOCIAL_LABELS,
  SOCIAL_SERVICES,
  type SocialAuthResult,
  type SocialService,
  socialPopupUrl,
} from '../../../api/social-popup';
import { useBootstrap } from '../../../shell/bootstrap';
import type { BootstrapData, PublicSettings } from '../../../shell/bootstrap-types';
import { useTrans } from '../../../shell/i18n';
import { openDialog } from '../../../shell/modal-host';
import { SocialIcon } from '../../../ui/social-icons';
import { toast } from '../../../ui/toast-store';
import { useFinishSignIn } from '../api';
import { PasswordRequiredDialog } from './password-required-dialog';

export const SOCIAL_ERROR = 'An error occurred. Please try again later';

/** Providers whose social.<service>.enable setting is on. */
export function enabledSocialServices(settings: PublicSettings): SocialService[] {
  const social = (settings.social ?? {}) as Record<string, { enable?: boolean } | undefined>;
  return SOCIAL_SERVICES.filter((s) => !!social[s]?.enable);
}

interface SocialSignInProps {
  /** The account needs its second factor: show the challenge screen. */
  onTwoFactor: () => void;
}

/** The divider and provider buttons under the login and register forms (spec section 2). */
export function SocialSignIn({ onTwoFactor }: SocialSignInProps) {
  const t = useTrans();
  const { settings, base_url } = useBootstrap();
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState<SocialService | null>(null);
  const services = enabledSocialServices(settings);
  if (services.length === 0) return null;
  const compact = !!(settings.social as { compact_buttons?: boolean } | undefined)?.compact_buttons;

  const signedIn = (data: { bootstrapData?: unknown; two_factor?: boolean }) => {
    if (data.two_factor) onTwoFactor();
    else finishSignIn(data.bootstrapData);
  };

  const handle = async (result: SocialAuthResult | null, service: SocialService) => {
    if (!result) return;
    switch (result.status) {
      case 'SUCCESS':
        signedIn(result.callbackData);
        break;
      case 'ALREADY_LOGGED_IN':
        finishSignIn(await http.get<BootstrapData>('bootstrap-data').catch(() => null));
        break;
      case 'REQUEST_PASSWORD': {
        const data = await openDialog<{ bootstrapData?: unknown; two_factor?: boolean }>(
          (close) => <PasswordRequiredDialog service={SOCIAL_LABELS[service]} onDone={close} />,
          { size: 'sm', label: t('Password required') },
        );
        if (data) signedIn(data);
        break;
      }
      default:
        toast.danger(result.callbackData.errorMessage || t(SOCIAL_ERROR));
    }
  };

  const start = async (service: SocialService) => {
    setBusy(service);
    try {
      await handle(await openSocialPopup(socialPopupUrl(service, 'login'), base_url || settings.base_url || location.origin), service);
    } catch (err) {
      showHttpError(err, SOCIAL_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-7" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted" role="separator">
        <span className="h-px flex-1 bg-line" />
        <span className={compact ? 'normal-case tracking-normal' : ''}>{compact ? t('Or sign in with') : t('OR')}</span>
        <span className="h-px flex-1 bg-line" />
      </div>
      {compact ? (
        <div className="mt-5 flex justify-center gap-3">
          {services.map((s) => (
            <button
              key={s}
              type="button"
              aria-label={t('Continue with :service', { service: SOCIAL_LABELS[s] })}
              title={SOCIAL_LABELS[s]}
              disabled={busy !== null}
              onClick={() => start(s)}
              className="grid size-12 place-items-center rounded-full border border-line bg-background/40 text-fg transition hover:border-fg/30 hover:bg-fg/5 disabled:opacity-50"
            >
              <SocialIcon service={s} size={22} />
            </button>
          ))}
        </div>
      ) : (
        <div className="mt-5 flex flex-col gap-2.5">
          {services.map((s) => (
            <button
              key={s}
              type="button"
              disabled={busy !== null}
              onClick={() => start(s)}
              className="relative flex h-11 items-center justify-center gap-3 rounded-button border border-line bg-background/40 px-4 text-sm font-semibold text-fg transition hover:border-fg/30 hover:bg-fg/5 disabled:opacity-50"
            >
              <SocialIcon service={s} size={20} className="absolute start-4" />
              {t('Continue with :service', { service: SOCIAL_LABELS[s] })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
