import type { Command } from 'commander';
import { refreshAllChannels } from '../../src/features/site/channels/channels.queries';
import { seedDefaultChannels } from '../../src/features/site/channels/channels.seed';
import { clearDemo, seedDemo } from '../../src/features/catalogue/demo/demo.seed';
import { createStorage } from '../../src/platform/services';
import { CliError, cliConfig, print, withDatabase } from '../context';
import { catalogueHasTitles, demoSeeded } from './demo.queries';

// `marquee demo:seed` and `marquee demo:clear`: the generated demo catalogue (titles, people,
// news, artwork) and the default channels.

export function registerDemoCommands(program: Command) {
  program
    .command('demo:seed')
    .description('Seed the demo catalogue (155 titles, 400 people, news, artwork) and the default channels')
    .option('--force', 'seed even when the catalogue already has titles')
    .option('--no-artwork', 'skip generating artwork (faster)')
    .action(async (flags: { force?: boolean; artwork: boolean }) => {
      const config = cliConfig();
      await withDatabase(config, async ({ db }) => {
        if (await demoSeeded(db)) throw new CliError('The demo catalogue is already seeded: run "marquee demo:clear" first.');
        if ((await catalogueHasTitles(db)) && !flags.force)
          throw new CliError('The catalogue is not empty: add --force to seed the demo next to it.');
        const started = Date.now();
        const result = await seedDemo(db, { storage: await createStorage(config), artwork: flags.artwork });
        if (!(await seedDefaultChannels(db))) await refreshAllChannels(db);
        print(
          `Seeded ${result.titles} titles, ${result.people} people, ${result.news} news articles and ${result.images} pictures (drawn when first shown) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        );
      });
    });

  program
    .command('demo:clear')
    .description('Remove the demo catalogue (titles, people, news and artwork it created); channels stay')
    .action(async () => {
      const config = cliConfig();
      await withDatabase(config, async ({ db }) => {
        const result = await clearDemo(db, await createStorage(config));
        await refreshAllChannels(db);
        print(`Removed ${result.titles} titles, ${result.people} people and ${result.news} news articles.`);
        print('A running server shows the change once its cache entries expire (at most 10 minutes).');
      });
    });
}
