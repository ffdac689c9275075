import type { InvoiceRow } from './invoices.queries';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Formats minor units with the currency (e.g. 999 USD -> "USD 9.99"). */
export const formatMoney = (amount: number, currency: string) => `${currency} ${(amount / 100).toFixed(2)}`;

/** A plain printable receipt for invoices without a provider document (PayPal sales). */
export function renderReceipt(
  siteName: string,
  invoice: InvoiceRow,
  user: { email: string; name: string | null } | undefined,
  plan: string | null | undefined,
) {
  const rows: [string, string][] = [
    ['Receipt', `#${invoice.id}`],
    ['Billed to', `${user?.name ?? ''} <${user?.email ?? ''}>`],
    ['Plan', plan ?? '—'],
    ['Amount', formatMoney(invoice.amount, invoice.currency)],
    ['Status', invoice.status],
    ['Paid', invoice.paid_at?.slice(0, 10) ?? '—'],
    ['Period', `${invoice.period_start?.slice(0, 10) ?? '—'} – ${invoice.period_end?.slice(0, 10) ?? '—'}`],
    ['Payment', invoice.gateway === 'paypal' ? 'PayPal' : 'Card'],
  ];
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(siteName)} receipt #${invoice.id}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#111">
<h1 style="font-size:22px">${esc(siteName)}</h1>
<table style="width:100%;border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:6px 0;border-bottom:1px solid #ddd">${esc(k)}</th><td style="padding:6px 0;border-bottom:1px solid #ddd">${esc(v)}</td></tr>`,
    )
    .join('')}</table>
</body></html>`;
}
