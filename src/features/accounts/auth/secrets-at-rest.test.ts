import { decodeBase32IgnorePadding, encodeBase64, encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { confirmPassword, lastVerificationCode, login, mailsTo, SESSION_COOKIE, setUpTwoFactor, totp } from '../../../testing/auth';

// Runs the sign-up, verification, sign-in, two-factor and reset flows, collecting every secret
// they hand out, then reads every text column of every table looking for any of them.
// outgoing_email_log is left out on purpose: with the default log transport it IS the mailbox
// (codes and links must be readable there); with SMTP its copy is redacted (see mail.test.ts).

describe('no secret is stored in plain text', () => {
  const t = useTestContext();
  const secrets = new Map<string, string>();
  const keep = (label: string, value: string | null | undefined) => {
    if (!value) throw new Error(`missing ${label}`);
    secrets.set(value, label);
  };
  const keepCookies = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (value) keep(`cookie ${name}`, value);
    }
  };

  beforeAll(async () => {
    await t.services.settings.save({ require_email_confirmation: true });
  });

  it('after the flows, no token, code or TOTP secret appears in any table', async () => {
    const email = 'scan@example.com';
    const password = 'scan-password-1';
    keep('password', password);
    const reg = await t.request('/auth/register', { method: 'POST', json: { email, password, password_confirmation: password } });
    keepCookies(reg);
    const firstCode = await lastVerificationCode(t, email);
    keep('verification code', firstCode);
    await t.request('/api/v1/resend-email-verification', { method: 'POST', json: { email } });
    const secondCode = await lastVerificationCode(t, email);
    keep('verification code 2', secondCode);
    // one code is left pending on a second account, one is used here
    expect((await t.request('/api/v1/validate-email-verification-otp', { method: 'POST', json: { code: secondCode } })).status).toBe(200);

    t.signOut();
    keepCookies(await login(t, email, password, true));
    const { secret, recoveryCodes } = await setUpTwoFactor(t, password);
    keep('totp secret base32', secret);
    const raw = decodeBase32IgnorePadding(secret);
    keep('totp secret hex', encodeHexLowerCase(raw));
    keep('totp secret base64', encodeBase64(raw));
    recoveryCodes.forEach((c, i) => keep(`recovery code ${i}`, c));
    const regenerated = await (await t.request('/auth/user/two-factor-recovery-codes', { method: 'POST' })).json();
    regenerated.recovery_codes.forEach((c: string, i: number) => keep(`new recovery code ${i}`, c));

    t.signOut();
    const pending = await login(t, email, password);
    keepCookies(pending);
    const done = await t.request('/auth/two-factor-challenge', { method: 'POST', json: { code: totp(secret, 1) } });
    expect(done.status).toBe(200);
    keepCookies(done);
    t.signOut();
    keepCookies(await login(t, email, password)); // a challenge left pending

    await t.request('/auth/forgot-password', { method: 'POST', json: { email } });
    const reset = (await mailsTo(t, email)).find((m) => m.subject.includes('reset'))!;
    keep('reset token', reset.text!.match(/\/password\/reset\/([^?\s]+)/)?.[1]);

    const other = 'pending@example.com';
    t.signOut();
    keepCookies(await t.request('/auth/register', { method: 'POST', json: { email: other, password, password_confirmation: password } }));
    keep('pending verification code', await lastVerificationCode(t, other));
    expect(t.jar.has(SESSION_COOKIE)).toBe(true);
    await confirmPassword(t, password);

    const scan = async () => {
      // every table of either engine (Kysely's introspection; its own migration tables left out)
      const tables = (await t.db.introspection.getTables()).filter((table) => !table.isView);
      const scanned: string[] = [];
      const found: string[] = [];
      for (const { name } of tables) {
        if (name === 'outgoing_email_log') continue;
        scanned.push(name);
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
        for (const row of rows.rows) {
          for (const [column, value] of Object.entries(row)) {
            if (typeof value !== 'string') continue;
            for (const [secretValue, label] of secrets) {
              if (value.includes(secretValue)) found.push(`${name}.${column} holds ${label}`);
            }
          }
        }
      }
      return { scanned, found };
    };

    // the scan itself must be able to fail: a planted plain token is found
    const planted = [...secrets].find(([, label]) => label === 'reset token')![0];
    await t.db
      .insertInto('settings')
      .values({ name: 'scan.probe', value: JSON.stringify(`x${planted}x`) })
      .execute();
    expect((await scan()).found).toEqual(['settings.value holds reset token']);
    await t.db.deleteFrom('settings').where('name', '=', 'scan.probe').execute();

    const { scanned, found } = await scan();
    expect(scanned).toEqual(
      expect.arrayContaining([
        'sessions',
        'users',
        'two_factor_challenges',
        'password_reset_tokens',
        'email_verification_codes',
        'rate_limits',
      ]),
    );
    expect(secrets.size).toBeGreaterThan(25);
    expect(found).toEqual([]);
    // and the tables did get rows, so the scan looked at something
    expect((await t.db.selectFrom('two_factor_challenges').selectAll().execute()).length).toBeGreaterThan(0);
    expect((await t.db.selectFrom('password_reset_tokens').selectAll().execute()).length).toBeGreaterThan(0);
    expect((await t.db.selectFrom('email_verification_codes').selectAll().execute()).length).toBeGreaterThan(0);
  });
});
