import { useState } from 'react';
import { openDialog } from '../../shell/modal-host';
import { useTrans } from '../../shell/i18n';
import { Button } from '../button';
import { DialogBody, DialogHeader, SubmitFooter } from '../dialog';
import { Checkbox, TextField } from '../field';

export interface NewListValues {
  name: string;
  public: boolean;
}

function NewListForm({ close }: { close: (v?: NewListValues) => void }) {
  const t = useTrans();
  const [name, setName] = useState('');
  const [isPublic, setPublic] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) close({ name: name.trim(), public: isPublic });
      }}
    >
      <DialogHeader onClose={() => close()}>{t('New list')}</DialogHeader>
      <DialogBody className="space-y-4">
        <TextField
          label={t('Name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          required
          maxLength={255}
          data-testid="new-list-name"
        />
        <Checkbox label={t('Public')} checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />
      </DialogBody>
      <SubmitFooter onCancel={() => close()} disabled={!name.trim()} testId="new-list-create" label={t('Create')} />
    </form>
  );
}

/** Asks for a new list's name (and visibility); undefined when cancelled. */
export const askNewList = () => openDialog<NewListValues>((close) => <NewListForm close={close} />, { size: 'sm', label: 'New list' });
