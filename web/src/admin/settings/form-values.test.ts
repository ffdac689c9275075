import { describe, expect, it } from 'vitest';
import type { SettingField } from './api';
import { mergeNested, toFormValue, toServerValue } from './form-values';

const field = (control: SettingField['control']): SettingField => ({
  name: 'x.y',
  label: 'X',
  description: null,
  control,
  optionLabels: null,
});

describe('settings form values', () => {
  it('keeps numbers and lists as text while editing and converts them for the server', () => {
    const num = field({ type: 'number', integer: true, nullable: false, min: 1 });
    expect(toFormValue(num, 30)).toBe('30');
    expect(toServerValue(num, ' 45 ')).toBe(45);
    // not a number: sent as typed, so the server's field error explains
    expect(toServerValue(num, '4x')).toBe('4x');
    expect(toServerValue(field({ type: 'number', integer: false, nullable: true }), '')).toBeNull();
    const list = field({ type: 'list' });
    expect(toFormValue(list, ['mp4', 'video/*'])).toBe('mp4\nvideo/*');
    expect(toServerValue(list, 'mp4\n\n video/* , srt\n')).toEqual(['mp4', 'video/*', 'srt']);
  });

  it('holds a multiselect in the options’ order, so ticking a box back is no change', () => {
    const ladder = field({ type: 'multiselect', options: ['360', '720', '1080'] });
    expect(toFormValue(ladder, ['1080', '360'])).toBe('360,1080');
    expect(toServerValue(ladder, '360,1080')).toEqual(['360', '1080']);
    expect(toServerValue(ladder, '')).toEqual([]);
  });

  it('never puts a secret into the form, only whether it is set', () => {
    const secret = field({ type: 'secret' });
    expect(toFormValue(secret, '********')).toBe(true);
    expect(toFormValue(secret, '')).toBe(false);
  });

  it('updates only the public settings the shell already holds', () => {
    const shell = { branding: { site_name: 'Marquee' }, cookie_notice: { enable: true } };
    const next = mergeNested(shell, { 'branding.site_name': 'Cinema', 'contact.email': 'a@b.c', 'cookie_notice.enable': false }, [
      'branding.site_name',
      'contact.email',
      'cookie_notice.enable',
    ]);
    expect(next).toEqual({ branding: { site_name: 'Cinema' }, cookie_notice: { enable: false } });
    expect(shell.branding.site_name).toBe('Marquee');
  });
});
