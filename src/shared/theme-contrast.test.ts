import { describe, expect, it } from 'vitest';
import { defaultDarkTheme, defaultLightTheme } from './default-themes';
import { contrastProblems, contrastRatio } from './theme-contrast';

describe('contrastRatio', () => {
  it('measures WCAG contrast of channels and hex colours', () => {
    expect(contrastRatio('#000', '255 255 255')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // white on the light theme's former primary: the 3.92:1 axe reported on every button
    expect(contrastRatio('255 255 255', '#a87800')).toBeCloseTo(3.92, 2);
    expect(contrastRatio('#a87800', '248 248 250')).toBeCloseTo(3.7, 2);
  });

  it('gives null for a value that is not a colour', () => {
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(contrastRatio('#fff', '')).toBeNull();
  });
});

describe('contrastProblems', () => {
  it('finds none in the default light and dark themes', () => {
    expect(contrastProblems(defaultLightTheme)).toEqual({});
    expect(contrastProblems(defaultDarkTheme)).toEqual({});
  });

  it('names the background a text colour reads worst on', () => {
    const problems = contrastProblems({ ...defaultLightTheme, '--mq-primary': '#a87800' });
    expect(Object.keys(problems).sort()).toEqual(['--mq-on-primary', '--mq-primary']);
    expect(problems['--mq-primary']).toEqual({ on: '--mq-background', ratio: expect.closeTo(3.7, 2) });
    expect(problems['--mq-on-primary']).toEqual({ on: '--mq-primary', ratio: expect.closeTo(3.92, 2) });
  });

  it('flags text colours when the background changes under them', () => {
    const problems = contrastProblems({ ...defaultDarkTheme, '--mq-background': '120 120 120' });
    expect(problems['--mq-foreground']?.on).toBe('--mq-background');
    expect(problems['--mq-on-navbar']).toBeUndefined();
  });
});
