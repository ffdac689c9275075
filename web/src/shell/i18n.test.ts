import { describe, expect, it } from 'vitest';
import { applyBootstrapData, bootstrapStore } from './bootstrap';
import { pluralForm, trans, translate } from './i18n';
import { relativeTime } from './relative-time';

describe('trans', () => {
  it('translates by source text and replaces :name placeholders', () => {
    const lines = { 'Hello :name': 'Bonjour :name', ':count of :counts': ':count sur :counts' };
    expect(translate(lines, 'fr', 'Hello :name', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(translate(lines, 'fr', 'Untranslated :x', { x: 1 })).toBe('Untranslated 1');
    expect(translate({}, 'en', ':count of :counts', { count: 2, counts: 9 })).toBe('2 of 9');
  });

  it('picks plural forms with the locale rules', () => {
    const line = '[one] :count title|[other] :count titles';
    expect(translate({}, 'en', line, { count: 1 })).toBe('1 title');
    expect(translate({}, 'en', line, { count: 5 })).toBe('5 titles');
    const polish = '[one] :count film|[few] :count filmy|[many] :count filmów|[other] :count filmu';
    expect(pluralForm(polish, 'pl', 2)).toBe(':count filmy');
    expect(pluralForm(polish, 'pl', 5)).toBe(':count filmów');
    expect(pluralForm('one item|many items', 'en', 3)).toBe('many items');
    expect(pluralForm('one item|many items', 'en', 1)).toBe('one item');
  });

  it('reads lines from the bootstrap translation block', () => {
    applyBootstrapData({ ...bootstrapStore.get(), i18n: { language: 'de', name: 'Deutsch', lines: { 'Log out': 'Abmelden' } } });
    expect(trans('Log out')).toBe('Abmelden');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it("reads 'a few seconds ago' under a minute", () => {
    applyBootstrapData({ ...bootstrapStore.get(), i18n: { language: 'en', name: 'English', lines: {} } });
    expect(relativeTime('2026-01-10T11:59:01Z', now, 'en')).toBe('a few seconds ago');
  });

  it('uses Intl.RelativeTimeFormat past a minute', () => {
    expect(relativeTime('2026-01-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-01-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2025-01-10T12:00:00Z', now, 'en')).toBe('last year');
    expect(relativeTime('2026-01-10T09:00:00Z', now, 'fr')).toBe('il y a 3 heures');
  });
});
