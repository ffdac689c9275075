import { useState } from 'react';
import { showHttpError } from '../../../api/errors';
import { http } from '../../../api/http';
import { openSocialPopup, SOCIAL_LABELS, SOCIAL_SERVICES, type SocialService, socialPopupUrl } from '../../../api/social-popup';
import { readBootstrapData } from '../../../shell/auth-actions';
import { applyBootstrapData, useBootstrap } from '../../../shell/bootstrap';
import type { PublicSettings } from '../../../shell/bootstrap-types';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { SocialIcon } from '../../../ui/social-icons';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, refreshAccountUser } from '../api';
import { Panel } from '../panel';

const SOCIAL_ERROR = 'An error occurred. Please try again later';

export function enabledServices(settings: PublicSettings): SocialService[] {
  const social = (settings.social ?? {}) as Record<string, { enable?: boolean } | undefined>;
  return SOCIAL_SERVICES.filter((s) => !!social[s]?.enable);
}

/** Connect or disconnect each enabled provider (hidden by the page when none is enabled). */
export function SocialLoginPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const { settings, base_url } = useBootstrap();
  const [busy, setBusy] = useState<SocialService | null>(null);
  const profiles = user.social_profiles ?? [];

  const connect = async (service: SocialService) => {
    setBusy(service);
    try {
      const result = await openSocialPopup(socialPopupUrl(service, 'connect'), base_url || location.origin);
      if (!result) return;
      if (result.status === 'SUCCESS' || result.status === 'ALREADY_LOGGED_IN') {
        const data = readBootstrapData(result.callbackData.bootstrapData);
        if (data) applyBootstrapData(data);
        await refreshAccountUser();
        toast.positive(result.callbackData.message || t('Enabled :service account', { service: SOCIAL_LABELS[service] }));
      } else toast.danger(result.callbackData.errorMessage || t(SOCIAL_ERROR));
    } finally {
      setBusy(null);
    }
  };

  const disconnect = async (service: SocialService) => {
    setBusy(service);
    try {
      const res = await http.post<{ message?: string }>(`secure/auth/social/${service}/disconnect`, { service });
      await refreshAccountUser();
      toast.positive(res?.message || t('Disabled :service account', { service: SOCIAL_LABELS[service] }));
    } catch (err) {
      showHttpError(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel
      id="social-login"
      title={t('Social login')}
      description={t('Enable or disable connected social services. These allow you to sign in with one click.')}
    >
      <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        {enabledServices(settings).map((service) => {
          const profile = profiles.find((p) => p.service_name === service);
          return (
            <li key={service} className="flex items-center gap-4 px-4 py-3.5" data-testid={`social-${service}`}>
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-fg/6">
                <SocialIcon service={service} size={20} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-fg">{t(':service account', { service: SOCIAL_LABELS[service] })}</p>
                <p className="truncate text-xs text-muted">{profile ? profile.username || t('Connected') : t('Not connected')}</p>
              </div>
              {profile ? (
                <Button variant="outline" size="sm" loading={busy === service} disabled={busy !== null} onClick={() => disconnect(service)}>
                  {t('Disable')}
                </Button>
              ) : (
                <Button variant="secondary" size="sm" loading={busy === service} disabled={busy !== null} onClick={() => connect(service)}>
                  {t('Enable')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs leading-5 text-muted">
        {t("If you disable social logins, you'll still be able to log in using your email and password.")}
      </p>
    </Panel>
  );
}
