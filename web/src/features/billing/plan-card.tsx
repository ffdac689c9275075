import { Check, Sparkles, Users } from 'lucide-react';
import { priceForCycle, type BillingCycle } from '../../../../src/shared/plans.schemas';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import type { Price, Product } from './api';
import { formatPricePerInterval, intervalLabel } from './format';

export interface PlanAction {
  to: string | null;
  label: string;
  onSelect?: () => void;
}

interface PlanCardProps {
  product: Product;
  cycle: BillingCycle;
  action: (product: Product, price: Price | undefined) => PlanAction;
  current?: boolean;
}

/** One plan on the pricing page: badge, price per interval, features, the action button. */
export function PlanCard({ product, cycle, action, current }: PlanCardProps) {
  const t = useTrans();
  const price = priceForCycle(product.prices, cycle);
  const { to, label, onSelect } = action(product, price);
  const featured = product.recommended;
  return (
    <article
      data-testid={`plan-${product.id}`}
      aria-label={product.name}
      className={`relative flex flex-col rounded-3xl border p-6 transition sm:p-8 ${
        featured
          ? 'border-primary/60 bg-gradient-to-b from-primary/12 via-surface to-surface shadow-2xl shadow-primary/15 lg:-my-3 lg:py-11'
          : 'border-line bg-surface shadow-sm shadow-black/10'
      }`}
    >
      {featured && (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-primary px-3.5 py-1 text-xs font-semibold text-on-primary shadow-lg shadow-primary/30">
          <Sparkles size={13} aria-hidden />
          {t('Most popular')}
        </span>
      )}
      <h2 className="text-lg font-semibold tracking-tight text-fg">{product.name}</h2>
      {product.description && <p className="mt-1.5 min-h-10 text-sm leading-5 text-muted">{product.description}</p>}
      <div className="mt-6 flex items-baseline gap-1.5" data-testid="plan-price">
        {price && !(product.free && price.amount === 0) ? (
          <>
            <span className="text-4xl font-bold tracking-tight text-fg sm:text-5xl">{formatPricePerInterval(price)}</span>
            <span className="text-sm font-medium text-muted">/ {intervalLabel(price.interval)}</span>
          </>
        ) : (
          <span className="text-4xl font-bold tracking-tight text-fg sm:text-5xl">{t('Free')}</span>
        )}
      </div>
      {product.seats > 1 && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-fg" data-testid="plan-seats">
          <Users size={15} className="text-primary" aria-hidden />
          {t('For up to :count people', { count: product.seats })}
        </p>
      )}
      <div className="mt-6">
        {to ? (
          <ButtonLink href={to} onClick={onSelect} variant={featured ? 'primary' : 'outline'} size="lg" className="w-full">
            {label}
          </ButtonLink>
        ) : (
          <span className="inline-flex h-12 w-full items-center justify-center rounded-button border border-line text-sm font-semibold text-muted">
            {label}
          </span>
        )}
        {current && <p className="mt-2 text-center text-xs text-muted">{t('You are on this plan')}</p>}
      </div>
      {product.feature_list.length > 0 && (
        <div className="mt-8 border-t border-line pt-6">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-muted">{t("What's included")}</h3>
          <ul className="mt-4 space-y-3">
            {product.feature_list.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-sm leading-5 text-fg">
                <span
                  className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${featured ? 'bg-primary text-on-primary' : 'bg-primary/15 text-primary'}`}
                >
                  <Check size={12} strokeWidth={3} aria-hidden />
                </span>
                {t(feature)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
