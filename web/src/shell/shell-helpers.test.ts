import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColor, avatarInitial } from '../ui/avatar';
import type { DebugFrame } from '../api/http';
import type { Theme } from './bootstrap-types';
import { groupFrames } from './frame-groups';
import { maskEmail } from './mask-email';
import { resolveTheme } from './theme';

const theme = (id: number, is_dark: boolean, over: Partial<Theme> = {}): Theme => ({
  id,
  name: `T${id}`,
  is_dark,
  default_dark: false,
  default_light: false,
  values: {},
  ...over,
});
const all = [theme(1, true, { default_dark: true }), theme(2, false, { default_light: true }), theme(3, true)];
const data = (user_change = true, selectedThemeId: number | null = null) => ({
  themes: { all, selectedThemeId },
  settings: { themes: { user_change } },
});

describe('theme choice', () => {
  it('system follows the OS preference', () => {
    expect(resolveTheme('system', data(), true)?.id).toBe(1);
    expect(resolveTheme('system', data(), false)?.id).toBe(2);
  });

  it('light, dark and a theme id pick that theme', () => {
    expect(resolveTheme('light', data(), true)?.id).toBe(2);
    expect(resolveTheme('dark', data(), false)?.id).toBe(1);
    expect(resolveTheme('3', data(), false)?.id).toBe(3);
    expect(resolveTheme('99', data(), false)?.id).toBe(2);
  });

  it('ignores the stored choice when users may not change the theme', () => {
    expect(resolveTheme('light', data(false), true)?.id).toBe(1);
    expect(resolveTheme('light', data(false, 3), false)?.id).toBe(3);
  });
});

describe('maskEmail', () => {
  it('keeps 2 characters of the local part, four stars, then the domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('ad****@example.com');
    expect(maskEmail('a@b.io')).toBe('a****@b.io');
  });
  it('is all stars when the address is unknown', () => {
    expect(maskEmail(null)).toBe('********');
    expect(maskEmail('nonsense')).toBe('********');
  });
});

describe('avatar', () => {
  it('picks one of 9 colours, the same for the same label', () => {
    expect(AVATAR_PALETTE).toHaveLength(9);
    expect(avatarColor('Ada Lovelace')).toBe(avatarColor('Ada Lovelace'));
    const used = new Set(['Ada', 'Grace', 'Linus', 'Alan', 'Edsger', 'Barbara', 'Ken', 'Dennis', 'Margaret', 'Donald'].map(avatarColor));
    expect(used.size).toBeGreaterThan(3);
    for (const c of used) expect(AVATAR_PALETTE).toContain(c);
  });
  it('uses the initial letter', () => {
    expect(avatarInitial('  émile')).toBe('É');
    expect(avatarInitial('')).toBe('?');
  });
});

describe('error viewer frames', () => {
  const f = (file: string, vendor: boolean): DebugFrame => ({ file, line: 1, column: 1, method: null, vendor });
  it('groups consecutive vendor frames', () => {
    const groups = groupFrames([f('a', false), f('v1', true), f('v2', true), f('b', false), f('v3', true)]);
    expect(groups.map((g) => (g.vendor ? g.frames.length : 'app'))).toEqual(['app', 2, 'app', 1]);
  });
});
