import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('follows', () => {
  it('follows and unfollows idempotently and lists both directions on the profile', async () => {
    const [a, b, c] = [await kit.user({ name: 'Ann Able' }), await kit.user({ name: 'Bob' }), await kit.user()];
    await kit.as(a);
    for (let i = 0; i < 2; i++)
      expect((await kit.call('POST', `users/${b.id}/follow`)).body).toEqual({ is_following: true, followers_count: 1 });
    await kit.as(c);
    await kit.call('POST', `users/${b.id}/follow`);
    await kit.call('POST', `users/${a.id}/follow`);

    const followers = await kit.call('GET', `user-profile/${b.id}/followers`);
    expect(followers.body.pagination.total).toBe(2);
    expect(followers.body.pagination.data.map((u: { id: number }) => u.id).sort()).toEqual([a.id, c.id].sort());
    const following = await kit.call('GET', `user-profile/${c.id}/followed-users`);
    expect(following.body.pagination.data.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(following.body.pagination.data.find((u: { id: number }) => u.id === a.id)).toMatchObject({ name: 'Ann Able', slug: 'ann-able' });
    expect(JSON.stringify(following.body)).not.toContain('@example.com');

    expect((await kit.call('GET', `user-profile/${b.id}`)).body.profile).toMatchObject({ is_following: true, counts: { followers: 2 } });
    expect((await kit.call('POST', `users/${b.id}/unfollow`)).body).toEqual({ is_following: false, followers_count: 1 });
    expect((await kit.call('POST', `users/${b.id}/unfollow`)).body.is_following).toBe(false);
    expect((await kit.call('GET', `user-profile/${b.id}`)).body.profile.is_following).toBe(false);
  });

  it('refuses to follow yourself, unknown users, or as a guest', async () => {
    const a = await kit.user();
    expect((await kit.call('POST', `users/${a.id}/follow`)).status).toBe(401);
    await kit.as(a);
    const self = await kit.call('POST', `users/${a.id}/follow`);
    expect(self.status).toBe(422);
    expect(self.body.errors.user).toBeDefined();
    expect((await kit.call('POST', 'users/999999/follow')).status).toBe(404);
  });

  it('tells a user about a new follower once: unfollowing and following again does not notify again', async () => {
    const [ann, bob] = [await kit.user({ name: 'Ann Able' }), await kit.user()];
    await kit.as(ann);
    await kit.call('POST', `users/${bob.id}/follow`);
    await kit.call('POST', `users/${bob.id}/unfollow`);
    await kit.call('POST', `users/${bob.id}/follow`);
    await kit.t.services.jobs.runUntilIdle();
    expect((await kit.call('GET', 'notifications')).body.pagination.data).toEqual([]);
    await kit.as(bob);
    const list = (await kit.call('GET', 'notifications')).body.pagination.data;
    expect(list).toEqual([
      expect.objectContaining({
        type: 'community.new_follower',
        data: {
          image: null,
          lines: [{ content: 'Ann Able started following you.', type: 'primary', icon: 'person_add' }],
          mainAction: { action: `/user/${ann.id}/ann-able`, label: 'View profile' },
        },
      }),
    ]);
    expect(await kit.t.db.selectFrom('outgoing_email_log').select('id').where('to', '=', bob.email).execute()).toEqual([]);
  });
});
