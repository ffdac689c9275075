import { afterEach, describe, expect, it } from 'vitest';
import { compactNumber } from '../ui/catalogue/rating-badge';
import { formatDate } from '../ui/catalogue/format';
import { dateRange, weekdayName } from '../features/schedule/dates';
import { formatMoney } from '../features/billing/format';
import { applyBootstrapData, bootstrapStore } from './bootstrap';
import { displayNames } from './locale';
import type { BootstrapData } from './bootstrap-types';

const initial = bootstrapStore.get();
function site(language: string, timezone: string, user: Partial<BootstrapData['user']> | null = null) {
  applyBootstrapData({
    ...initial,
    settings: { ...initial.settings, dates: { default_timezone: timezone } },
    i18n: { language, name: language, lines: {} },
    user: user as BootstrapData['user'],
  });
}

describe('numbers and dates in the display locale', () => {
  afterEach(() => applyBootstrapData(initial));

  it("writes them in the site's language, whatever the browser's own locale", () => {
    site('en', 'UTC');
    expect(formatDate('2024-03-12', 'long')).toBe('March 12, 2024');
    expect(compactNumber(2512)).toBe('2.5K');
    site('de', 'UTC');
    expect(formatDate('2024-03-12', 'long')).toBe('12. März 2024');
    expect(formatDate('2024-03-12')).toBe('12.03.2024');
    expect(compactNumber(2_512_000)).toBe('2,5\u00a0Mio.');
  });

  it('writes the schedule, prices and names in it too', () => {
    site('de', 'Pacific/Kiritimati');
    expect(weekdayName('2024-03-12')).toBe('Dienstag');
    expect(dateRange('2024-03-12', '2024-03-18')).toBe('12.–18. März 2024');
    expect(formatMoney(1999, 'EUR')).toBe('19,99\u00a0€');
    expect(displayNames('language').of('fr')).toBe('Französisch');
    site('en', 'UTC');
    expect(weekdayName('2024-03-12')).toBe('Tuesday');
    expect(formatMoney(1000, 'USD')).toBe('$10');
    expect(displayNames('region').of('DE')).toBe('Germany');
  });

  it("shows a moment in the viewer's zone, else the site's; a day stays that day", () => {
    site('en', 'Pacific/Kiritimati'); // UTC+14
    expect(formatDate('2024-03-12T20:00:00Z')).toBe('Mar 13, 2024');
    expect(formatDate('2024-03-12')).toBe('Mar 12, 2024');
    site('en', 'Pacific/Kiritimati', { timezone: 'America/Los_Angeles' });
    expect(formatDate('2024-03-12T05:00:00Z')).toBe('Mar 11, 2024');
  });

  it('falls back to English and UTC for a language or zone Intl does not know', () => {
    site('not a locale', 'Mars/Olympus_Mons');
    expect(formatDate('2024-03-12T20:00:00Z')).toBe('Mar 12, 2024');
    expect(compactNumber(2512)).toBe('2.5K');
    expect(displayNames('language').of('fr')).toBe('French');
  });
});
