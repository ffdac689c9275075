import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { productModules } from '../..';
import { useTestApp } from '../../../testing/harness';
import { invalidateTitles } from '../common/cache';
import { createTestTitle } from '../common/factories';

let sharedCalls = 0;
let overriding = false;
const testModule = {
  name: 'test',
  titlePayload: {
    shared: [
      async ({ title }: { title: { id: number } }) => {
        sharedCalls += 1;
        return { title: { trailer_count: title.id % 2 }, seo: { og_type: 'video.other' } };
      },
    ],
    perRequest: [
      async ({ auth }: { auth: { user: unknown } }) => (auth.user ? { title: { user_rating: 7 } } : {}),
      async () => (overriding ? { title: { trailer_count: 99 }, seo: { og_type: 'video.episode' } } : {}),
    ],
  },
};
const env = useTestApp({ modules: [...productModules, testModule] });

describe('title payload extensions', () => {
  it('caches shared extensions with the payload and adds per-request ones for the viewer only', async () => {
    const t = await createTestTitle(env.ctx.db);
    const guest1 = await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json();
    const guest2 = await env.ctx.request(`/api/v1/titles/${t.id}`);
    expect(guest1.title.trailer_count).toBe(t.id % 2);
    expect(guest1.seo.og_type).toBe('video.other');
    expect(guest1.title.user_rating).toBeUndefined();
    expect(guest2.headers.get('etag')).toBeTruthy();
    expect(sharedCalls).toBe(1);

    const user = await createTestUser(env.ctx.db);
    await env.ctx.signIn(user.id);
    const mine = await env.ctx.request(`/api/v1/titles/${t.id}`);
    expect((await mine.json()).title).toMatchObject({ user_rating: 7, trailer_count: t.id % 2 });
    env.ctx.signOut();
    expect(sharedCalls).toBe(1);

    invalidateTitles(env.ctx.services.cache, [t.id]);
    await env.ctx.request(`/api/v1/titles/${t.id}`);
    expect(sharedCalls).toBe(2);
  });

  it('lets a per-request extension replace a cached field, in its place', async () => {
    const t = await createTestTitle(env.ctx.db);
    const guest = await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json();
    overriding = true;
    try {
      const text = await (await env.ctx.request(`/api/v1/titles/${t.id}`)).text();
      expect(text).toBe(JSON.stringify({ title: { ...guest.title, trailer_count: 99 }, seo: { ...guest.seo, og_type: 'video.episode' } }));
    } finally {
      overriding = false;
    }
  });
});
