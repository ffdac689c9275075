import type { Readable } from 'node:stream';
import type * as Yauzl from 'yauzl';
import { lazyRequire } from '../../../platform/lazy-require';

// loaded with the first ZIP an import opens, not with the server
const yauzl = lazyRequire<typeof Yauzl>('yauzl');

// Reading a ZIP export without unpacking it: the central directory is read first (names and
// sizes only), then each entry is streamed, inflated on the way, in the order the importer wants.

export interface ZipEntry {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

export interface ZipFile {
  entries: ZipEntry[];
  close(): void;
}

/** Opens a ZIP file; rejects when the file is not one. */
export function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl().open(file, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('Not a ZIP file.'));
      const entries: ZipEntry[] = [];
      zip.on('entry', (entry: Yauzl.Entry) => {
        if (!entry.fileName.endsWith('/'))
          entries.push({
            name: entry.fileName,
            size: entry.uncompressedSize,
            open: () =>
              new Promise((res, rej) =>
                zip.openReadStream(entry, (e, stream) => (e || !stream ? rej(e ?? new Error('Unreadable entry.')) : res(stream))),
              ),
          });
        zip.readEntry();
      });
      zip.on('end', () => resolve({ entries, close: () => zip.close() }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
