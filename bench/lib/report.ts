// One benchmark figure as a machine-readable line: `BENCH {"name":…,"figure":…,"goal":…,"unit":…}`.
// `npm run bench` (bench/run.ts) collects these lines from every benchmark into one table, so a
// release is checked against its goals in one command. A goal is a comparison: '>=0.8', '<=100'.

export interface Figure {
  name: string;
  figure: number;
  goal: string;
  unit: string;
}

export const FIGURE_PREFIX = 'BENCH ';

export function report(name: string, figure: number, goal: string, unit: string) {
  const line: Figure = { name, figure: Number(figure.toPrecision(4)), goal, unit };
  console.log(`${FIGURE_PREFIX}${JSON.stringify(line)}`);
}

const GOAL = /^\s*(>=|<=|>|<)\s*(-?[\d.]+)\s*$/;

/** Whether `figure` meets `goal`; null when the goal is not a comparison (a reference figure). */
export function meets(figure: number, goal: string): boolean | null {
  const m = GOAL.exec(goal);
  if (!m) return null;
  const bound = Number(m[2]);
  switch (m[1]) {
    case '>=':
      return figure >= bound;
    case '<=':
      return figure <= bound;
    case '>':
      return figure > bound;
    default:
      return figure < bound;
  }
}

/** The figures among a benchmark's output lines (other lines are its human-readable log). */
export function figuresIn(output: string): Figure[] {
  const figures: Figure[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith(FIGURE_PREFIX)) continue;
    try {
      const f = JSON.parse(line.slice(FIGURE_PREFIX.length)) as Figure;
      if (typeof f.name === 'string' && typeof f.figure === 'number') figures.push(f);
    } catch {
      // a log line that happens to start with the prefix: not a figure
    }
  }
  return figures;
}
