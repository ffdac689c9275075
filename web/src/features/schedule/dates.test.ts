import { describe, expect, it } from 'vitest';
import { addDays, dayAndMonth, isDate, weekdayName } from './dates';

describe('schedule dates', () => {
  it('moves by calendar days across months, years and clock changes', () => {
    expect(addDays('2031-01-28', 7)).toBe('2031-02-04');
    expect(addDays('2031-01-03', -7)).toBe('2030-12-27');
    expect(addDays('2031-03-27', 7)).toBe('2031-04-03');
  });

  it('takes only real YYYY-MM-DD dates from the address bar', () => {
    expect(isDate('2031-02-28')).toBe(true);
    expect(isDate('2031-02-30')).toBe(false);
    expect(isDate('next-week')).toBe(false);
    expect(isDate(null)).toBe(false);
  });

  it('names the day the date is, whatever the browser’s offset', () => {
    expect(weekdayName('2031-01-01')).toMatch(/Wednesday|mercredi|Mittwoch/i);
    expect(dayAndMonth('2031-01-01')).toMatch(/1/);
  });
});
