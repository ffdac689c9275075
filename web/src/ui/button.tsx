import { Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'wouter';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm shadow-primary/20 hover:brightness-110 active:brightness-95',
  secondary: 'bg-fg/8 text-fg hover:bg-fg/12 active:bg-fg/16',
  ghost: 'text-fg hover:bg-fg/8 active:bg-fg/12',
  outline: 'border border-line text-fg hover:bg-fg/6 active:bg-fg/10',
  danger: 'bg-danger text-white hover:brightness-110 active:brightness-95',
};
const sizes: Record<ButtonSize, string> = {
  xs: 'h-8 px-3 text-xs gap-1.5',
  sm: 'h-9 px-3.5 text-sm gap-2',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2.5',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `inline-flex select-none items-center justify-center whitespace-nowrap rounded-button font-semibold transition duration-150 disabled:pointer-events-none disabled:opacity-50 ${variants[variant]} ${sizes[size]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

export function Button({ variant, size, loading, className = '', children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {loading && <Spinner size={16} className="text-current" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function ButtonLink({ variant, size, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...(rest as ComponentProps<typeof Link>)} />;
}

/** A round icon-only button; `label` is required for screen readers. */
export function IconButton({
  label,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`relative grid size-10 shrink-0 place-items-center rounded-full text-current transition-colors duration-150 hover:bg-fg/10 disabled:opacity-50 ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}

/** The muted trash-can IconButton of a row that turns red on hover; `className` sets its size (size-9 by default). */
export function DeleteIconButton({
  className = 'size-9',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { label: string }) {
  return (
    <IconButton className={`${className} text-muted hover:text-danger`} {...rest}>
      <Trash2 className="size-4" aria-hidden />
    </IconButton>
  );
}

/** A round link that shows only an icon; `label` names it for screen readers. */
export function IconLink({ to, label, className, children }: { to: string; label: string; className: string; children: React.ReactNode }) {
  return (
    <Link to={to} aria-label={label} className={className}>
      {children}
    </Link>
  );
}

/** The round, muted icon-only link of a table row; `label` names it (read out and shown as its tooltip); `className` sets its display. */
export function RowIconLink({
  label,
  className = 'grid',
  ...rest
}: Omit<ComponentProps<typeof Link>, 'className'> & { label: string; className?: string }) {
  return (
    <Link
      aria-label={label}
      title={label}
      className={`${className} size-9 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg`}
      {...(rest as ComponentProps<typeof Link>)}
    />
  );
}
