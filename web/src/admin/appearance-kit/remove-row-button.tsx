import { Trash2 } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';

/** The trash button at the end of a panel's list row ("Remove <name>"). */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useTrans();
  return (
    <IconButton label={t('Remove :name', { name })} className="size-9 text-muted hover:text-danger" onClick={onRemove}>
      <Trash2 size={16} aria-hidden />
    </IconButton>
  );
}
