import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';

// TRUST_PROXY so each test can speak from its own client IP (the limit counts per IP).
const t = useTestContext({ env: { TRUST_PROXY: 'true' } }, { each: true });

const report = (over: Record<string, unknown> = {}) => ({
  kind: 'error',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title')",
  stack: "TypeError: Cannot read properties of undefined (reading 'title')\n    at TitlePage (/assets/index-abc.js:1:2)",
  url: 'http://localhost:3000/titles/12?token=secret-reset-token#cast',
  release: '0.1.0',
  ...over,
});

const send = (body: unknown, ip = '203.0.113.5', headers: Record<string, string> = {}) =>
  t.request('/api/v1/client-errors', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', ...headers },
  });

const clientRows = () => t.db.selectFrom('error_log').selectAll().where('source', '=', 'client').execute();

describe('POST api/v1/client-errors', () => {
  it("records a guest's error with the page, release and user agent, without the page's query", async () => {
    const res = await send(report());
    expect(res.status).toBe(202);
    const [row] = await clientRows();
    expect(row).toMatchObject({
      level: 'error',
      source: 'client',
      message: "Cannot read properties of undefined (reading 'title')",
      url: 'http://localhost:3000/titles/12',
      release: '0.1.0',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      user_id: null,
      method: null,
    });
    expect(JSON.parse(row!.exception!)).toMatchObject({ name: 'TypeError', kind: 'error', stack: expect.stringContaining('TitlePage') });
  });

  it('shows the entry to admins in the error log, filterable by source', async () => {
    const viewer = await createTestUser(t.db);
    await t.signIn(viewer.id);
    expect((await send(report({ kind: 'unhandledrejection', name: undefined, message: 'Network down' }))).status).toBe(202);
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    const { pagination } = await (await t.request('/api/v1/logs/error?source=client')).json();
    expect(pagination.data).toHaveLength(1);
    expect(pagination.data[0]).toMatchObject({
      message: 'Network down',
      source: 'client',
      user_id: viewer.id,
      release: '0.1.0',
      url: 'http://localhost:3000/titles/12',
    });
    expect((await (await t.request('/api/v1/logs/error?source=server')).json()).pagination.total).toBe(0);
  });

  it('refuses reports that are not valid with field errors', async () => {
    const res = await send({ kind: 'error', message: '', url: 'javascript:alert(1)' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['message', 'url']));
    expect(await clientRows()).toHaveLength(0);
  });

  it('refuses a report over the size cap unread', async () => {
    const res = await send(report({ stack: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The error report is too large.');
    // a long field under the byte cap is still over its own limit
    expect((await send(report({ message: 'm'.repeat(1001) }))).status).toBe(422);
    expect(await clientRows()).toHaveLength(0);
  });

  it('limits each IP to 30 reports in 10 minutes, others still report', async () => {
    for (let i = 0; i < 30; i++) expect((await send(report({ message: `Error ${i}` }), '198.51.100.7')).status).toBe(202);
    const limited = await send(report(), '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(report(), '198.51.100.8')).status).toBe(202);
    expect(await clientRows()).toHaveLength(31);
  });

  it('refuses reports while the sample rate is 0 (reporting off)', async () => {
    await t.services.settings.save({ 'logging.client_error_sample_rate': 0 });
    const res = await send(report());
    expect(res.status).toBe(403);
    expect(await clientRows()).toHaveLength(0);
  });
});
