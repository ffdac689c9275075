import type { Command } from 'commander';
export function registerDoctorCommand(program: Command) {
  program.command('doctor');
}
