import type { Command } from 'commander';
import { z } from 'zod';
import { createTmdbClient, importTmdbItem, importTmdbList, tmdbHosts, tmdbLists } from '../../src/features/catalogue/tmdb/tmdb.service';
import { SettingsStore } from '../../src/features/operations/settings/settings.store';
import { createStorage } from '../../src/platform/services';
import { CliError, cliConfig, EXIT, parseFlags, print, withDatabase } from '../context';
import { progressBar } from '../progress';

// `marquee tmdb:import movie 550`, `marquee tmdb:import --list movie/popular --pages 3`.

const flagsSchema = z.object({
  list: z.enum(tmdbLists, { message: `must be one of ${tmdbLists.join(', ')}` }).optional(),
  pages: z.coerce.number().int().min(1).max(500).default(1),
  images: z.boolean().default(true),
});

export function registerTmdbImportCommand(program: Command) {
  program
    .command('tmdb:import')
    .description('Import from TMDB: one movie, series or person by TMDB id, or pages of a TMDB list')
    .argument('[type]', 'movie, series (or tv) or person')
    .argument('[id]', 'the TMDB id')
    .option('--list <name>', `a TMDB list: ${tmdbLists.join(', ')}`)
    .option('--pages <n>', 'how many pages of the list (20 titles each)', '1')
    .option('--no-images', 'skip images')
    .action(async (type: string | undefined, id: string | undefined, raw: Record<string, unknown>) => {
      const flags = parseFlags(flagsSchema, raw);
      if (!flags.list && !(type && id)) throw new CliError('Give a type and TMDB id (e.g. "movie 550") or --list.', EXIT.usage);
      const kind = type === 'tv' ? 'series' : type;
      if (!flags.list && !['movie', 'series', 'person'].includes(kind ?? ''))
        throw new CliError('type must be movie, series or person.', EXIT.usage);
      if (!flags.list && !/^\d+$/.test(id ?? '')) throw new CliError('id must be a TMDB id (a number).', EXIT.usage);
      const config = cliConfig();
      await withDatabase(config, async ({ db }) => {
        const settings = new SettingsStore(db, { TMDB_API_KEY: config.TMDB_API_KEY });
        await settings.load();
        let client;
        try {
          client = createTmdbClient(settings, tmdbHosts(config));
        } catch (err) {
          throw new CliError((err as Error).message, EXIT.config);
        }
        const deps = {
          db,
          client,
          storage: await createStorage(config),
          images: flags.images,
          language: settings.get<string>('tmdb.language'),
        };
        if (flags.list) {
          const bar = progressBar(`Importing ${flags.list}`, flags.pages * 20, 'titles');
          const summary = await importTmdbList(deps, flags.list, flags.pages, (done, total) => bar.update(done, total)).finally(() =>
            bar.stop(),
          );
          for (const e of summary.errors) process.stderr.write(`${e.messages.join('; ')}\n`);
          print(`Created ${summary.created}, updated ${summary.updated}, skipped ${summary.skipped}.`);
          return;
        }
        const result = await importTmdbItem(deps, kind as 'movie' | 'series' | 'person', Number(id));
        print(`${result.summary.created ? 'Created' : 'Updated'} ${kind} ${id} as local id ${result.id}.`);
      });
    });
}
