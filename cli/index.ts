import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './context';

// `marquee <command>`: the operator's tool. Reads the same environment and .env as the server.

const program = new Command('marquee')
  .description('Marquee operations: install, migrations, users and roles, cache, logs, backups, db:copy, doctor')
  .version(process.env.npm_package_version ?? '0.1.0')
  .showSuggestionAfterError()
  // one line on bad usage; commander prints it, we choose the exit code
  .exitOverride()
  .configureOutput({ outputError: (line, write) => write(`${line.trim()} (see --help)\n`) });

type Register = (program: Command) => void;

// Each command group is loaded only when its command runs, so `marquee user:create` does not pay
// for importing the catalogue, media and import code. Help and unknown commands load them all.
const groups: { names: string[]; load: () => Promise<Register> }[] = [
  { names: ['install'], load: () => import('./commands/install').then((m) => m.registerInstall) },
  { names: ['migrate'], load: () => import('./commands/migrate').then((m) => m.registerMigrate) },
  {
    names: ['user:create', 'user:password', 'user:ban', 'user:unban', 'user:role'],
    load: () => import('./commands/users').then((m) => m.registerUserCommands),
  },
  {
    names: ['role:list', 'role:create', 'role:grant', 'role:revoke'],
    load: () => import('./commands/roles').then((m) => m.registerRoleCommands),
  },
  { names: ['cache:clear'], load: () => import('./commands/cache').then((m) => m.registerCacheCommands) },
  { names: ['logs:export'], load: () => import('./commands/logs-export').then((m) => m.registerLogsExport) },
  { names: ['backup', 'restore'], load: () => import('./commands/backup').then((m) => m.registerBackupCommands) },
  { names: ['import'], load: () => import('./commands/import').then((m) => m.registerImportCommand) },
  { names: ['tmdb:import'], load: () => import('./commands/tmdb-import').then((m) => m.registerTmdbImportCommand) },
  { names: ['demo:seed', 'demo:clear'], load: () => import('./commands/demo').then((m) => m.registerDemoCommands) },
  { names: ['db:copy'], load: () => import('./commands/db-copy').then((m) => m.registerDbCopyCommand) },
  { names: ['doctor'], load: () => import('./commands/doctor').then((m) => m.registerDoctorCommand) },
  { names: ['worker'], load: () => import('./commands/worker').then((m) => m.registerWorkerCommand) },
];

const requested = process.argv.slice(2).find((a) => !a.startsWith('-'));
const wanted = groups.filter((g) => requested && g.names.includes(requested));
for (const group of wanted.length ? wanted : groups) (await group.load())(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    const ok = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(err.code);
    process.exit(ok ? 0 : EXIT.usage);
  }
  if (err instanceof CliError) {
    process.stderr.write(`marquee: ${err.message}\n`);
    process.exit(err.code);
  }
  process.stderr.write(`marquee: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(EXIT.failed);
}
