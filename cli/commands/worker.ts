import type { Command } from 'commander';

export function registerWorkerCommand(program: Command) {
  program
    .command('worker')
    .description('Run jobs and scheduled tasks without serving HTTP (the server with ROLE=worker); stops on SIGTERM')
    .action(async () => {
      process.env.ROLE = 'worker';
      await import('../../src/main');
      await new Promise<never>(() => {}); // the worker runs until a signal stops the process
    });
}
