import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('moderation/comments', () => {
  it('lists comments site-wide with filters, report counts and targets; bulk deletes', async () => {
    const [alice, bob, carol] = [await kit.user({ name: 'Alice' }), await kit.user({ name: 'Bob' }), await kit.user()];
    const admin = await kit.admin();
    const [t1, t2] = [await kit.title({ name: 'First Film' }), await kit.title({ name: 'Second Film' })];
    await kit.as(alice);
    const a1 = (await kit.call('POST', 'comments', { commentable: `title:${t1.id}`, content: 'A lovely 100% film' })).body.comment;
    const a2 = (await kit.call('POST', 'comments', { commentable: `title:${t2.id}`, content: 'spam spam spam' })).body.comment;
    await kit.as(bob);
    const b1 = (await kit.call('POST', 'comments', { commentable: `title:${t1.id}`, content: 'I agree', parent_id: a1.id })).body.comment;
    await kit.call('POST', `comments/${a2.id}/report`, { reason: 'Spam' });
    await kit.as(carol);
    await kit.call('POST', `comments/${a2.id}/report`, { reason: 'Spam again' });
    await kit.call('POST', `comments/${b1.id}/report`, { reason: 'Rude' });

    // Only moderators may list or bulk delete.
    expect((await kit.call('GET', 'moderation/comments')).status).toBe(403);
    expect((await kit.call('DELETE', `moderation/comments/${a1.id}`)).status).toBe(403);
    await kit.as(null);
    expect((await kit.call('GET', 'moderation/comments')).status).toBe(401);

    await kit.as(admin);
    const all = (await kit.call('GET', 'moderation/comments')).body.pagination;
    expect(all.data.map((c: { id: number }) => c.id)).toEqual([b1.id, a2.id, a1.id]);
    expect(all.data[1]).toMatchObject({
      reports_count: 2,
      user: { name: 'Alice' },
      target: { type: 'title', id: t2.id, name: 'Second Film' },
    });
    const reported = (await kit.call('GET', 'moderation/comments?status=reported&orderBy=most_reported')).body.pagination;
    expect(reported.data.map((c: { id: number }) => c.id)).toEqual([a2.id, b1.id]);
    // % is literal text, not a wildcard
    expect((await kit.call('GET', 'moderation/comments?query=100%25')).body.pagination.data.map((c: { id: number }) => c.id)).toEqual([
      a1.id,
    ]);
    expect((await kit.call('GET', `moderation/comments?userId=${bob.id}`)).body.pagination.total).toBe(1);
    expect((await kit.call('GET', `moderation/comments?commentable=title:${t1.id}`)).body.pagination.total).toBe(2);
    expect((await kit.call('GET', 'moderation/comments?status=gone')).status).toBe(422);
    expect((await kit.call('GET', 'moderation/comments?commentable=video:1')).status).toBe(422);

    // The reports on one comment, one dismissed.
    const onA2 = (await kit.call('GET', `reports?type=comment&reportable_id=${a2.id}`)).body.pagination.data;
    expect(onA2).toHaveLength(2);
    await kit.call('DELETE', `reports/${onA2[0].id}`);
    expect((await kit.call('GET', 'moderation/comments?status=reported&orderBy=most_reported')).body.pagination.data[0]).toMatchObject({
      reports_count: 1,
    });

    // a1 has a reply: it stays as a stub; a2 goes with its report.
    const res = await kit.call('DELETE', `moderation/comments/${a1.id},${a2.id}`);
    expect(res.status).toBe(200);
    expect(res.body.deleted.sort()).toEqual([a1.id, a2.id].sort());
    expect((await kit.call('GET', 'moderation/comments')).body.pagination.data.map((c: { id: number }) => c.id)).toEqual([b1.id]);
    expect((await kit.call('GET', 'moderation/comments?status=deleted')).body.pagination.data.map((c: { id: number }) => c.id)).toEqual([
      a1.id,
    ]);
    expect(
      (await kit.call('GET', 'reports?type=comment')).body.pagination.data.map((r: { reportable_id: number }) => r.reportable_id),
    ).toEqual([b1.id]);
    const page = (await kit.call('GET', `comments?commentable=title:${t2.id}`)).body.pagination;
    expect(page.data).toEqual([]);
    expect((await kit.call('DELETE', 'moderation/comments/999999')).status).toBe(404);
  });
});
