import type { ReactNode } from 'react';

/** The heading block of every auth card. */
export function AuthHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-7">
      <h1 className="text-balance text-2xl font-bold tracking-tight text-fg">{title}</h1>
      {children && <p className="mt-2 text-sm leading-6 text-muted">{children}</p>}
    </header>
  );
}

/** The line under an auth form: "Don't have an account? Sign up." */
export function AuthFooterLink({ children }: { children: ReactNode }) {
  return <p className="mt-7 text-center text-sm text-muted">{children}</p>;
}

export const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline';
