import { describe, expect, it } from 'vitest';
import { previewOf, previewValues, THEME_PREVIEW } from './theme-preview';
import { toHex } from './theme-tokens';

describe('theme preview messages', () => {
  it('keeps only known variables with safe values, as channels', () => {
    expect(
      previewValues({
        '--mq-background': '#102030',
        '--mq-primary': '0 160 255',
        '--mq-accent': '#12',
        '--mq-radius': '1rem; background: red',
        '--mq-font-family': 'Charter, serif',
        '--evil': '1px',
      }),
    ).toEqual({ '--mq-background': '16 32 48', '--mq-primary': '0 160 255', '--mq-font-family': 'Charter, serif' });
  });

  it('reads a draft, a reset (null) or nothing from a message', () => {
    expect(previewOf({ type: THEME_PREVIEW, theme: { values: { '--mq-primary': '#fff' }, is_dark: true } })).toEqual({
      values: { '--mq-primary': '255 255 255' },
      is_dark: true,
    });
    expect(previewOf({ type: THEME_PREVIEW, theme: null })).toBeNull();
    expect(previewOf({ type: 'other', theme: null })).toBeUndefined();
    expect(previewOf({ type: THEME_PREVIEW, theme: { values: 'x' } })).toBeUndefined();
    expect(previewOf(null)).toBeUndefined();
  });

  it('turns stored channels into #hex for the colour picker', () => {
    expect(toHex('245 197 24')).toBe('#f5c518');
    expect(toHex('#0af')).toBe('#00aaff');
    expect(toHex('nope')).toBeNull();
  });
});
