import { z } from 'zod';
import { defineSettings } from '../../shared/settings/define';
import { lazySchema } from '../../http/lazy-schema';

// Payment provider keys: write-only secrets in the admin settings; when empty, the matching
// environment variable (STRIPE_*, PAYPAL_*) applies (see billing.config.ts). A provider is offered
// when its keys are present; GET billing/providers tells the web which ones.
const key = lazySchema(() => z.string().trim().max(500));
export const billingSettings = defineSettings({
  'billing.stripe.publishable_key': { schema: key, default: '' },
  'billing.stripe.secret_key': { schema: key, default: '', secret: true },
  'billing.stripe.webhook_secret': { schema: key, default: '', secret: true },
  'billing.paypal.client_id': { schema: key, default: '' },
  'billing.paypal.secret': { schema: key, default: '', secret: true },
  'billing.paypal.webhook_id': { schema: key, default: '', secret: true },
  'billing.paypal.mode': { schema: lazySchema(() => z.enum(['', 'sandbox', 'live'])), default: '' },
  'billing.ending_soon_days': { schema: lazySchema(() => z.number().int().min(1).max(30)), default: 3 },
});
