import { describe, expect, it } from 'vitest';
import { deleteUsers } from '../../accounts/users/user-deletion';
import { pruneCommunityOrphans } from './community-prune';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('user profiles', () => {
  it('shows the header with counts and every tab, paginated', async () => {
    const owner = await kit.user({ name: 'Jane Q. Public' });
    const fan = await kit.user();
    const t = await kit.title({ name: 'Rated One' });
    await kit.as(owner);
    await kit.call('POST', 'lists', { name: 'Mine', public: true });
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 8 });
    await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 8, body: 'Great' });
    await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'Hello <world>' });
    await kit.as(fan);
    await kit.call('POST', `users/${owner.id}/follow`);

    const { status, body } = await kit.call('GET', `user-profile/${owner.id}`);
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      id: owner.id,
      name: 'Jane Q. Public',
      slug: 'jane-q-public',
      bio: null,
      banner: null,
      is_following: true,
      is_own: false,
      counts: { lists: 1, ratings: 1, reviews: 1, comments: 1, followers: 1, followed_users: 0 },
      privacy: { hide_ratings: false, hide_lists: false },
    });
    expect(body.profile.email).toBeUndefined();

    const tab = async (name: string) => (await kit.call('GET', `user-profile/${owner.id}/${name}?perPage=1`)).body.pagination;
    expect((await tab('lists')).data[0].name).toBe('Mine');
    expect((await tab('ratings')).data[0]).toMatchObject({ rating: 8, item: { name: 'Rated One' } });
    expect((await tab('reviews')).data[0].body).toBe('Great');
    expect((await tab('comments')).data[0]).toMatchObject({ content: 'Hello <world>', content_html: 'Hello &lt;world&gt;' });
    expect((await tab('followers')).data[0].id).toBe(fan.id);
    expect((await tab('followed-users')).total).toBe(0);
    expect((await kit.call('GET', `user-profile/${owner.id}/secrets`)).status).toBe(422);
    expect((await kit.call('GET', 'user-profile/999999')).status).toBe(404);
  });

  it('updates the own profile with validation, and privacy hides ratings and lists from others only', async () => {
    const owner = await kit.user();
    const other = await kit.user();
    const t = await kit.title();
    await kit.as(owner);
    await kit.call('POST', 'lists', { name: 'Visible', public: true });
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 6 });
    const bad = await kit.call('PUT', 'user-profile', { name: '', banner: 'javascript:alert(1)', bio: 'x'.repeat(3000) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'banner', 'bio']));
    for (const banner of [
      'data:image/png;base64,AAAA',
      '/api/v1/users/me',
      '//evil.example/x.png',
      '/storage/../marquee.db',
      'https://x.example/a b.png',
    ]) {
      const res = await kit.call('PUT', 'user-profile', { banner });
      expect([banner, res.status, res.body.errors?.banner]).toEqual([
        banner,
        422,
        ['The banner must be an http(s) URL or an uploaded file.'],
      ]);
    }
    expect((await kit.call('PUT', 'user-profile', { banner: '/storage/banners/1/abc/banner.webp' })).status).toBe(200);
    const ok = await kit.call('PUT', 'user-profile', {
      name: 'New Name',
      bio: '<script>alert(1)</script> I like films',
      banner: 'https://cdn.example/banner.jpg',
      hide_ratings: true,
      hide_lists: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({
      name: 'New Name',
      slug: 'new-name',
      bio: '<script>alert(1)</script> I like films',
      banner: 'https://cdn.example/banner.jpg',
      privacy: { hide_ratings: true, hide_lists: true },
      counts: { lists: 1, ratings: 1 },
    });
    expect((await kit.call('GET', `user-profile/${owner.id}/ratings`)).status).toBe(200);

    await kit.as(other);
    const seen = (await kit.call('GET', `user-profile/${owner.id}`)).body.profile;
    expect(seen.counts).toMatchObject({ lists: null, ratings: null });
    const ratings = await kit.call('GET', `user-profile/${owner.id}/ratings`);
    expect(ratings.status).toBe(403);
    expect((await kit.call('GET', `user-profile/${owner.id}/lists`)).status).toBe(403);
    expect((await kit.call('GET', `lists?userId=${owner.id}`)).body.pagination.total).toBe(0);
    await kit.as(await kit.admin());
    expect((await kit.call('GET', `user-profile/${owner.id}/ratings`)).status).toBe(200);
    await kit.as(null);
    expect((await kit.call('PUT', 'user-profile', { bio: 'x' })).status).toBe(401);
  });

  it("removes a deleted user's community data and keeps everyone else's numbers right", async () => {
    const [gone, stays] = [await kit.user(), await kit.user()];
    const t = await kit.title();
    await kit.as(stays);
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 4 });
    const othersReview = (await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 4, body: 'ok' })).body.review.id;
    const othersComment = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'mine' })).body.comment.id;

    await kit.as(gone);
    await kit.call('POST', 'lists', { name: 'Bye', public: true });
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: t.id });
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 10 });
    await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 10, body: 'wow' });
    await kit.call('POST', `reviews/${othersReview}/feedback`, { helpful: true });
    await kit.call('POST', `comments/${othersComment}/vote`, { vote: 'up' });
    const withReply = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'answer me' })).body.comment.id;
    await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'leaf' });
    await kit.call('POST', `users/${stays.id}/follow`);
    await kit.as(stays);
    await kit.call('POST', 'comments', { commentable: `title:${t.id}`, parent_id: withReply, content: 'a reply' });

    await deleteUsers(kit.t.db, kit.t.services.storage, [gone.id]);

    const db = kit.t.db;
    expect(
      await db.selectFrom('titles').select(['local_rating', 'local_vote_count']).where('id', '=', t.id).executeTakeFirstOrThrow(),
    ).toEqual({ local_rating: 4, local_vote_count: 1 });
    expect(await db.selectFrom('reviews').select(['id', 'helpful_count']).execute()).toEqual([{ id: othersReview, helpful_count: 0 }]);
    expect((await db.selectFrom('comments').select('upvotes').where('id', '=', othersComment).executeTakeFirstOrThrow()).upvotes).toBe(0);
    expect(await db.selectFrom('lists').select('id').where('user_id', '=', gone.id).execute()).toEqual([]);
    expect(await db.selectFrom('follows').selectAll().execute()).toEqual([]);
    const thread = (await kit.call('GET', `comments?commentable=title:${t.id}`)).body.pagination.data;
    expect(thread.map((c: { content: string; deleted: boolean }) => [c.content, c.deleted]).sort()).toEqual([
      ['', true],
      ['mine', false],
    ]);
    const stub = thread.find((c: { deleted: boolean }) => c.deleted);
    expect(stub.user).toBeNull();
    expect(stub.replies[0].content).toBe('a reply');
  });

  it('sweeps community rows whose title was deleted', async () => {
    const [u, reporter] = [await kit.user(), await kit.user()];
    const [gone, kept] = [await kit.title(), await kit.title()];
    await kit.as(u);
    const list = (await kit.call('POST', 'lists', { name: 'L' })).body.list;
    for (const t of [gone, kept]) {
      await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id });
      await kit.call('POST', 'reviews', { reviewable: 'title', id: t.id, rating: 5, body: 'b' });
      await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'c' });
    }
    const comment = await kit.t.db.selectFrom('comments').select('id').where('commentable_id', '=', gone.id).executeTakeFirstOrThrow();
    await kit.as(reporter);
    await kit.call('POST', `comments/${comment.id}/report`, { reason: 'spam spam' });
    await kit.t.db.deleteFrom('titles').where('id', '=', gone.id).execute();

    expect(await pruneCommunityOrphans(kit.t.db)).toEqual({ list_items: 1, ratings: 1, reviews: 1, comments: 1, reports: 1 });
    const db = kit.t.db;
    expect((await db.selectFrom('lists').select('items_count').where('id', '=', list.id).executeTakeFirstOrThrow()).items_count).toBe(1);
    for (const table of ['ratings', 'reviews', 'comments'] as const) {
      expect((await db.selectFrom(table).selectAll().execute()).length).toBe(1);
    }
    expect(await pruneCommunityOrphans(db)).toEqual({ list_items: 0, ratings: 0, reviews: 0, comments: 0, reports: 0 });
  });
});
