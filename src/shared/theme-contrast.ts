import { toChannels } from './themes.schemas';

// WCAG 2.2 contrast of theme colours, so the appearance editor can warn before an admin saves a
// colour that visitors cannot read. Colours are theme values: "R G B" channels or #hex.

/** Relative luminance of an "R G B" colour (WCAG 2.2, 1.4.3). */
function luminance(channels: string) {
  const [r, g, b] = channels.split(' ').map((n) => {
    const c = Number(n) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, from 1 to 21; null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = toChannels(a);
  const cb = toChannels(b);
  if (!ca || !cb) return null;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text colours and what they are read on; text needs 4.5:1 (focus rings and large text 3:1 are then met too). */
const textPairs: [text: string, on: string[]][] = [
  ['--mq-foreground', ['--mq-background', '--mq-surface', '--mq-surface-raised']],
  ['--mq-muted', ['--mq-background', '--mq-surface']],
  ['--mq-primary', ['--mq-background', '--mq-surface']],
  ['--mq-on-primary', ['--mq-primary']],
  ['--mq-accent', ['--mq-background']],
  ['--mq-danger', ['--mq-background', '--mq-surface']],
  ['--mq-positive', ['--mq-background', '--mq-surface']],
  ['--mq-warning', ['--mq-background', '--mq-surface']],
  ['--mq-on-navbar', ['--mq-navbar']],
];

export const TEXT_CONTRAST = 4.5;

export interface ContrastProblem {
  /** the background variable the colour is too close to */
  on: string;
  ratio: number;
}

/** For each text colour of a theme, the background it reads worst on when that is below 4.5:1. */
export function contrastProblems(values: Record<string, string>): Record<string, ContrastProblem> {
  const problems: Record<string, ContrastProblem> = {};
  for (const [text, backgrounds] of textPairs) {
    for (const on of backgrounds) {
      const ratio = contrastRatio(values[text] ?? '', values[on] ?? '');
      if (ratio !== null && ratio < TEXT_CONTRAST && ratio < (problems[text]?.ratio ?? Infinity)) problems[text] = { on, ratio };
    }
  }
  return problems;
}
