import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lookupIp } from './geoip';
import { buildTestMmdb } from '../testing/geoip';

describe('lookupIp with a MaxMind database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-geoip-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads city and country for an address in the database, nothing for others', async () => {
    const file = path.join(dir, 'test-city.mmdb');
    fs.writeFileSync(file, buildTestMmdb([203, 0, 113], { city: { names: { en: 'Lisbon' } }, country: { iso_code: 'PT' } }));
    expect(await lookupIp(file, '203.0.113.9')).toEqual({ city: 'Lisbon', country: 'PT' });
    expect(await lookupIp(file, '198.51.100.1')).toEqual({ city: null, country: null });
  });
});
