import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('moderation/reviews', () => {
  it('lists reviews site-wide with filters and report counts; bulk deletes with their reports', async () => {
    const [alice, bob] = [await kit.user({ name: 'Alice' }), await kit.user({ name: 'Bob' })];
    const admin = await kit.admin();
    const [t1, t2] = [await kit.title({ name: 'First Film' }), await kit.title({ name: 'Second Film' })];
    await kit.as(alice);
    const r1 = (
      await kit.call('POST', 'reviews', { reviewable: 'title', id: t1.id, rating: 9, title: 'Great', body: 'Loved every minute' })
    ).body.review;
    const r2 = (await kit.call('POST', 'reviews', { reviewable: 'title', id: t2.id, rating: 2, body: 'Awful nonsense' })).body.review;
    await kit.as(bob);
    const r3 = (await kit.call('POST', 'reviews', { reviewable: 'title', id: t1.id, rating: 5, body: 'Fine' })).body.review;
    await kit.call('POST', `reviews/${r2.id}/feedback`, { helpful: true });
    await kit.call('POST', `reviews/${r2.id}/report`, { reason: 'Off topic' });

    expect((await kit.call('GET', 'moderation/reviews')).status).toBe(403);
    expect((await kit.call('DELETE', `moderation/reviews/${r1.id}`)).status).toBe(403);

    await kit.as(admin);
    const all = (await kit.call('GET', 'moderation/reviews')).body.pagination;
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(all.data[1]).toMatchObject({ reports_count: 1, user: { name: 'Alice' }, target: { type: 'title', name: 'Second Film' } });
    expect((await kit.call('GET', 'moderation/reviews?status=reported')).body.pagination.data.map((r: { id: number }) => r.id)).toEqual([
      r2.id,
    ]);
    // search covers the headline and the text
    expect((await kit.call('GET', 'moderation/reviews?query=great')).body.pagination.data.map((r: { id: number }) => r.id)).toEqual([
      r1.id,
    ]);
    expect(
      (await kit.call('GET', `moderation/reviews?reviewable=title:${t1.id}&orderBy=lowest`)).body.pagination.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([r3.id, r1.id]);
    expect((await kit.call('GET', `moderation/reviews?userId=${bob.id}`)).body.pagination.total).toBe(1);
    expect((await kit.call('GET', 'moderation/reviews?orderBy=random')).status).toBe(422);

    const res = await kit.call('DELETE', `moderation/reviews/${r2.id},${r3.id}`);
    expect(res.body.deleted.sort()).toEqual([r2.id, r3.id].sort());
    expect((await kit.call('GET', 'moderation/reviews')).body.pagination.data.map((r: { id: number }) => r.id)).toEqual([r1.id]);
    expect((await kit.call('GET', 'reports')).body.pagination.total).toBe(0);
    expect((await kit.call('GET', `reviews?reviewable=title:${t2.id}`)).body.pagination.total).toBe(0);
    expect((await kit.call('DELETE', `moderation/reviews/${r2.id}`)).status).toBe(404);
  });
});
