import { isHttpError, showHttpError } from '../../api';
import { trans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';
import { l10nApi, type LocalizationFile, type LocalizationRow } from './api';

// Export (download the server's JSON file) and import (upload one back) of a localization's lines.

export async function exportLocalization(row: LocalizationRow) {
  try {
    const file = await l10nApi.exportFile(row.id);
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `localization-${row.language}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (err) {
    showHttpError(err);
  }
}

/** Lets the admin pick a .json file; resolves null when none was chosen. */
export function pickJsonFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'application/json,.json';
    input.dataset.testid = 'localization-import-input';
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(input.files?.[0] ?? null);
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve(null);
      input.remove();
    });
    document.body.append(input);
    input.click();
  });
}

/** Reads, checks and uploads a file; the server's field errors are listed in the toast. Returns true on success. */
export async function importLocalization(row: LocalizationRow, file: File): Promise<boolean> {
  let body: LocalizationFile;
  try {
    body = JSON.parse(await file.text()) as LocalizationFile;
  } catch {
    toast.danger(trans('The file is not valid JSON.'));
    return false;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    toast.danger(trans('The file is not a localization export.'));
    return false;
  }
  try {
    await l10nApi.importFile(row.id, { lines: body.lines, mode: body.mode });
    toast(trans('Translations imported'));
    return true;
  } catch (err) {
    if (isHttpError(err) && err.status === 422) {
      const details = Object.entries(err.fieldErrors)
        .slice(0, 3)
        .map(([field, messages]) => `${field}: ${messages[0]}`);
      toast.danger([trans('The file could not be imported.'), ...details].join(' '));
    } else showHttpError(err);
    return false;
  }
}
