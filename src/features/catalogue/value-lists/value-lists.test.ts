import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { utcOffsetLabel } from './timezones';

describe('GET value-lists/{names}', () => {
  const t = useTestContext();

  it('returns ISO countries, IANA time zones grouped by region and localizations', async () => {
    const res = await t.request('/api/v1/value-lists/countries,timezones,localizations');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(body.countries).toContainEqual({ code: 'US', name: 'United States of America' });
    const names = body.countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    expect(Object.keys(body.timezones)).toEqual(expect.arrayContaining(['Europe', 'America', 'Asia', 'UTC']));
    const berlin = body.timezones.Europe.find((z: { value: string }) => z.value === 'Europe/Berlin');
    expect(berlin.text).toMatch(/^\(UTC\+0[12]:00\) Berlin$/);
    const tokyo = body.timezones.Asia.find((z: { value: string }) => z.value === 'Asia/Tokyo');
    expect(tokyo.text).toBe('(UTC+09:00) Tokyo');
    const kathmandu = body.timezones.Asia.find((z: { value: string }) => z.value === 'Asia/Kathmandu' || z.value === 'Asia/Katmandu');
    expect(kathmandu.text).toMatch(/^\(UTC\+05:45\) Kat/);
    expect(body.timezones.UTC).toEqual([{ value: 'UTC', text: '(UTC+00:00) UTC' }]);

    expect(body.localizations).toEqual([{ language: 'en', name: 'English' }]);
  });

  it('returns only the lists asked for', async () => {
    const body = await (await t.request('/api/v1/value-lists/localizations')).json();
    expect(Object.keys(body)).toEqual(['localizations']);
  });

  it('refuses an unknown list name with 422', async () => {
    const res = await t.request('/api/v1/value-lists/countries,planets');
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toBeDefined();
  });

  it('labels negative offsets', () => {
    expect(utcOffsetLabel('America/Bogota')).toBe('(UTC-05:00)');
  });
});
