import type { LucideIcon } from 'lucide-react';

/** The round icon above a small form page's heading (forgot/reset password, two-factor, contact). */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
      <Icon size={22} />
    </span>
  );
}
