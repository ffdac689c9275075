import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { fieldProps } from './field-props';
import { Link, useLocation, useParams } from 'wouter';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Button, ButtonLink } from '../../ui/button';
import { Checkbox } from '../../ui/field';
import { Skeleton, SkeletonText } from '../../ui/skeleton';

// Layout pieces of the admin editor pages (news, pages, channels, lists, roles, plans...).

/** The small uppercase link back to the list, above an editor's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="text-xs font-semibold uppercase tracking-wide text-muted">
      <Link to={to} className="hover:text-primary">
        {label}
      </Link>
    </p>
  );
}

/** An editor's heading: back link, title (cut short when long), an optional line under it, and actions. */
export function FormPageHeader({
  back,
  title,
  below,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  below?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <div className="me-auto min-w-0">
        <BackLink to={back.to} label={back.label} />
        <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
        {below}
      </div>
      {children}
    </div>
  );
}

/** The outline "View …" button of an editor's header, to the saved item's public page. */
export function ViewButton({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <ButtonLink to={to} size="sm" variant="outline" data-testid={testId}>
      <ExternalLink className="size-4" aria-hidden />
      {label}
    </ButtonLink>
  );
}

/** The quiet "View …" link of an editor's header (test id `view-public`), to the saved item's public page. */
export function ViewLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary" data-testid="view-public">
      {label}
      <ExternalLink className="size-4" aria-hidden />
    </Link>
  );
}

/** The submit button at the end of a form section, on the right. */
export function SubmitRow({ label, saving, disabled, testId }: { label: string; saving: boolean; disabled?: boolean; testId: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={saving} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}

/** The editor's loading skeleton; `field` adds the block of a first big field (title and body forms). */
export function FormPageSkeleton({ lines = 8, field = false }: { lines?: number; field?: boolean }) {
  return (
    <div aria-busy>
      <Skeleton className="h-8 w-64" />
      {field && <Skeleton className="mt-10 h-11 max-w-3xl" />}
      <SkeletonText lines={lines} className={`${field ? 'mt-6' : 'mt-10'} max-w-3xl`} />
    </div>
  );
}

/**
 * What an editor page shows instead of its form: not found for a malformed id or a 404, the error
 * page for other failures, the skeleton while loading; null once the form can show.
 * `active` is false on the "new" page, which loads nothing.
 */
export function formPageGate({
  active,
  invalid = false,
  query,
  loading = active && query.isPending,
  skeleton,
}: {
  active: boolean;
  invalid?: boolean;
  query: { isError: boolean; error: unknown; isPending: boolean };
  loading?: boolean;
  skeleton?: { lines?: number; field?: boolean };
}): ReactNode {
  if (invalid) return <NotFoundPage />;
  if (active && query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  if (loading) return <FormPageSkeleton {...skeleton} />;
  return null;
}

/** A titled card of form fields, with optional actions beside the title. */
export function FormSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <>
      <h2 className="text-base font-semibold tracking-tight">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
    </>
  );
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-label={title}>
      {actions ? (
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1">{heading}</div>
          {actions}
        </div>
      ) : (
        heading
      )}
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}

/**
 * The number in the route parameter `name` of an editor page: `id` is null on the "new" page,
 * `queryId` is the id to load (null when there is none or it is malformed), `invalid` says it is malformed.
 */
export function useIdParam(name: string) {
  const raw = useParams<Record<string, string | undefined>>()[name];
  const id = raw ? Number(raw) : null;
  const invalid = id !== null && !Number.isInteger(id);
  return { id, queryId: invalid ? null : id, invalid };
}

/** An editor's save: the request, then what follows it; both are given the form (to reset it or place errors on it). */
export interface EditorSave<V extends FieldValues, R> {
  mutationFn: (values: V) => Promise<R>;
  onSuccess: (saved: R, form: UseFormReturn<V>) => unknown;
  onError: (err: Error, form: UseFormReturn<V>) => unknown;
}

/** An editor's form state: the react-hook-form form started from `values`, the field wiring, and the save mutation. */
export function useEditorForm<V extends FieldValues, R>(values: V, { mutationFn, onSuccess, onError }: EditorSave<V, R>) {
  const form = useForm<V>({ defaultValues: values as DefaultValues<V> });
  const save = useMutation({ mutationFn, onSuccess: (saved: R) => onSuccess(saved, form), onError: (err) => onError(err, form) });
  return { form, field: fieldProps(form), save };
}

/**
 * An editor page's form: the header, its sections in one column (`wide`: the wider one of the
 * article and page editors) and the sticky save bar, which tracks the form's dirty state and the
 * save mutation.
 */
export function EditorForm<V extends FieldValues>({
  editor: { form, save },
  testId,
  wide = false,
  header,
  bar,
  children,
}: {
  editor: { form: UseFormReturn<V>; save: Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'> };
  testId: string;
  wide?: boolean;
  header: ReactNode;
  bar: Omit<Parameters<typeof StickyActions>[0], 'dirty' | 'saving'>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="pb-4" data-testid={testId}>
      {header}
      <div className={`grid ${wide ? 'max-w-4xl' : 'max-w-3xl'} gap-6`}>{children}</div>
      <StickyActions dirty={form.formState.isDirty} saving={save.isPending} {...bar} />
    </form>
  );
}

/**
 * The save bar that stays at the bottom of the screen while the form scrolls: Cancel goes back to
 * `cancelTo`, the submit button says `submitLabel`. Unchanged, it says `idle` (by default "No
 * changes yet" when editing, nothing when creating).
 */
function StickyActions({
  dirty,
  existing = false,
  idle,
  cancelTo,
  saving,
  submitLabel,
  submitTestId,
}: {
  dirty: boolean;
  existing?: boolean;
  idle?: string;
  cancelTo: string;
  saving: boolean;
  submitLabel: string;
  submitTestId?: string;
}) {
  const t = useTrans();
  const [, navigate] = useLocation();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      <p className="me-auto hidden text-sm text-muted sm:block">
        {dirty ? t('You have unsaved changes') : (idle ?? (existing ? t('No changes yet') : ''))}
      </p>
      <Button variant="ghost" onClick={() => navigate(cancelTo)}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** A checkbox in a small card, with a hint under its label (role and plan flags). */
export function HintCheckbox({ hint, ...props }: Parameters<typeof Checkbox>[0] & { hint: string }) {
  return (
    <div className="rounded-xl border border-line bg-background/40 p-3">
      <Checkbox {...props} />
      <p className="mt-1 ps-6.5 text-xs text-muted">{hint}</p>
    </div>
  );
}
