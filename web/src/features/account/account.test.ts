import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, isAcceptableAvatar } from './panels/account-details-panel';
import { timezoneGroups } from '../../ui/locale-fields';
import { initialTwoFactorState } from './panels/two-factor-panel';

describe('two-factor setup state (spec section 4)', () => {
  it('is 2 when confirmed, 1 when recovery codes exist, else 0', () => {
    expect(initialTwoFactorState({ two_factor_confirmed_at: '2026-01-01T00:00:00Z', two_factor_recovery_codes: ['x'] })).toBe(2);
    expect(initialTwoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: ['x'] })).toBe(1);
    expect(initialTwoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: [] })).toBe(0);
    expect(initialTwoFactorState({})).toBe(0);
  });
});

describe('profile image', () => {
  it('accepts image/* up to 2 MB only', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(isAcceptableAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBe(true);
    expect(isAcceptableAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(false);
    expect(isAcceptableAvatar({ type: 'application/pdf', size: 10 })).toBe(false);
  });
});

describe('timezone groups', () => {
  it('reads a region map or a list of labelled groups', () => {
    const entry = { value: 'Europe/Paris', text: '(UTC+01:00) Paris' };
    expect(timezoneGroups({ Europe: [entry] })).toEqual([['Europe', [entry]]]);
    expect(timezoneGroups([{ label: 'Europe', entries: [entry] }])).toEqual([['Europe', [entry]]]);
    expect(timezoneGroups(undefined)).toEqual([]);
  });
});
