import type { Logger } from 'pino';
import { createRouter } from '../../../http/app-env';
import { type AppError, notFound } from '../../../http/errors';
import { authorize } from '../../../http/guard';
import { messageBody } from '../../../http/response-schemas';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { hasPermission } from '../../accounts/roles/access';
import { subjectOf } from '../../accounts/auth/auth-state';
import { permissionCatalogue } from '../../accounts/roles/roles.service';
import { assertBillingEnabled } from '../billing.config';
import { planBody, plansList, plansQuery, savedPlanBody } from '../billing.schemas';
import { permissionCatalogueBody } from '../../accounts/roles/roles.schemas';
import { presentProduct } from './plans.present';
import { findProduct, listProducts, pricesOf, subscriberCounts } from './plans.queries';
import { productIdParam, productInput } from '../../../shared/plans.schemas';
import { adminProduct, createProduct, deleteProduct, resyncProduct, updateProduct } from './plans.service';

export const plansRoutes = createRouter();

/** Plan admins (plans.update) see hidden plans and may prepare plans while billing is off. */
const isPlanAdmin = (c: { var: { auth: Parameters<typeof subjectOf>[0] } }) => hasPermission(subjectOf(c.var.auth), 'plans.update');

plansRoutes.get('/products', validate('query', plansQuery), responds(plansList), async (c) => {
  const admin = isPlanAdmin(c);
  if (!admin) assertBillingEnabled(c.var.services.settings);
  // The admin plans page asks for hidden plans too (?all=true); the pricing page never shows them.
  const rows = await listProducts(c.var.db, admin && c.req.valid('query').all === 'true');
  const counts = admin
    ? await subscriberCounts(
        c.var.db,
        rows.map((r) => r.product.id),
      )
    : null;
  return c.json({
    pagination: {
      data: rows.map((r) => ({
        ...presentProduct(r.product, r.prices, admin),
        ...(counts ? { subscribers: counts.get(r.product.id) ?? 0 } : {}),
      })),
    },
  });
});

/** The permissions a plan may grant (the role editor's catalogue), for the plan form. */
plansRoutes.get('/permissions', responds(permissionCatalogueBody), async (c) => {
  authorize(c.var.auth, 'plans.update');
  return c.json({ permissions: await permissionCatalogue(c.var.db) });
});

plansRoutes.get('/products/:productId{[0-9]+}', validate('param', productIdParam), responds(planBody), async (c) => {
  const admin = isPlanAdmin(c);
  if (!admin) assertBillingEnabled(c.var.services.settings);
  const product = await findProduct(c.var.db, c.req.valid('param').productId);
  if (!product || (product.hidden && !admin)) throw notFound();
  return c.json({ product: presentProduct(product, await pricesOf(c.var.db, [product.id]), admin) });
});

/** The save stands; the provider's failure is logged with the request id and told to the admin. */
function syncWarning(log: Logger, productId: number, error: AppError | null) {
  if (!error) return {};
  log.warn({ err: error, productId }, 'plan saved but not synced to the payment provider');
  return { sync_error: `${error.message} The plan is saved but not synced: use Sync now in the plans list once the provider is back.` };
}

plansRoutes.post('/products', validate('json', productInput), responds(savedPlanBody), async (c) => {
  const { id, syncError } = await createProduct(c.var, c.req.valid('json'));
  return c.json({ product: await adminProduct(c.var, id), ...syncWarning(c.var.log, id, syncError) }, 201);
});

plansRoutes.put(
  '/products/:productId{[0-9]+}',
  validate('param', productIdParam),
  validate('json', productInput),
  responds(savedPlanBody),
  async (c) => {
    const { productId } = c.req.valid('param');
    const { syncError } = await updateProduct(c.var, productId, c.req.valid('json'));
    return c.json({ product: await adminProduct(c.var, productId), ...syncWarning(c.var.log, productId, syncError) });
  },
);

/** Re-runs the provider sync (e.g. after adding Stripe keys to plans made earlier). */
plansRoutes.post('/products/:productId{[0-9]+}/sync', validate('param', productIdParam), responds(savedPlanBody), async (c) => {
  const { productId } = c.req.valid('param');
  await resyncProduct(c.var, productId);
  return c.json({ product: await adminProduct(c.var, productId) });
});

plansRoutes.delete('/products/:productId{[0-9]+}', validate('param', productIdParam), responds(messageBody), async (c) => {
  await deleteProduct(c.var, c.req.valid('param').productId);
  return c.json({ message: 'Plan deleted.' });
});
