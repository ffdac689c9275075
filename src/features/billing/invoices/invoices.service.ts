import type { ActorDeps } from '../../../deps';
import { forbidden, notFound } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { hasPermission } from '../../accounts/roles/access';
import { findUser } from '../../accounts/users/users.queries';
import { planNameOfSubscription } from '../subscriptions/subscriptions.queries';
import { findInvoice } from './invoices.queries';
import { renderReceipt } from './invoices.receipt';

/** A receipt for its owner (or a subscriptions admin): the provider's PDF or hosted page when there is one, else a printable page. */
export async function invoiceReceipt({ db, services, auth }: ActorDeps, id: number): Promise<{ redirect: string } | { html: string }> {
  const user = requireUser(auth);
  const invoice = await findInvoice(db, id);
  if (!invoice) throw notFound();
  if (invoice.user_id !== user.id && !hasPermission(user, 'subscriptions.update')) throw forbidden();
  const url = invoice.pdf_url || invoice.hosted_url;
  if (url && /^https:\/\//.test(url)) return { redirect: url };
  const billedTo = await findUser(db, invoice.user_id);
  const plan = invoice.subscription_id ? await planNameOfSubscription(db, invoice.subscription_id) : undefined;
  return { html: renderReceipt(services.settings.get<string>('branding.site_name'), invoice, billedTo, plan) };
}
