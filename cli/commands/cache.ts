import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { cliConfig, print } from '../context';

export function registerCacheCommands(program: Command) {
  program
    .command('cache:clear')
    .description('Delete everything cached on disk (the contents of DATA_DIR/cache)')
    .action(() => {
      const { cache } = cliConfig().paths;
      let removed = 0;
      if (fs.existsSync(cache)) {
        for (const entry of fs.readdirSync(cache)) {
          fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
          removed += 1;
        }
      }
      fs.mkdirSync(cache, { recursive: true });
      print(`Cleared ${removed} cached ${removed === 1 ? 'entry' : 'entries'} from ${cache}.`);
      print('A running server keeps its in-memory cache until it restarts or its entries expire.');
    });
}
