import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { isHttpError } from '../../api/http';
import { showHttpError } from '../../api/errors';
import { type InviteRole, useInviteMembers, type WorkspaceWithMembers } from '../../api/workspaces';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { submitHandler } from '../../ui/form-fields';
import { addEmails, MAX_INVITES } from './email-list';
import { roleDescriptions, roleLabels } from './roles';

/** 'Invite people': several addresses at once (typed, pasted, separated by commas, spaces or lines) and a role. */
export function openInviteDialog(workspace: Pick<WorkspaceWithMembers, 'id' | 'name'>) {
  return openDialog((close) => <InviteForm workspace={workspace} close={close} />, { label: trans('Invite people') });
}

/** The server's errors for the e-mails: 'emails.N' belongs to the N-th address sent, 'emails' to all. */
export function emailErrors(fieldErrors: Record<string, string[]>, sent: string[]) {
  const byEmail: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = /^emails\.(\d+)$/.exec(key);
    const email = match ? sent[Number(match[1])] : undefined;
    if (email) byEmail[email] = messages[0] ?? '';
    else if (key === 'emails' || key.startsWith('emails.')) general.push(...messages);
  }
  return { byEmail, general };
}

function InviteForm({ workspace, close }: { workspace: Pick<WorkspaceWithMembers, 'id' | 'name'>; close: () => void }) {
  const t = useTrans();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [errors, setErrors] = useState<{ byEmail: Record<string, string>; general: string[] }>({ byEmail: {}, general: [] });
  const invite = useInviteMembers(workspace.id, {
    onError: (err, sent) => {
      if (isHttpError(err) && err.status === 422 && Object.keys(err.fieldErrors).some((k) => k.startsWith('emails'))) {
        setErrors(emailErrors(err.fieldErrors, sent.emails));
      } else showHttpError(err);
    },
  });

  const commit = (value = text) => {
    const next = addEmails(chips, value);
    setChips(next.chips);
    setText(next.rest);
    return next;
  };
  const removeChip = (email: string) => {
    setChips((list) => list.filter((c) => c !== email));
    setErrors((e) => ({ ...e, byEmail: Object.fromEntries(Object.entries(e.byEmail).filter(([k]) => k !== email)) }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',' || e.key === ';' || e.key === ' ') && text.trim()) {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && !text && chips.length > 0) removeChip(chips[chips.length - 1]!);
  };
  const submit = () => {
    const next = commit();
    if (next.rest)
      return setErrors({ byEmail: {}, general: [t('":value" is not a valid email address.', { value: next.rest.split(' ')[0]! })] });
    if (next.chips.length === 0) return setErrors({ byEmail: {}, general: [t('Enter at least one email address.')] });
    if (next.chips.length > MAX_INVITES)
      return setErrors({ byEmail: {}, general: [t('Invite at most :count people at once.', { count: MAX_INVITES })] });
    setErrors({ byEmail: {}, general: [] });
    invite.mutate({ emails: next.chips, role }, { onSuccess: () => close() });
  };

  const chipErrors = chips.filter((c) => errors.byEmail[c]).map((c) => `${c}: ${errors.byEmail[c]}`);
  const messages = [...chipErrors, ...errors.general];
  const invalid = messages.length > 0;
  return (
    <form noValidate data-testid="invite-dialog" onSubmit={submitHandler(submit)}>
      <DialogHeader onClose={close}>{t('Invite people to :workspace', { workspace: workspace.name })}</DialogHeader>
      <DialogBody className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-emails`} className="text-sm font-medium text-fg">
            {t('Email addresses')}
          </label>
          <div
            onClick={() => input.current?.focus()}
            className={`flex min-h-11 w-full cursor-text flex-wrap items-center gap-1.5 rounded-theme border bg-background/60 px-2 py-1.5 transition duration-150 focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/25 ${invalid ? 'border-danger' : 'border-line hover:border-fg/30'}`}
          >
            {chips.map((email) => (
              <span
                key={email}
                data-testid="email-chip"
                className={`inline-flex h-7 max-w-full items-center gap-1 rounded-full ps-2.5 pe-1 text-sm ${errors.byEmail[email] ? 'bg-danger/15 text-danger' : 'bg-fg/10 text-fg'}`}
              >
                <span className="truncate">{email}</span>
                <button
                  type="button"
                  aria-label={t('Remove :email', { email })}
                  onClick={() => removeChip(email)}
                  className="grid size-5 shrink-0 place-items-center rounded-full hover:bg-fg/15"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            ))}
            <input
              ref={input}
              id={`${id}-emails`}
              type="text"
              inputMode="email"
              autoComplete="off"
              autoFocus
              value={text}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-emails-help`}
              placeholder={chips.length ? '' : t('name@example.com, another@example.com')}
              onChange={(e) => {
                const value = e.target.value;
                // a paste or a typed separator turns finished addresses into chips at once
                if (/[\s,;]/.test(value.trim())) commit(value);
                else setText(value);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => text.trim() && commit()}
              className="h-8 min-w-40 flex-1 bg-transparent px-1.5 text-sm text-fg outline-none placeholder:text-muted/80"
            />
          </div>
          <div id={`${id}-emails-help`}>
            {invalid ? (
              messages.map((m) => (
                <p key={m} className="text-xs font-medium text-danger">
                  {m}
                </p>
              ))
            ) : (
              <p className="text-xs text-muted">
                {t('Separate addresses with commas, spaces or new lines. Up to :count at once.', { count: MAX_INVITES })}
              </p>
            )}
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('Role')}</legend>
          {(['member', 'admin'] as const).map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 transition-colors ${role === value ? 'border-primary bg-primary/6' : 'border-line hover:bg-fg/4'}`}
            >
              <input
                type="radio"
                name="role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                className="mt-0.5 size-4 accent-[rgb(var(--mq-primary))]"
              />
              <span>
                <span className="block text-sm font-semibold">{t(roleLabels[value])}</span>
                <span className="block text-sm text-muted">{t(roleDescriptions[value])}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </DialogBody>
      <SubmitFooter onCancel={close} loading={invite.isPending} label={t('Send invitations')} />
    </form>
  );
}
