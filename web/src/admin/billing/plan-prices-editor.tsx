import { Info, Plus } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { formatMoney, periodLabel } from '../../features/billing/format';
import { currencyDigits, toMinor } from './money';
import { emptyPrice, makesNewPrice, type PlanFormValues } from './plan-form';

const label = 'mb-1 block text-xs font-medium text-muted';

/** Prices: amount in major units (stored in minor), currency, interval and interval count. */
export function PlanPricesEditor({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const t = useTrans();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'prices' });
  const rows = useWatch({ control: form.control, name: 'prices' }) ?? [];
  const errors = form.formState.errors.prices;
  const lastCurrency = rows.at(-1)?.currency || 'USD';

  return (
    <div>
      <ul className="space-y-3" data-testid="price-rows">
        {fields.map((field, i) => {
          const row = rows[i] ?? field;
          const rowErrors = errors?.[i];
          const minor = toMinor(row.amount ?? '', row.currency || 'USD');
          const replaced = makesNewPrice(row);
          return (
            <li key={field.id} className="rounded-xl border border-line bg-background/40 p-3 sm:p-4" data-testid="price-row">
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,0.7fr)_minmax(0,1fr)_auto] sm:items-end">
                <div>
                  <label className={label} htmlFor={`price-${i}-amount`}>
                    {t('Amount')}
                  </label>
                  <input
                    id={`price-${i}-amount`}
                    inputMode="decimal"
                    placeholder={(0).toFixed(currencyDigits(row.currency || 'USD'))}
                    aria-invalid={rowErrors?.amount ? true : undefined}
                    className={`${inputClass} tabular-nums`}
                    {...form.register(`prices.${i}.amount`, {
                      validate: (v, all) =>
                        toMinor(v, all.prices[i]?.currency || 'USD') !== null ||
                        t('Enter an amount like :example.', { example: (9.99).toFixed(currencyDigits(all.prices[i]?.currency || 'USD')) }),
                    })}
                  />
                </div>
                <div>
                  <label className={label} htmlFor={`price-${i}-currency`}>
                    {t('Currency')}
                  </label>
                  <input
                    id={`price-${i}-currency`}
                    maxLength={3}
                    autoCapitalize="characters"
                    aria-invalid={rowErrors?.currency ? true : undefined}
                    className={`${inputClass} uppercase`}
                    {...form.register(`prices.${i}.currency`, {
                      validate: (v) => /^[A-Za-z]{3}$/.test(v.trim()) || t('Must be a 3-letter currency code.'),
                    })}
                  />
                </div>
                <div>
                  <label className={label} htmlFor={`price-${i}-count`}>
                    {t('Every')}
                  </label>
                  <input
                    id={`price-${i}-count`}
                    type="number"
                    min={1}
                    max={365}
                    aria-invalid={rowErrors?.interval_count ? true : undefined}
                    className={`${inputClass} tabular-nums`}
                    {...form.register(`prices.${i}.interval_count`, {
                      valueAsNumber: true,
                      min: { value: 1, message: t('At least 1.') },
                      max: { value: 365, message: t('At most 365.') },
                    })}
                  />
                </div>
                <div>
                  <label className={label} htmlFor={`price-${i}-interval`}>
                    {t('Interval')}
                  </label>
                  <select id={`price-${i}-interval`} className={`${inputClass} pe-8`} {...form.register(`prices.${i}.interval`)}>
                    <option value="day">{t('Day(s)')}</option>
                    <option value="month">{t('Month(s)')}</option>
                    <option value="year">{t('Year(s)')}</option>
                  </select>
                </div>
                <DeleteIconButton
                  label={t('Remove price')}
                  onClick={() => remove(i)}
                  className="col-span-2 justify-self-end sm:col-span-1"
                />
              </div>
              {(rowErrors?.amount || rowErrors?.currency || rowErrors?.interval_count || rowErrors?.interval) && (
                <p className="mt-2 text-xs font-medium text-danger" role="alert">
                  {rowErrors.amount?.message ||
                    rowErrors.currency?.message ||
                    rowErrors.interval_count?.message ||
                    rowErrors.interval?.message}
                </p>
              )}
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                {minor !== null && /^[A-Za-z]{3}$/.test(row.currency ?? '') && (
                  <span data-testid="price-preview">
                    {formatMoney(minor, row.currency.toUpperCase())}{' '}
                    {periodLabel({ amount: minor, interval: row.interval, interval_count: Number(row.interval_count) || 1 })}
                    <span className="ms-2 font-mono text-[11px] opacity-70">
                      = {minor} {t('minor units')}
                    </span>
                  </span>
                )}
                {!row.id && <span className="font-medium text-primary">{t('New price')}</span>}
                {replaced && (
                  <span className="inline-flex items-center gap-1 font-medium text-warning" data-testid="price-replaced">
                    <Info className="size-3.5" aria-hidden />
                    {t('Saving creates a new price; current subscribers keep the old one.')}
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
          {t('No prices. A free plan needs none; a paid plan needs at least one.')}
        </p>
      )}
      {(errors?.message || errors?.root?.message) && (
        <p className="mt-2 text-xs font-medium text-danger" role="alert">
          {errors.message || errors.root?.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => append(emptyPrice(lastCurrency.toUpperCase(), rows.some((r) => r.interval === 'month') ? 'year' : 'month'))}
        >
          <Plus className="size-4" aria-hidden />
          {t('Add price')}
        </Button>
        <p className="text-xs text-muted">
          {t('Removing a price or changing its amount keeps it for current subscribers; new subscribers get the new one.')}
        </p>
      </div>
    </div>
  );
}
