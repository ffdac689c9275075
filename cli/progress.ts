import cliProgress from 'cli-progress';

/** A progress bar on stderr for long work; silent when stderr is not a terminal. */
export function progressBar(label: string, total: number, unit = '') {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total}${unit ? ` ${unit}` : ''}`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(Math.max(total, 1), 0);
  return {
    update(value: number, newTotal?: number) {
      if (newTotal !== undefined) bar.setTotal(Math.max(newTotal, 1));
      bar.update(value);
    },
    stop() {
      bar.stop();
    },
  };
}
