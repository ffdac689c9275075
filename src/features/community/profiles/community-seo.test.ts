import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { useWebDist } from '../../../testing/web-dist';
import { createTestUser } from '../../../testing/factories';
import { makeSlug } from '../../catalogue/common/slug';

const dist = useWebDist();
const t = useTestContext(() => ({ webDist: dist.path }), { each: true });

async function page(pathname: string) {
  const res = await t.request(pathname, { headers: { accept: 'text/html' } });
  const html = await res.text();
  return {
    status: res.status,
    html,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}
const api = async (method: string, p: string, json?: unknown) => (await t.request(`/api/v1/${p}`, { method, json })).json();

const EVIL = '</script><script>alert(1)</script> "quoted" & <b>bold</b>';

describe('profile and list page tags', () => {
  it('describes a profile with escaped user text and valid JSON-LD', async () => {
    const u = await createTestUser(t.db, { name: 'Ann Evil' });
    await t.signIn(u.id);
    await api('PUT', 'user-profile', { name: EVIL, bio: `Bio ${EVIL}` });
    t.signOut();
    const p = await page(`/user/${u.id}/whatever/reviews`);
    expect(p.status).toBe(200);
    expect(p.title).toMatch(
      /^&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;\/b&gt; - \w+/,
    );
    expect(p.description).toContain('Bio &lt;/script&gt;');
    expect(p.canonical).toBe(`${t.config.APP_URL}/user/${u.id}/${makeSlug(EVIL)}`);
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: EVIL, description: `Bio ${EVIL}` },
    });
    // exactly one </script> per script element: nothing broke out
    expect(p.html.match(/<script/g)?.length).toBe(p.html.match(/<\/script>/g)?.length);
    expect(p.html).not.toContain('<script>alert(1)');
    expect((await page('/user/999999/x')).status).toBe(404);
  });

  it('describes public lists, and answers 404 for a private one except to its owner', async () => {
    const owner = await createTestUser(t.db, { name: 'Owner' });
    await t.signIn(owner.id);
    const pub = (await api('POST', 'lists', { name: EVIL, description: 'Great films', public: true })).list;
    const priv = (await api('POST', 'lists', { name: 'Secret picks', public: false })).list;
    const mine = await page(`/lists/${priv.id}`);
    expect([mine.status, mine.title?.startsWith('Secret picks'), mine.robots]).toEqual([200, true, 'noindex']);
    t.signOut();
    const p = await page(`/lists/${pub.id}`);
    expect(p.status).toBe(200);
    expect(p.title?.startsWith('&lt;/script&gt;&lt;script&gt;alert(1)')).toBe(true);
    expect(p.description).toBe('Great films');
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'ItemList', name: EVIL, numberOfItems: 0, author: { name: 'Owner' } });
    expect(p.html.match(/<script/g)?.length).toBe(p.html.match(/<\/script>/g)?.length);
    const hidden = await page(`/lists/${priv.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('Secret picks');
    await t.signIn((await createTestUser(t.db)).id);
    expect((await page(`/lists/${priv.id}`)).status).toBe(404);
  });
});
