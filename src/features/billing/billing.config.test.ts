import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { providerConfig } from './billing.config';

const settingsOf = (values: Record<string, unknown>) => ({ get: <T>(name: string) => (values[name] ?? '') as T });

describe('provider configuration', () => {
  it('admin settings win over the environment, which fills the gaps', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_env',
      STRIPE_WEBHOOK_SECRET: 'whsec_env',
      PAYPAL_MODE: 'live',
      PAYPAL_CLIENT_ID: 'env-id',
      PAYPAL_SECRET: 'env-secret',
    });
    const p = providerConfig(settingsOf({ 'billing.stripe.secret_key': 'sk_settings' }), config);
    expect(p.stripe).toEqual({ secretKey: 'sk_settings', publishableKey: '', webhookSecret: 'whsec_env' });
    expect(p.paypal).toMatchObject({ clientId: 'env-id', secret: 'env-secret', baseUrl: 'https://api-m.paypal.com' });
    const sandbox = providerConfig(settingsOf({ 'billing.paypal.mode': 'sandbox' }), config);
    expect(sandbox.paypal!.baseUrl).toBe('https://api-m.sandbox.paypal.com');
  });

  it('no keys, no provider', () => {
    const p = providerConfig(settingsOf({}), loadConfig({ NODE_ENV: 'test' }));
    expect(p).toEqual({ stripe: null, paypal: null });
  });
});
