import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { login, SESSION_COOKIE } from '../../../testing/auth';
import { hashToken } from '../auth/sessions';
import { buildTestMmdb } from '../../../testing/geoip';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('user-sessions', () => {
  let t: TestContext;
  let geoFile: string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-geo-'));
    geoFile = path.join(dir, 'city.mmdb');
    fs.writeFileSync(geoFile, buildTestMmdb([203, 0, 113], { city: { names: { en: 'Lisbon' } }, country: { iso_code: 'PT' } }));
    t = await createTestContext({ env: { TRUST_PROXY: 'true', GEOIP_DATABASE: geoFile } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(geoFile), { recursive: true, force: true });
  });
  beforeEach(() => t.signOut());

  it('lists the sessions with device, platform, browser, IP and the current one marked', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password, false, { 'user-agent': IPHONE, 'x-forwarded-for': '192.0.2.7' });
    const phoneToken = t.jar.get(SESSION_COOKIE)!;
    t.signOut();
    await login(t, user.email, user.password, true, { 'user-agent': CHROME, 'x-forwarded-for': '192.0.2.8' });
    const res = await t.request('/api/v1/user-sessions', { headers: { 'user-agent': CHROME } });
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s: { ip_address: string }) => s.ip_address === '192.0.2.7');
    const desktop = sessions.find((s: { ip_address: string }) => s.ip_address === '192.0.2.8');
    expect(phone).toMatchObject({
      device_type: 'mobile',
      platform: 'iOS',
      browser: 'Mobile Safari',
      is_current_device: false,
      city: null,
      country: null,
    });
    expect(desktop).toMatchObject({ device_type: 'other', platform: 'Windows', browser: 'Chrome', is_current_device: true });
    expect(Object.keys(desktop).sort()).toEqual(
      ['browser', 'city', 'country', 'device_type', 'id', 'ip_address', 'is_current_device', 'last_active', 'platform'].sort(),
    );
    // the public id is neither the token nor its stored hash
    expect(phone.id).not.toBe(hashToken(phoneToken));
    expect(hashToken(phoneToken)).not.toContain(phone.id);
  });

  it('shows city and country from the GeoIP database when one is configured', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password, false, { 'x-forwarded-for': '203.0.113.50' });
    const { sessions } = await (await t.request('/api/v1/user-sessions')).json();
    expect(sessions[0]).toMatchObject({ ip_address: '203.0.113.50', city: 'Lisbon', country: 'PT', is_current_device: true });
  });

  it('logs out other sessions only with the right password', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password, false, { 'x-forwarded-for': '192.0.2.9' });
    t.signOut();
    await login(t, user.email, user.password, false, { 'x-forwarded-for': '192.0.2.10' });
    const current = hashToken(t.jar.get(SESSION_COOKIE)!);

    const wrong = await t.request('/api/v1/user-sessions/logout-other', { method: 'POST', json: { password: 'wrong-password' } });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toEqual(['The provided password was incorrect.']);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(2);

    const missing = await t.request('/api/v1/user-sessions/logout-other', { method: 'POST', json: {} });
    expect(missing.status).toBe(422);

    const ok = await t.request('/api/v1/user-sessions/logout-other', { method: 'POST', json: { password: user.password } });
    expect(await ok.json()).toEqual({ message: 'Logged out other sessions.' });
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left.map((s) => s.id)).toEqual([current]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('/api/v1/user-sessions')).status).toBe(401);
  });
});
