import type { Config } from '../../config';
import { AppError, notFound } from '../../http/errors';
import type { SettingsStore } from '../operations/settings/settings.store';

export interface ProviderConfig {
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  paypal: { clientId: string; secret: string; webhookId: string; baseUrl: string } | null;
}

type Settings = Pick<SettingsStore, 'get'>;
const pick = (settings: Settings, name: string, fallback: string | undefined) => settings.get<string>(name) || fallback || '';

/** Provider keys: the admin settings first, then the environment (config.ts). */
export function providerConfig(settings: Settings, config: Config): ProviderConfig {
  const secretKey = pick(settings, 'billing.stripe.secret_key', config.STRIPE_SECRET_KEY);
  const clientId = pick(settings, 'billing.paypal.client_id', config.PAYPAL_CLIENT_ID);
  const paypalSecret = pick(settings, 'billing.paypal.secret', config.PAYPAL_SECRET);
  const mode = settings.get<string>('billing.paypal.mode') || config.PAYPAL_MODE;
  return {
    stripe: secretKey
      ? {
          secretKey,
          publishableKey: pick(settings, 'billing.stripe.publishable_key', config.STRIPE_PUBLISHABLE_KEY),
          webhookSecret: pick(settings, 'billing.stripe.webhook_secret', config.STRIPE_WEBHOOK_SECRET),
        }
      : null,
    paypal:
      clientId && paypalSecret
        ? {
            clientId,
            secret: paypalSecret,
            webhookId: pick(settings, 'billing.paypal.webhook_id', config.PAYPAL_WEBHOOK_ID),
            baseUrl: mode === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com',
          }
        : null,
  };
}

/** Every billing route but admin plan CRUD answers 404 while billing is off (spec: billing.enable). */
export function assertBillingEnabled(settings: Settings) {
  if (!settings.get<boolean>('billing.enable')) throw notFound();
}

export function requireStripe(settings: Settings, config: Config) {
  const stripe = providerConfig(settings, config).stripe;
  if (!stripe) throw new AppError(422, 'Stripe is not configured.');
  return stripe;
}

export function requirePaypal(settings: Settings, config: Config) {
  const paypal = providerConfig(settings, config).paypal;
  if (!paypal) throw new AppError(422, 'PayPal is not configured.');
  return paypal;
}
