import type { BillingCycle } from '../../../../src/shared/plans.schemas';
import { useTrans } from '../../shell/i18n';

/** The Annual / Monthly radio of the pricing page (a segmented control over real radios). */
export function CycleSwitch({
  value,
  onChange,
  savings,
}: {
  value: BillingCycle;
  onChange: (c: BillingCycle) => void;
  savings: number | null;
}) {
  const t = useTrans();
  const option = (cycle: BillingCycle, label: string, hint?: string) => (
    <label
      className={`relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary sm:px-5 ${
        value === cycle ? 'bg-primary text-on-primary shadow-md shadow-primary/25' : 'text-muted hover:text-fg'
      }`}
    >
      <input
        type="radio"
        name="billing-cycle"
        value={cycle}
        checked={value === cycle}
        onChange={() => onChange(cycle)}
        className="sr-only"
      />
      {label}
      {hint && (
        <span
          data-testid="savings-hint"
          className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${value === cycle ? 'bg-on-primary/20 text-on-primary' : 'bg-positive/15 text-positive'}`}
        >
          {hint}
        </span>
      )}
    </label>
  );
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-line bg-surface/80 p-1 shadow-inner shadow-black/10 backdrop-blur">
      <legend className="sr-only">{t('Billing cycle')}</legend>
      {option('yearly', t('Annual'), savings ? t('Save up to :percentage%', { percentage: savings }) : undefined)}
      {option('monthly', t('Monthly'))}
    </fieldset>
  );
}
