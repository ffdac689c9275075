import fs from 'node:fs';
import type { Command } from 'commander';
import { importFile } from '../../src/features/catalogue/import/import.service';
import { createStorage } from '../../src/platform/services';
import { CliError, cliConfig, EXIT, print, withDatabase } from '../context';
import { progressBar } from '../progress';

// `marquee import FILE`: titles and people from a JSON, JSONL or CSV file (docs/import-format.md).

export function registerImportCommand(program: Command) {
  program
    .command('import')
    .description('Import titles and people from FILE.json, FILE.jsonl or FILE.csv (see docs/import-format.md)')
    .argument('<file>', 'the file to import')
    .option('--no-images', 'skip images')
    .option('--link-images', 'keep remote image URLs as links instead of downloading them')
    .action(async (file: string, flags: { images: boolean; linkImages?: boolean }) => {
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliError(`No file at ${file}.`, EXIT.usage);
      const config = cliConfig();
      await withDatabase(config, async ({ db }) => {
        const bar = progressBar('Importing', 1, 'lines');
        let summary;
        try {
          summary = await importFile(db, file, {
            storage: await createStorage(config),
            images: flags.images,
            downloadImages: !flags.linkImages,
            onProgress: (done, total) => bar.update(done, total ?? done),
          });
        } finally {
          bar.stop();
        }
        for (const e of summary.errors) process.stderr.write(`line ${e.line}: ${e.messages.join('; ')}\n`);
        if (summary.skipped > summary.errors.length) {
          process.stderr.write(`... and ${summary.skipped - summary.errors.length} more skipped rows\n`);
        }
        print(`Created ${summary.created}, updated ${summary.updated}, skipped ${summary.skipped}.`);
        print('A running server shows the changes once its cache entries expire (at most 10 minutes).');
      });
    });
}
