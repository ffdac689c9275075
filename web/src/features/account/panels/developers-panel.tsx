import { useMutation } from '@tanstack/react-query';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { http } from '../../../api/http';
import { paths } from '../../../paths';
import { trans, useTrans } from '../../../shell/i18n';
import { openDialog } from '../../../shell/modal-host';
import { relativeTime } from '../../../shell/relative-time';
import { Button, IconButton } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { type AccessToken, type AccountUser, refreshAccountUser } from '../api';
import { Panel } from '../panel';
import { CreateTokenDialog } from './create-token-dialog';

/** API access tokens (spec: only when the API is integrated and the user has api.access). */
export function DevelopersPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const tokens = user.tokens ?? [];
  const remove = useMutation({
    mutationFn: (token: AccessToken) => http.delete<{ message?: string }>(`access-tokens/${token.id}`),
    onSuccess: async (res) => {
      await refreshAccountUser();
      toast.positive(res?.message || t('Token deleted'));
    },
  });
  const create = async () => {
    const created = await openDialog<boolean>((close) => <CreateTokenDialog onDone={close} />, { label: trans('Create new token') });
    if (created) await refreshAccountUser();
  };
  return (
    <Panel
      id="developers"
      title={t('Developers')}
      description={
        <>
          {t(
            'You can use the API to access your account from other applications. Personal access tokens authenticate requests to the API.',
          )}{' '}
          <Link to={paths.apiDocs} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('API documentation')}
          </Link>
        </>
      }
      actions={
        <Button onClick={create}>
          <Plus size={16} aria-hidden />
          {t('Create token')}
        </Button>
      }
    >
      {tokens.length === 0 ? (
        <div className="flex items-center gap-4 rounded-xl border border-dashed border-line px-4 py-5 text-sm text-muted">
          <KeyRound size={20} aria-hidden className="shrink-0" />
          {t('You have not created any API tokens yet.')}
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line" data-testid="token-list">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-4 px-4 py-3" data-testid="token">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-fg/6 text-muted">
                <KeyRound size={17} aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-fg">{token.name}</p>
                <p className="text-xs text-muted">
                  {t('Last used')}: {token.last_used_at ? relativeTime(token.last_used_at) : t('Never')}
                </p>
              </div>
              <IconButton
                label={t('Delete token :name', { name: token.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(token)}
                className="text-muted hover:text-danger"
              >
                <Trash2 size={18} aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
