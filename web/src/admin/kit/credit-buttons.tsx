import { Pencil, Trash2 } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
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
      <IconButton label={removeLabel} onClick={onRemove} className="size-9 text-muted hover:text-danger" data-testid="remove-credit">
        <Trash2 className="size-4" aria-hidden />
      </IconButton>
    </>
  );
}
