// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/button';
import { DialogBody, DialogHeader } from '../ui/dialog';
import { ModalHost, openDialog } from './modal-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('global modal host', () => {
  it('renders a dialog opened from anywhere and resolves with the value passed to close', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ModalHost />));

    let result: Promise<string | undefined> | undefined;
    await act(async () => {
      result = openDialog<string>((close) => (
        <>
          <DialogHeader>Rename list</DialogHeader>
          <DialogBody>
            <Button onClick={() => close('renamed')}>Save</Button>
          </DialogBody>
        </>
      ));
    });
    // the dialog frames load with the first dialog
    await vi.waitFor(
      async () => {
        await act(async () => {}); // lets React render what the lazy chunk brought
        expect(document.querySelector('[role="dialog"]')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Rename list');
    const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;
    await act(async () => save.click());
    await expect(result).resolves.toBe('renamed');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => root.unmount());
  });
});
