import type { ReactNode } from 'react';

/** A radio option drawn as a card (font and radius choices). */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  children,
  testId,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-center gap-3 rounded-theme border px-3 py-2.5 transition-colors ${checked ? 'border-primary bg-primary/10' : 'border-line hover:bg-fg/5'}`}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="size-4 shrink-0 accent-[rgb(var(--mq-primary))]" />
      <span className="flex min-w-0 flex-1 items-center gap-3">{children}</span>
    </label>
  );
}
