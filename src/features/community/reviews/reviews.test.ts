import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { REVIEW_UPDATED_MESSAGE } from './reviews.service';

const kit = useCommunityContext();

const review = (id: number, extra: Record<string, unknown> = {}) => ({
  reviewable: 'title',
  id,
  rating: 7,
  title: 'Good',
  body: 'Liked it.',
  ...extra,
});

describe('reviews', () => {
  it('keeps one review per user per title: a second POST updates it (documented in the message)', async () => {
    const u = await kit.user();
    const t = await kit.title();
    await kit.as(u);
    const first = await kit.call('POST', 'reviews', review(t.id));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ updated: false, review: { rating: 7, title: 'Good', body: 'Liked it.', has_spoilers: false } });
    const second = await kit.call(
      'POST',
      'reviews',
      review(t.id, { rating: 3, body: 'Changed my mind.', has_spoilers: true, title: null }),
    );
    expect(second.status).toBe(200);
    expect(second.body.updated).toBe(true);
    expect(second.body.message).toBe(REVIEW_UPDATED_MESSAGE);
    expect(second.body.review).toMatchObject({
      id: first.body.review.id,
      rating: 3,
      body: 'Changed my mind.',
      has_spoilers: true,
      title: null,
    });
    const all = await kit.call('GET', `reviews?reviewable=title:${t.id}`);
    expect(all.body.pagination.total).toBe(1);
    // The review's rating is the user's rating of the title.
    const row = await kit.t.db
      .selectFrom('titles')
      .select(['local_rating', 'local_vote_count'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ local_rating: 3, local_vote_count: 1 });
  });

  it('edits and deletes by the author only; validates fields', async () => {
    const [author, other] = [await kit.user(), await kit.user()];
    const t = await kit.title();
    await kit.as(author);
    const bad = await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 12, body: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['rating', 'body']));
    const { body } = await kit.call('POST', 'reviews', review(t.id));
    const id = body.review.id;
    expect((await kit.call('PUT', `reviews/${id}`, { body: 'Edited' })).body.review.body).toBe('Edited');
    expect((await kit.call('PUT', `reviews/${id}`, { rating: 2 })).body.review.rating).toBe(2);
    expect((await kit.call('GET', `titles/${t.id}`)).body.title).toMatchObject({ local_rating: 2, user_rating: 2 });
    expect((await kit.call('PUT', `reviews/${id}`, { rating: 0 })).status).toBe(422);
    await kit.as(other);
    expect((await kit.call('PUT', `reviews/${id}`, { body: 'Hacked' })).status).toBe(403);
    expect((await kit.call('DELETE', `reviews/${id}`)).status).toBe(403);
    await kit.as(author);
    expect((await kit.call('DELETE', `reviews/${id}`)).status).toBe(200);
    expect((await kit.call('DELETE', `reviews/${id}`)).status).toBe(404);
  });

  it('counts helpful feedback once per user (changeable) and orders reviews with the own one first', async () => {
    const [a, b, c, me] = [await kit.user(), await kit.user(), await kit.user(), await kit.user()];
    const t = await kit.title();
    const ids: Record<string, number> = {};
    for (const [u, rating, key] of [
      [a, 9, 'a'],
      [b, 2, 'b'],
      [c, 6, 'c'],
      [me, 5, 'me'],
    ] as const) {
      await kit.as(u);
      ids[key] = (await kit.call('POST', 'reviews', review(t.id, { rating }))).body.review.id;
    }
    await kit.as(a);
    expect((await kit.call('POST', `reviews/${ids.a}/feedback`, { helpful: true })).status).toBe(422);
    for (const voter of [a, c]) {
      await kit.as(voter);
      await kit.call('POST', `reviews/${ids.b}/feedback`, { helpful: true });
      const again = await kit.call('POST', `reviews/${ids.b}/feedback`, { helpful: true });
      expect(again.body.current_user_feedback).toBe(true);
    }
    let counts = await kit.t.db
      .selectFrom('reviews')
      .select(['helpful_count', 'not_helpful_count'])
      .where('id', '=', ids.b!)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ helpful_count: 2, not_helpful_count: 0 });
    await kit.as(c);
    const changed = await kit.call('POST', `reviews/${ids.b}/feedback`, { helpful: false });
    expect(changed.body).toMatchObject({ helpful_count: 1, not_helpful_count: 1 });
    counts = await kit.t.db
      .selectFrom('reviews')
      .select(['helpful_count', 'not_helpful_count'])
      .where('id', '=', ids.b!)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ helpful_count: 1, not_helpful_count: 1 });
    expect((await kit.call('POST', `reviews/${ids.b}/feedback`, { helpful: 'maybe' })).status).toBe(422);

    const order = async (by: string) =>
      (await kit.call('GET', `reviews?reviewable=title:${t.id}&orderBy=${by}`)).body.pagination.data.map(
        (r: { rating: number }) => r.rating,
      );
    await kit.as(null);
    expect(await order('highest')).toEqual([9, 6, 5, 2]);
    expect(await order('lowest')).toEqual([2, 5, 6, 9]);
    expect((await order('most_helpful'))[0]).toBe(2);
    expect(await order('newest')).toEqual([5, 6, 2, 9]);
    await kit.as(me);
    expect(await order('highest')).toEqual([5, 9, 6, 2]);
    const mine = await kit.call('GET', `reviews?reviewable=title:${t.id}`);
    expect(mine.body.pagination.data[0]).toMatchObject({ is_own: true, current_user_feedback: null });
    expect((await kit.call('GET', 'reviews?reviewable=movie:1')).status).toBe(422);
  });

  it('reports reviews to admins', async () => {
    const [author, reporter] = [await kit.user(), await kit.user()];
    const admin = await kit.admin();
    const t = await kit.title();
    await kit.as(author);
    const id = (await kit.call('POST', 'reviews', review(t.id, { body: 'Spam spam' }))).body.review.id;
    await kit.as(reporter);
    expect((await kit.call('POST', `reviews/${id}/report`, { reason: '' })).status).toBe(422);
    expect((await kit.call('POST', `reviews/${id}/report`, { reason: 'This is spam.' })).status).toBe(200);
    expect((await kit.call('POST', `reviews/${id}/report`, { reason: 'Really spam.' })).status).toBe(200);
    expect((await kit.call('POST', 'reviews/999999/report', { reason: 'Gone' })).status).toBe(404);
    expect((await kit.call('GET', 'reports')).status).toBe(403);
    await kit.as(admin);
    const reports = await kit.call('GET', 'reports?type=review');
    expect(reports.body.pagination.total).toBe(1);
    expect(reports.body.pagination.data[0]).toMatchObject({
      type: 'review',
      reportable_id: id,
      reason: 'Really spam.',
      reporter: { id: reporter.id },
    });
    expect(reports.body.pagination.data[0].reportable.body).toBe('Spam spam');
    expect((await kit.call('GET', 'reports?type=comment')).body.pagination.total).toBe(0);
    expect((await kit.call('DELETE', `reports/${reports.body.pagination.data[0].id}`)).body.deleted).toBe(1);
  });

  it('enforces the reviews.create count quota (updates stay allowed)', async () => {
    const u = await kit.limitedUser([{ name: 'reviews.create', count: 1 }, { name: 'reviews.view' }]);
    const [t1, t2] = [await kit.title(), await kit.title()];
    await kit.as(u);
    expect((await kit.call('POST', 'reviews', review(t1.id))).status).toBe(201);
    expect((await kit.call('POST', 'reviews', review(t1.id, { rating: 2 }))).status).toBe(200);
    const over = await kit.call('POST', 'reviews', review(t2.id));
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(/limit of 1/);
    const none = await kit.limitedUser([{ name: 'reviews.view' }]);
    await kit.as(none);
    const denied = await kit.call('POST', 'reviews', review(t2.id));
    expect(denied.status).toBe(403);
    expect(denied.body.message).not.toMatch(/limit/);
  });
});
