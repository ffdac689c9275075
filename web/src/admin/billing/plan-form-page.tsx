import { useQueryClient } from '@tanstack/react-query';
import { ChevronUp, Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useLocation } from 'wouter';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button, IconButton } from '../../ui/button';
import { TextArea, TextField, inputClass, NumberField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { billingKeys } from '../../features/billing/api';
import { type AdminProduct, adminBillingKeys, plansApi, useAdminPlan, useAdminPlans } from './api';
import { Badge } from '../kit/badge';
import { MAX_SEATS } from '../../../../src/shared/plans.schemas';
import { formValuesOf, inputOf, type PlanFormValues, seatsValid } from './plan-form';
import { PlanPermissionsEditor } from './plan-permissions-editor';
import { PlanPricesEditor } from './plan-prices-editor';
import { BackLink, EditorForm, useEditorForm, formPageGate, FormSection, HintCheckbox, useIdParam } from '../kit/form-layout';

/** /admin/plans/new and /admin/plans/{productId}/edit. */
export default function PlanFormPage() {
  const { id, queryId, invalid } = useIdParam('productId');
  const plan = useAdminPlan(queryId);
  const plans = useAdminPlans();
  const gate = formPageGate({
    active: id !== null,
    invalid,
    query: plan,
    loading: (id !== null && plan.isPending) || (id === null && plans.isPending),
  });
  if (gate) return gate;
  const nextPosition = Math.max(0, ...(plans.data ?? []).map((p) => p.position + 1));
  return <PlanForm key={plan.data?.updated_at ?? 'new'} product={id !== null ? plan.data! : null} nextPosition={nextPosition} />;
}

function PlanForm({ product, nextPosition }: { product: AdminProduct | null; nextPosition: number }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const editor = useEditorForm(formValuesOf(product, nextPosition), {
    mutationFn: (values: PlanFormValues) => (product ? plansApi.update(product.id, inputOf(values)) : plansApi.create(inputOf(values))),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: adminBillingKeys.all });
      await client.invalidateQueries({ queryKey: billingKeys.products });
      if (saved.sync_error) toast(saved.sync_error, { type: 'danger' });
      else toast(product ? t('Plan saved') : t('Plan created'));
      navigate(paths.adminPlans);
    },
    onError: (err, form) => placeServerErrors(form, err),
  });
  const { form, field, save } = editor;
  const { register } = form;

  return (
    <EditorForm
      editor={editor}
      testId="plan-form"
      header={
        <div className="mb-6">
          <BackLink to={paths.adminPlans} label={t('Plans')} />
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{product ? t('Edit plan') : t('New plan')}</h1>
            {product?.synced.stripe && <Badge tone="positive">Stripe ✓</Badge>}
            {product?.synced.paypal && <Badge tone="positive">PayPal ✓</Badge>}
          </div>
        </div>
      }
      bar={{ existing: !!product, cancelTo: paths.adminPlans, submitLabel: product ? t('Save plan') : t('Create plan') }}
    >
      <FormSection title={t('Details')}>
        <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
          <TextField
            label={t('Name')}
            required
            {...field('name', {
              required: t('The name field is required.'),
              maxLength: { value: 255, message: t('At most 255 characters.') },
            })}
          />
          <TextField
            label={t('Position')}
            type="number"
            min={0}
            description={t('Lower comes first.')}
            {...field('position', { valueAsNumber: true, min: { value: 0, message: t('At least 0.') } })}
          />
        </div>
        <TextArea
          label={t('Description')}
          rows={3}
          {...field('description', { maxLength: { value: 5000, message: t('At most 5000 characters.') } })}
        />
      </FormSection>

      <FormSection title={t('Visibility')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <HintCheckbox label={t('Recommended')} hint={t("Highlighted as 'Most popular'.")} {...register('recommended')} />
          <HintCheckbox label={t('Free')} hint={t("Shows 'Free' and 'Get started'.")} {...register('free')} />
          <HintCheckbox label={t('Hidden')} hint={t('Not on the pricing page; subscribers keep it.')} {...register('hidden')} />
        </div>
      </FormSection>

      <FormSection title={t('Sharing')}>
        <div className="max-w-xs">
          <NumberField
            label={t('Seats')}
            min={1}
            max={MAX_SEATS}
            step={1}
            description={t('People who share this plan: the subscriber plus members of workspaces they own.')}
            {...field('seats', {
              valueAsNumber: true,
              validate: (v) => seatsValid(v) || t('Seats must be a whole number from 1 to :max.', { max: MAX_SEATS }),
            })}
          />
        </div>
      </FormSection>

      <FormSection title={t("What's included")} description={t('One line per feature, in the order shown on the plan card.')}>
        <FeatureList form={form} />
      </FormSection>

      <FormSection
        title={t('Prices')}
        description={t('Amounts are entered in the currency’s main unit and stored in its smallest unit (cents).')}
      >
        <PlanPricesEditor form={form} />
      </FormSection>

      <FormSection
        title={t('Subscriber permissions')}
        description={t('What subscribing unlocks, on top of the user’s roles. They end when the subscription ends.')}
      >
        <PlanPermissionsEditor form={form} />
      </FormSection>
    </EditorForm>
  );
}

function FeatureList({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const t = useTrans();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'feature_list' });
  const errors = form.formState.errors.feature_list;
  return (
    <div>
      <ul className="space-y-2" data-testid="feature-list">
        {fields.map((field, i) => (
          <li key={field.id} className="flex items-center gap-2">
            <IconButton label={t('Move up')} onClick={() => i > 0 && move(i, i - 1)} disabled={i === 0} className="size-8 text-muted">
              <ChevronUp className="size-4" aria-hidden />
            </IconButton>
            <input
              aria-label={t('Feature :n', { n: i + 1 })}
              aria-invalid={errors?.[i]?.value ? true : undefined}
              className={`${inputClass} h-10`}
              placeholder={t('e.g. HD streaming')}
              {...form.register(`feature_list.${i}.value`, {
                required: t('Enter the feature or remove the line.'),
                maxLength: { value: 255, message: t('At most 255 characters.') },
              })}
            />
            <IconButton
              label={t('Remove feature :n', { n: i + 1 })}
              onClick={() => remove(i)}
              className="size-8 text-muted hover:text-danger"
            >
              <X className="size-4" aria-hidden />
            </IconButton>
          </li>
        ))}
      </ul>
      {errors && Array.isArray(errors) && errors.some(Boolean) && (
        <p className="mt-2 text-xs font-medium text-danger" role="alert">
          {errors.find(Boolean)?.value?.message}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => append({ value: '' }, { shouldFocus: true })}
        disabled={fields.length >= 50}
      >
        <Plus className="size-4" aria-hidden />
        {t('Add feature')}
      </Button>
    </div>
  );
}

/** The server's 422 paths (feature_list.2, prices.0.amount, permissions) onto the form's fields. */
function placeServerErrors(form: UseFormReturn<PlanFormValues>, err: unknown) {
  if (!isHttpError(err) || err.status !== 422 || !Object.keys(err.fieldErrors).length) return showHttpError(err);
  let first = true;
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    const name = /^feature_list\.\d+$/.test(key) ? `${key}.value` : key;
    form.setError(name as never, { type: 'server', message: messages[0] }, { shouldFocus: first });
    first = false;
  }
}
