import { useState } from 'react';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import type { GrantedPermission } from '../kit/roles-api';
import { PermissionsEditor, permissionsError } from '../kit/permissions-editor';
import { FormSection as Section } from '../kit/form-layout';
import { type AdminUserDetail, useUpdateUser } from './api';

/** Permissions tab: grants held directly by the user, on top of their roles. */
export function UserPermissionsTab({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const update = useUpdateUser();
  const [value, setValue] = useState<GrantedPermission[]>(user.permissions);
  const [error, setError] = useState<string>();
  const dirty = JSON.stringify(value) !== JSON.stringify(user.permissions);
  const save = () =>
    update.mutate(
      { id: user.id, input: { permissions: value } },
      {
        onSuccess: () => toast.positive(t('Permissions saved')),
        onError: (e) => {
          const message = isHttpError(e) ? (permissionsError(e.fieldErrors) ?? e.fieldErrors.roles?.[0]) : undefined;
          if (message) setError(message);
          else showHttpError(e);
        },
      },
    );
  return (
    <Section
      title={t('Direct permissions')}
      description={t('Granted to this user on top of the permissions of their roles (:roles). Empty limits mean unlimited.', {
        roles: user.roles.map((r) => r.name).join(', ') || t('none'),
      })}
    >
      <PermissionsEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        emptyText={t('This user has no direct permissions: only their roles apply.')}
        testId="user-permissions"
      />
      <div className="flex items-center justify-end gap-3">
        {dirty && <p className="me-auto text-sm text-muted">{t('You have unsaved changes')}</p>}
        <Button variant="ghost" disabled={!dirty} onClick={() => setValue(user.permissions)}>
          {t('Reset')}
        </Button>
        <Button loading={update.isPending} disabled={!dirty} onClick={save} data-testid="save-permissions">
          {t('Save permissions')}
        </Button>
      </div>
    </Section>
  );
}
