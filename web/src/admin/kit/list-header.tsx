import type { ReactNode } from 'react';

/** The top of an admin list page: the heading (with an optional line under it) and its buttons. */
export function AdminListHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      {description ? (
        <div className="me-auto">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
      ) : (
        <h1 className="me-auto text-2xl font-bold tracking-tight">{title}</h1>
      )}
      {children}
    </div>
  );
}
