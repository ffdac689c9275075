import { Download } from 'lucide-react';
import { resolvePath } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import type { Invoice } from './api';
import { formatDate, formatMoney } from './format';

/** The subscriber's invoices, newest first, each with its receipt (provider PDF or printable page). */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const t = useTrans();
  if (!invoices.length) return <p className="text-sm text-muted">{t('No invoices yet.')}</p>;
  return (
    <ul className="-my-2 divide-y divide-line">
      {invoices.map((inv) => (
        <li key={inv.id} className="flex items-center gap-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-fg">{formatDate(inv.paid_at ?? inv.period_start ?? inv.created_at)}</p>
            <p className="text-xs capitalize text-muted">{t(inv.status)}</p>
          </div>
          <span className="text-sm font-semibold tabular-nums text-fg">{formatMoney(inv.amount, inv.currency)}</span>
          <a
            href={resolvePath(`billing/invoices/${inv.id}/receipt`)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 rounded-button px-2.5 py-1.5 text-sm font-medium text-primary hover:bg-primary/10"
          >
            <Download size={15} aria-hidden />
            {t('Receipt')}
          </a>
        </li>
      ))}
    </ul>
  );
}
