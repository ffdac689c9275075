import { Pencil } from 'lucide-react';
import type { ComponentProps } from 'react';
import { http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { DeleteIconButton, IconButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { useConfirmedRemove } from './confirmed-remove';
import { departmentLabel } from '../../ui/catalogue/format';

/** The role line of a credit: the character for cast, else the job or the department. */
export function CreditRole({ credit: c }: { credit: { department: string; character?: string | null; job?: string | null } }) {
  const t = useTrans();
  return <>{c.department === 'cast' ? c.character || t('Character not set') : c.job || departmentLabel(c.department)}</>;
}

/** The edit and remove buttons at the end of a credit row (a title's cast list or a person's credits). */
export function CreditButtons({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <IconButton label={editLabel} onClick={onEdit} className="size-9 text-muted hover:text-fg" data-testid="edit-credit">
        <Pencil className="size-4" aria-hidden />
      </IconButton>
      <DeleteIconButton label={removeLabel} onClick={onRemove} data-testid="remove-credit" />
    </>
  );
}

/** The character a cast member plays, in a credit form; pass register('character') and the error. */
export function CharacterField(props: ComponentProps<typeof TextField>) {
  const t = useTrans();
  return <TextField label={t('Character')} placeholder={t('e.g. Sarah Connor')} {...props} data-testid="credit-character" />;
}

/** The job of a crew member, in a credit form; pass register('job') and the error. */
export function JobField(props: ComponentProps<typeof TextField>) {
  const t = useTrans();
  return <TextField label={t('Job')} placeholder={t('e.g. Director')} {...props} data-testid="credit-job" />;
}

/**
 * Asks, then deletes a credit of the title `titleId(credit)`: `removed` is the toast, `question`
 * and `body` the confirmation. Returns the function to call from a row's remove button.
 */
export function useRemoveCredit<C extends { id: number }>(o: {
  titleId: (c: C) => number;
  refresh: () => Promise<unknown>;
  removed: (c: C) => string;
  question: (c: C) => string;
  body: string;
}) {
  const t = useTrans();
  return useConfirmedRemove<C>({
    ...o,
    request: (c) => http.delete(`titles/${o.titleId(c)}/credits/${c.id}`),
    done: o.removed,
    confirmLabel: t('Remove'),
  });
}
