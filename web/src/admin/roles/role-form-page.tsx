import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useLocation } from 'wouter';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { type AdminRole, type GrantedPermission, rolesApi, rolesKeys, useRole } from '../kit/roles-api';
import { PermissionsEditor, permissionsError } from '../kit/permissions-editor';
import { requiredLine } from '../kit/field-props';
import { BackLink, EditorForm, useEditorForm, formPageGate, FormSection, HintCheckbox, useIdParam } from '../kit/form-layout';

interface Values {
  name: string;
  description: string;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
}

/** /admin/roles/new and /admin/roles/{roleId}/edit. */
export default function RoleFormPage() {
  const { id, queryId, invalid } = useIdParam('roleId');
  const role = useRole(queryId);
  const gate = formPageGate({ active: id !== null, invalid, query: role });
  if (gate) return gate;
  return <RoleForm key={role.data?.updated_at ?? 'new'} role={id !== null ? role.data! : null} />;
}

function RoleForm({ role }: { role: AdminRole | null }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const editor = useEditorForm(
    {
      name: role?.name ?? '',
      description: role?.description ?? '',
      default: role?.default ?? false,
      guests: role?.guests ?? false,
      permissions: role?.permissions.map((p) => ({ name: p.name, restrictions: p.restrictions })) ?? [],
    },
    {
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
      onError: (err, form) => {
        if (!isHttpError(err) || err.status !== 422 || !Object.keys(err.fieldErrors).length) return showHttpError(err);
        const errors = err.fieldErrors;
        for (const key of ['name', 'description', 'default', 'guests'] as const) {
          if (errors[key]?.[0]) form.setError(key, { type: 'server', message: errors[key][0] }, { shouldFocus: key === 'name' });
        }
        const perms = permissionsError(errors);
        if (perms) form.setError('permissions', { type: 'server', message: perms });
      },
    },
  );
  const { form, field, save } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="role-form"
      header={
        <div className="mb-6">
          <BackLink to={paths.adminRoles} label={t('Roles')} />
          <h1 className="text-2xl font-bold tracking-tight">{role ? t('Edit role') : t('New role')}</h1>
        </div>
      }
      bar={{ idle: '', cancelTo: paths.adminRoles, submitLabel: role ? t('Save role') : t('Create role'), submitTestId: 'save-role' }}
    >
      <FormSection title={t('Details')}>
        <TextField label={t('Name')} required {...field('name', requiredLine(t('The name is required.')))} />
        <TextArea
          label={t('Description')}
          rows={3}
          {...field('description', { maxLength: { value: 1000, message: t('At most 1000 characters.') } })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <HintCheckbox hint={t('Given to every new account.')} label={t('Default for new users')} {...field('default')} />
          <HintCheckbox
            hint={
              role?.guests
                ? t('This is the guest role. Mark another role as the guest role to change it.')
                : t('Applies to visitors who are not signed in. Only one role can be the guest role.')
            }
            label={t('Guest role')}
            disabled={role?.guests}
            {...field('guests')}
          />
        </div>
      </FormSection>

      <FormSection title={t('Permissions')} description={t('What users with this role may do. Empty limits mean unlimited.')}>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionsEditor
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('permissions');
              }}
              error={fieldState.error?.message}
              emptyText={t('This role grants no permissions.')}
            />
          )}
        />
      </FormSection>
    </EditorForm>
  );
}
