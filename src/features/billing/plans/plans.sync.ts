import type { Deps } from '../../../deps';
import { providerConfig } from '../billing.config';
import { paypalAmount, paypalIntervalUnit, paypalRequest } from '../paypal.client';
import { stripeClient } from '../stripe.client';
import { findProduct, pricesOf, setPriceProviderId, updateProductRow } from './plans.queries';

/**
 * Pushes a plan to every configured provider: creates or updates the Stripe product and a Stripe
 * price per live price without one; the PayPal product and a PayPal plan per price. Prices archived
 * here (a changed amount) are deactivated at the providers; their subscribers keep them.
 * Idempotency keys are derived from our ids, so a retried sync never creates duplicates.
 */
export async function syncProduct({ db, services, config }: Deps, productId: number, archivedPriceIds: number[] = []) {
  const providers = providerConfig(services.settings, config);
  const product = await findProduct(db, productId);
  if (!product) return;
  const prices = await pricesOf(db, [productId]);
  const live = prices.filter((p) => !p.archived);
  const archived = prices.filter((p) => archivedPriceIds.includes(p.id));
  if (product.free && !live.length) return; // nothing to sell at a provider

  if (providers.stripe) {
    const stripe = stripeClient(providers.stripe.secretKey);
    let stripeProductId = product.stripe_id;
    const fields = { name: product.name, description: product.description || undefined };
    if (!stripeProductId) {
      const created = await stripe.products.create(
        { ...fields, metadata: { product_id: String(product.id) } },
        { idempotencyKey: `marquee-product-${product.id}-create` },
      );
      stripeProductId = created.id;
      await updateProductRow(db, product.id, { stripe_id: stripeProductId });
    } else {
      await stripe.products.update(
        stripeProductId,
        { name: fields.name, description: fields.description ?? '' },
        {
          idempotencyKey: `marquee-product-${product.id}-update-${product.updated_at}`,
        },
      );
    }
    for (const price of live.filter((p) => !p.stripe_id)) {
      const created = await stripe.prices.create(
        {
          product: stripeProductId,
          unit_amount: price.amount,
          currency: price.currency.toLowerCase(),
          recurring: { interval: price.interval as 'day' | 'month' | 'year', interval_count: price.interval_count },
          metadata: { price_id: String(price.id) },
        },
        { idempotencyKey: `marquee-price-${price.id}-create` },
      );
      await setPriceProviderId(db, price.id, { stripe_id: created.id });
    }
    for (const price of archived.filter((p) => p.stripe_id)) {
      await stripe.prices.update(price.stripe_id!, { active: false }, { idempotencyKey: `marquee-price-${price.id}-archive` });
    }
  }

  if (providers.paypal) {
    const cfg = providers.paypal;
    let paypalProductId = product.paypal_id;
    if (!paypalProductId) {
      const created = await paypalRequest<{ id: string }>(
        cfg,
        'POST',
        '/v1/catalogs/products',
        { name: product.name, description: product.description || product.name, type: 'SERVICE', category: 'SOFTWARE' },
        `marquee-product-${product.id}-create`,
      );
      paypalProductId = created.id;
      await updateProductRow(db, product.id, { paypal_id: paypalProductId });
    } else {
      await paypalRequest(cfg, 'PATCH', `/v1/catalogs/products/${encodeURIComponent(paypalProductId)}`, [
        { op: 'replace', path: '/description', value: product.description || product.name },
      ]);
    }
    for (const price of live.filter((p) => !p.paypal_id)) {
      const plan = await paypalRequest<{ id: string }>(
        cfg,
        'POST',
        '/v1/billing/plans',
        {
          product_id: paypalProductId,
          name: `${product.name} (${price.interval_count} ${price.interval})`,
          status: 'ACTIVE',
          billing_cycles: [
            {
              frequency: { interval_unit: paypalIntervalUnit(price.interval), interval_count: price.interval_count },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: paypalAmount(price.amount), currency_code: price.currency } },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
        `marquee-price-${price.id}-plan`,
      );
      await setPriceProviderId(db, price.id, { paypal_id: plan.id });
    }
    for (const price of archived.filter((p) => p.paypal_id)) {
      await paypalRequest(
        cfg,
        'POST',
        `/v1/billing/plans/${encodeURIComponent(price.paypal_id!)}/deactivate`,
        undefined,
        `marquee-price-${price.id}-deactivate`,
      );
    }
  }
}
