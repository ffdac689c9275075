import { describe, expect, it } from 'vitest';
import { createTestPerson } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();
const person = (name?: string) => createTestPerson(kit.t.db, name ? { name } : {});
const rows = () => kit.t.db.selectFrom('content_follows').selectAll().execute();

describe('following series and people', () => {
  it('follows and unfollows a title idempotently, with the viewer state on GET titles/{id}', async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    const show = await kit.title({ name: 'Severed', type: 'series' });
    await kit.as(ann);
    for (let i = 0; i < 2; i++)
      expect((await kit.call('POST', `titles/${show.id}/follow`)).body).toEqual({ is_following: true, followers_count: 1 });
    expect((await kit.call('GET', `titles/${show.id}`)).body.title.is_following).toBe(true);

    await kit.as(bob);
    expect((await kit.call('GET', `titles/${show.id}`)).body.title.is_following).toBe(false);
    expect((await kit.call('POST', `titles/${show.id}/follow`)).body).toEqual({ is_following: true, followers_count: 2 });
    expect((await kit.call('DELETE', `titles/${show.id}/follow`)).body).toEqual({ is_following: false, followers_count: 1 });
    expect((await kit.call('DELETE', `titles/${show.id}/follow`)).body).toEqual({ is_following: false, followers_count: 1 });
    expect((await kit.call('GET', `titles/${show.id}`)).body.title.is_following).toBe(false);

    // a guest is following nothing, and the shared cached payload carries nobody's state
    await kit.as(null);
    expect((await kit.call('GET', `titles/${show.id}`)).body.title.is_following).toBeUndefined();
  });

  it('follows and unfollows a person, with the viewer state on GET people/{id}', async () => {
    const ann = await kit.user();
    const star = await person('Ada Star');
    await kit.as(ann);
    expect((await kit.call('GET', `people/${star.id}`)).body.person).toMatchObject({ name: 'Ada Star', is_following: false });
    expect((await kit.call('POST', `people/${star.id}/follow`)).body).toEqual({ is_following: true, followers_count: 1 });
    expect((await kit.call('GET', `people/${star.id}`)).body.person.is_following).toBe(true);
    expect((await kit.call('DELETE', `people/${star.id}/follow`)).body).toEqual({ is_following: false, followers_count: 0 });
    expect((await kit.call('GET', `people/${star.id}`)).body.person.is_following).toBe(false);
    await kit.as(null);
    expect((await kit.call('GET', `people/${star.id}`)).body.person.is_following).toBeUndefined();
  });

  it('refuses guests, unknown subjects and more writes than the follow rate limit allows', async () => {
    const show = await kit.title();
    expect((await kit.call('POST', `titles/${show.id}/follow`)).status).toBe(401);
    expect((await kit.call('DELETE', `titles/${show.id}/follow`)).status).toBe(401);
    await kit.as(await kit.user());
    expect((await kit.call('POST', 'titles/987654/follow')).status).toBe(404);
    expect((await kit.call('POST', 'people/987654/follow')).status).toBe(404);

    // the same bucket as following users: 60 writes per 10 minutes
    const star = await person();
    for (let i = 0; i < 59; i++) expect((await kit.call(i % 2 ? 'DELETE' : 'POST', `people/${star.id}/follow`)).status).toBe(200);
    expect((await kit.call('POST', `titles/${show.id}/follow`)).status).toBe(200);
    expect((await kit.call('POST', `titles/${show.id}/follow`)).status).toBe(429);
  });

  it("lists a user's followed series and people on their profile, newest first, and forgets deleted ones", async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    const [first, second] = [await kit.title({ name: 'First Show', type: 'series' }), await kit.title({ name: 'Second Show' })];
    const star = await person('Bea Lead');
    await kit.as(ann);
    await kit.call('POST', `titles/${first.id}/follow`);
    await kit.call('POST', `titles/${second.id}/follow`);
    await kit.call('POST', `people/${star.id}/follow`);

    await kit.as(bob);
    expect((await kit.call('GET', `user-profile/${ann.id}`)).body.profile.counts).toMatchObject({ followed_users: 0, followed_content: 3 });
    const titles = await kit.call('GET', `users/${ann.id}/following-content?type=title&perPage=1`);
    expect(titles.status).toBe(200);
    expect(titles.body.pagination).toMatchObject({ total: 2, last_page: 2, current_page: 1 });
    expect(titles.body.pagination.data).toEqual([expect.objectContaining({ id: second.id, name: 'Second Show', type: 'movie' })]);
    const page2 = await kit.call('GET', `users/${ann.id}/following-content?type=title&perPage=1&page=2`);
    expect(page2.body.pagination.data.map((t: { name: string }) => t.name)).toEqual(['First Show']);
    const people = await kit.call('GET', `users/${ann.id}/following-content?type=person`);
    expect(people.body.pagination.data).toEqual([expect.objectContaining({ id: star.id, name: 'Bea Lead', slug: 'bea-lead' })]);
    expect((await kit.call('GET', `users/${bob.id}/following-content`)).body.pagination).toMatchObject({ total: 0, data: [] });
    expect((await kit.call('GET', 'users/987654/following-content')).status).toBe(404);
    expect((await kit.call('GET', `users/${ann.id}/following-content?type=list`)).status).toBe(422);
    await kit.as(null);
    expect((await kit.call('GET', `users/${ann.id}/following-content`)).body.pagination.total).toBe(2);

    // deleting the title, the person or the user takes their follows with them
    await kit.as(await kit.admin());
    expect((await kit.call('DELETE', `titles/${first.id}`)).status).toBe(200);
    expect((await kit.call('DELETE', `people/${star.id}`)).status).toBe(200);
    expect((await kit.call('GET', `users/${ann.id}/following-content`)).body.pagination.data.map((t: { id: number }) => t.id)).toEqual([
      second.id,
    ]);
    expect(await rows()).toEqual([expect.objectContaining({ user_id: ann.id, title_id: second.id })]);
    expect((await kit.call('DELETE', `users/${ann.id}`)).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
