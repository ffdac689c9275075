import { useState } from 'react';
import { trans, useTrans } from '../../shell/i18n';
import { openConfirm } from '../../shell/confirm';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { Checkbox, inputClass } from '../../ui/field';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { formatDate, formatMoney, periodLabel } from '../../features/billing/format';
import type { AdminProduct, AdminSubscription } from './api';

// Confirmation dialogs of the admin subscription actions; each resolves with what to send, or nothing.

const who = (s: AdminSubscription) => s.user.name || s.user.email;

/** yyyy-mm-dd of a date in the viewer's time zone (the date input's format). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function confirmCancel(s: AdminSubscription) {
  const until = formatDate(s.renews_at);
  return confirmDialog(
    trans('Cancel subscription?'),
    until
      ? trans(':user keeps :plan until :date; it will not renew after that.', { user: who(s), plan: s.product?.name ?? '', date: until })
      : trans(':user keeps :plan until the end of the paid period; it will not renew after that.', {
          user: who(s),
          plan: s.product?.name ?? '',
        }),
    trans('Cancel subscription'),
    true,
  );
}

export function confirmResume(s: AdminSubscription) {
  return confirmDialog(
    trans('Resume subscription?'),
    trans(':plan of :user renews again on :date and is charged as usual.', {
      user: who(s),
      plan: s.product?.name ?? '',
      date: formatDate(s.ends_at),
    }),
    trans('Resume subscription'),
    false,
  );
}

function confirmDialog(title: string, body: string, confirmLabel: string, danger: boolean) {
  return openConfirm({ title, body, confirmLabel, cancelLabel: trans('Keep as is'), danger });
}

/** Extend: a renewing subscription moves its next renewal; a canceled one its end date. */
export function pickExtension(s: AdminSubscription) {
  return openDialog<{ renews_at?: string; ends_at?: string }>((close) => <ExtendForm sub={s} close={close} />, {
    size: 'sm',
    label: trans('Extend subscription'),
  });
}

function ExtendForm({ sub, close }: { sub: AdminSubscription; close: (r?: { renews_at?: string; ends_at?: string }) => void }) {
  const t = useTrans();
  const field = sub.ends_at ? 'ends_at' : 'renews_at';
  const current = sub.ends_at ?? sub.renews_at;
  const base = current ? new Date(current) : new Date();
  const suggested = new Date(Math.max(base.getTime(), Date.now()) + 30 * 86_400_000);
  const [day, setDay] = useState(dayOf(suggested));
  const chosen = day ? new Date(`${day}T${current ? new Date(current).toTimeString().slice(0, 8) : '12:00:00'}`) : null;
  const valid = !!chosen && !Number.isNaN(chosen.getTime()) && chosen.getTime() > Date.now();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) close({ [field]: chosen!.toISOString() });
      }}
    >
      <DialogHeader onClose={() => close()}>{t('Extend subscription')}</DialogHeader>
      <DialogBody className="grid gap-4">
        <p className="text-muted">
          {field === 'ends_at'
            ? t('The plan of :user ends on :date. Pick a new end date; nothing is charged for the extra time.', {
                user: who(sub),
                date: formatDate(current),
              })
            : t('The plan of :user renews on :date. Pick a new renewal date; nothing is charged until then.', {
                user: who(sub),
                date: formatDate(current) || '—',
              })}
        </p>
        <label className="grid gap-1.5 text-sm font-medium">
          {field === 'ends_at' ? t('New end date') : t('New renewal date')}
          <input
            type="date"
            required
            min={dayOf(new Date(Date.now() + 86_400_000))}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className={inputClass}
          />
        </label>
        {!valid && day && <p className="text-xs font-medium text-danger">{t('Must be in the future.')}</p>}
      </DialogBody>
      <SubmitFooter onCancel={() => close()} disabled={!valid} label={t('Extend')} />
    </form>
  );
}

/** Change plan manually: any live price of any plan, with or without charging the difference now. */
export function pickPlanChange(s: AdminSubscription, plans: AdminProduct[]) {
  return openDialog<{ price_id: number; prorate: boolean }>((close) => <ChangePlanForm sub={s} plans={plans} close={close} />, {
    size: 'md',
    label: trans('Change plan'),
  });
}

function ChangePlanForm({
  sub,
  plans,
  close,
}: {
  sub: AdminSubscription;
  plans: AdminProduct[];
  close: (r?: { price_id: number; prorate: boolean }) => void;
}) {
  const t = useTrans();
  const options = plans.flatMap((p) => p.prices.filter((price) => price.id !== sub.price_id).map((price) => ({ plan: p, price })));
  const [priceId, setPriceId] = useState(options[0]?.price.id ?? 0);
  const [prorate, setProrate] = useState(true);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (priceId) close({ price_id: priceId, prorate });
      }}
    >
      <DialogHeader onClose={() => close()}>{t('Change plan')}</DialogHeader>
      <DialogBody className="grid gap-4">
        <p className="text-muted">
          {t(':user is on :plan.', {
            user: who(sub),
            plan: sub.product?.name
              ? `${sub.product.name}${sub.price ? ` · ${formatMoney(sub.price.amount, sub.price.currency)} ${periodLabel(sub.price)}` : ''}`
              : t('an unknown plan'),
          })}
        </p>
        {options.length ? (
          <label className="grid gap-1.5 text-sm font-medium">
            {t('New plan and price')}
            <select value={priceId} onChange={(e) => setPriceId(Number(e.target.value))} className={`${inputClass} pe-8`}>
              {options.map(({ plan, price }) => (
                <option key={price.id} value={price.id}>
                  {plan.name} · {formatMoney(price.amount, price.currency)} {periodLabel(price)}
                  {plan.hidden ? ` (${t('hidden')})` : ''}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm">{t('There is no other price to switch to.')}</p>
        )}
        <Checkbox
          label={t('Charge or credit the difference for the rest of the period')}
          checked={prorate}
          onChange={(e) => setProrate(e.target.checked)}
        />
        <p className="text-xs text-muted">
          {sub.gateway === 'paypal'
            ? t('PayPal asks the subscriber to approve the new plan.')
            : t('Takes effect at once at :gateway.', { gateway: 'Stripe' })}
        </p>
      </DialogBody>
      <SubmitFooter onCancel={() => close()} disabled={!priceId} label={t('Change plan')} />
    </form>
  );
}
