import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('abuse reports', () => {
  it('lets only admins list and dismiss reports; a report disappears with its comment', async () => {
    const [author, reporter] = [await kit.user(), await kit.user()];
    const admin = await kit.admin();
    const t = await kit.title();
    await kit.as(author);
    const c = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'bad words' })).body.comment;
    const r = (await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 1, body: 'bad review' })).body.review;
    await kit.as(reporter);
    expect((await kit.call('POST', `comments/${c.id}/report`, { reason: 'Offensive' })).status).toBe(200);
    expect((await kit.call('POST', `reviews/${r.id}/report`, { reason: 'Offensive' })).status).toBe(200);
    await kit.as(null);
    expect((await kit.call('POST', `comments/${c.id}/report`, { reason: 'Offensive' })).status).toBe(401);
    expect((await kit.call('GET', 'reports')).status).toBe(401);
    await kit.as(reporter);
    expect((await kit.call('GET', 'reports')).status).toBe(403);
    expect((await kit.call('DELETE', 'reports/1')).status).toBe(403);

    await kit.as(admin);
    const all = await kit.call('GET', 'reports');
    expect(all.body.pagination.total).toBe(2);
    expect((await kit.call('GET', 'reports?type=video')).status).toBe(422);

    // Deleting the comment takes its report along.
    await kit.as(author);
    await kit.call('DELETE', `comments/${c.id}`);
    await kit.as(admin);
    const left = await kit.call('GET', 'reports');
    expect(left.body.pagination.data.map((x: { type: string }) => x.type)).toEqual(['review']);
    expect((await kit.call('DELETE', `reports/${left.body.pagination.data[0].id}`)).body.deleted).toBe(1);
    expect((await kit.call('GET', 'reports')).body.pagination.total).toBe(0);
  });
});
