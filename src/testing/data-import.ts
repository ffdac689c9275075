import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

// Exports as Letterboxd, IMDb and Trakt write them (fixtures next to the data import), zipped the
// way the services ship them.

export const DATA_IMPORT_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features/accounts/data-import/fixtures');

/** A ZIP of every file under `dir` (paths inside relative to it), like Letterboxd's export. */
export function zipFolder(dir: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else zip.addFile(path.join(dir, rel), rel);
    }
  };
  walk('');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The multipart body of POST users/me/imports. */
export function importForm(bytes: Buffer | string, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
