import type { ReactNode } from 'react';
import type { WorkspaceRole } from '../../api/workspaces';
import { useTrans } from '../../shell/i18n';
import { avatarColor, avatarInitial } from '../../ui/avatar';
import { roleLabels } from './roles';

/** A workspace's square badge: its initial on a colour picked from its name. */
export function WorkspaceMark({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42), backgroundColor: avatarColor(name) }}
      className="grid shrink-0 select-none place-items-center rounded-xl font-bold text-white shadow-sm shadow-black/20"
    >
      {avatarInitial(name)}
    </span>
  );
}

const roleTones: Record<WorkspaceRole, string> = {
  owner: 'bg-primary/15 text-primary',
  admin: 'bg-fg/10 text-fg',
  member: 'bg-fg/6 text-muted',
};

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  const t = useTrans();
  return (
    <span className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold ${roleTones[role]}`}>
      {t(roleLabels[role])}
    </span>
  );
}

/** One block of the settings page: a title, an optional line under it, actions on the right. */
export function SettingsSection({
  id,
  title,
  description,
  actions,
  children,
  tone = 'default',
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
      className={`overflow-hidden rounded-2xl border bg-surface shadow-sm shadow-black/5 ${tone === 'danger' ? 'border-danger/40' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-start gap-3 px-5 pt-5 sm:px-6">
        <div className="me-auto min-w-0">
          <h2 id={`${id}-title`} className={`text-lg font-semibold tracking-tight ${tone === 'danger' ? 'text-danger' : 'text-fg'}`}>
            {title}
          </h2>
          {description && <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="px-5 pb-5 pt-4 sm:px-6">{children}</div>
    </section>
  );
}
