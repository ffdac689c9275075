import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Button } from '../../ui/button';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type AdminRole, type GrantedPermission, rolesApi, rolesKeys, useRole } from './api';
import { PermissionsEditor, permissionsError } from './permissions-editor';
import { Section } from './section';

interface Values {
  name: string;
  description: string;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
}

/** /admin/roles/new and /admin/roles/{roleId}/edit. */
export default function RoleFormPage() {
  const { roleId } = useParams<{ roleId?: string }>();
  const id = roleId ? Number(roleId) : null;
  const role = useRole(id !== null && Number.isInteger(id) ? id : null);
  if (id !== null && !Number.isInteger(id)) return <NotFoundPage />;
  if (id !== null && role.isError) return isHttpError(role.error) && role.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  if (id !== null && role.isPending) {
    return (
      <div aria-busy>
        <Skeleton className="h-8 w-64" />
        <SkeletonText lines={8} className="mt-10 max-w-3xl" />
      </div>
    );
  }
  return <RoleForm key={role.data?.updated_at ?? 'new'} role={id !== null ? role.data! : null} />;
}

function RoleForm({ role }: { role: AdminRole | null }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      default: role?.default ?? false,
      guests: role?.guests ?? false,
      permissions: role?.permissions.map((p) => ({ name: p.name, restrictions: p.restrictions })) ?? [],
    },
  });
  const { register, formState } = form;

  const save = useMutation({
    mutationFn: (v: Values) => {
      // the guest flag cannot be unset here (its checkbox is disabled): another role takes it over
      const input = { ...v, guests: role?.guests ? true : !!v.guests, name: v.name.trim(), description: v.description.trim() || null };
      return role ? rolesApi.update(role.id, input) : rolesApi.create(input);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: rolesKeys.all });
      toast(role ? t('Role saved') : t('Role created'));
      navigate(paths.adminRoles);
    },
    onError: (err) => {
      if (!isHttpError(err) || err.status !== 422 || !Object.keys(err.fieldErrors).length) return showHttpError(err);
      const errors = err.fieldErrors;
      for (const key of ['name', 'description', 'default', 'guests'] as const) {
        if (errors[key]?.[0]) form.setError(key, { type: 'server', message: errors[key][0] }, { shouldFocus: key === 'name' });
      }
      const perms = permissionsError(errors);
      if (perms) form.setError('permissions', { type: 'server', message: perms });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="pb-4" data-testid="role-form">
      <div className="mb-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <Link to={paths.adminRoles} className="hover:text-primary">{t('Roles')}</Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{role ? t('Edit role') : t('New role')}</h1>
      </div>

      <div className="grid max-w-3xl gap-6">
        <Section title={t('Details')}>
          <TextField label={t('Name')} required error={formState.errors.name?.message} {...register('name', { validate: (v) => v.trim() !== '' || t('The name is required.'), maxLength: { value: 255, message: t('At most 255 characters.') } })} />
          <TextArea label={t('Description')} rows={3} error={formState.errors.description?.message} {...register('description', { maxLength: { value: 1000, message: t('At most 1000 characters.') } })} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Flag hint={t('Given to every new account.')} label={t('Default for new users')} error={formState.errors.default?.message} {...register('default')} />
            <Flag
              hint={role?.guests ? t('This is the guest role. Mark another role as the guest role to change it.') : t('Applies to visitors who are not signed in. Only one role can be the guest role.')}
              label={t('Guest role')}
              disabled={role?.guests}
              error={formState.errors.guests?.message}
              {...register('guests')}
            />
          </div>
        </Section>

        <Section title={t('Permissions')} description={t('What users with this role may do. Empty limits mean unlimited.')}>
          <Controller
            control={form.control}
            name="permissions"
            render={({ field, fieldState }) => (
              <PermissionsEditor value={field.value} onChange={(next) => { field.onChange(next); form.clearErrors('permissions'); }} error={fieldState.error?.message} emptyText={t('This role grants no permissions.')} />
            )}
          />
        </Section>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <p className="me-auto hidden text-sm text-muted sm:block">{formState.isDirty ? t('You have unsaved changes') : ''}</p>
        <Button variant="ghost" onClick={() => navigate(paths.adminRoles)}>{t('Cancel')}</Button>
        <Button type="submit" loading={save.isPending} data-testid="save-role">{role ? t('Save role') : t('Create role')}</Button>
      </div>
    </form>
  );
}

function Flag({ hint, ...props }: Parameters<typeof Checkbox>[0] & { hint: string }) {
  return (
    <div className="rounded-xl border border-line bg-background/40 p-3">
      <Checkbox {...props} />
      <p className="mt-1 ps-6.5 text-xs text-muted">{hint}</p>
    </div>
  );
}
