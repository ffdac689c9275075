import { toChannels } from '../../../../src/shared/themes.schemas';

// What the theme editor knows about each theme variable (names come from the server's list).

export const colorTokens: { name: string; label: string; hint?: string }[] = [
  { name: '--mq-background', label: 'Background', hint: 'Behind every page' },
  { name: '--mq-surface', label: 'Surface', hint: 'Cards, panels and dialogs' },
  { name: '--mq-surface-raised', label: 'Raised surface', hint: 'Inputs and hovered rows' },
  { name: '--mq-foreground', label: 'Text' },
  { name: '--mq-muted', label: 'Muted text' },
  { name: '--mq-border', label: 'Borders' },
  { name: '--mq-primary', label: 'Primary', hint: 'Buttons, links and highlights' },
  { name: '--mq-on-primary', label: 'Text on primary' },
  { name: '--mq-accent', label: 'Accent' },
  { name: '--mq-danger', label: 'Danger' },
  { name: '--mq-positive', label: 'Positive' },
  { name: '--mq-warning', label: 'Warning' },
  { name: '--mq-navbar', label: 'Navbar background' },
  { name: '--mq-on-navbar', label: 'Navbar text' },
];

/** "R G B" channels (or #hex) as #rrggbb for the colour picker; null when not a colour. */
export function toHex(value: string | undefined): string | null {
  const channels = value ? toChannels(value) : null;
  if (!channels) return null;
  return `#${channels
    .split(' ')
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

export { toChannels };

/** Curated stacks of fonts already on the visitor's device (nothing is loaded); the web fonts are in shell/web-fonts.ts. */
export const fontStacks: { id: string; label: string; family: string }[] = [
  { id: 'system', label: 'System UI', family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  {
    id: 'neo-grotesque',
    label: 'Neo-grotesque',
    family: 'Inter, Roboto, "Helvetica Neue", "Arial Nova", "Nimbus Sans", Arial, sans-serif',
  },
  { id: 'humanist', label: 'Humanist', family: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif' },
  { id: 'geometric', label: 'Geometric', family: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif' },
  {
    id: 'rounded',
    label: 'Rounded',
    family: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
  },
  { id: 'transitional', label: 'Transitional serif', family: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif' },
  { id: 'old-style', label: 'Old style serif', family: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif' },
  { id: 'slab', label: 'Slab serif', family: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif' },
  {
    id: 'mono',
    label: 'Monospace',
    family: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
];

/** Corner scales: cards/panels use --mq-radius, buttons --mq-radius-button. */
export const radiusScale: { id: string; label: string; value: string }[] = [
  { id: 'none', label: 'None', value: '0px' },
  { id: 'sm', label: 'Small', value: '0.25rem' },
  { id: 'md', label: 'Medium', value: '0.5rem' },
  { id: 'lg', label: 'Large', value: '0.75rem' },
  { id: 'xl', label: 'Extra large', value: '1rem' },
];
export const buttonRadiusScale = [...radiusScale.slice(0, 4), { id: 'full', label: 'Pill', value: '9999px' }];
