import type { InvoiceRow } from './invoices.queries';

export const presentInvoice = (i: InvoiceRow) => ({
  id: i.id,
  subscription_id: i.subscription_id,
  gateway: i.gateway,
  amount: i.amount,
  currency: i.currency,
  status: i.status,
  period_start: i.period_start,
  period_end: i.period_end,
  paid_at: i.paid_at,
  hosted_url: i.hosted_url,
  receipt_url: `/api/v1/billing/invoices/${i.id}/receipt`,
  created_at: i.created_at,
});
