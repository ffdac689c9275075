import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { grantPermission } from '../../../testing/factories';
import { inboxOf, mailSubjectsTo, settingsGroupOf } from '../../../testing/notifications';

const kit = useCommunityContext();

/** A moderator of one kind: the admin area and the permission its moderation list requires. */
async function moderator(permission: 'comments.update' | 'reviews.update') {
  const user = await kit.user();
  await grantPermission(kit.t.db, user.id, 'admin.access');
  await grantPermission(kit.t.db, user.id, permission);
  return user;
}

const reports = async (user: { id: number }) => (await inboxOf(kit.t, user)).filter((n) => n.type === 'admin.report');

describe('admin.report notifications', () => {
  it('tell admins and moderators of that kind once about a new report, with a link to the reported rows', async () => {
    const [author, reporter, viewer] = [
      await kit.user({ name: 'Ann Author' }),
      await kit.user({ name: 'Rita Reporter' }),
      await kit.user(),
    ];
    const [admin, commentMod, reviewMod] = [await kit.admin(), await moderator('comments.update'), await moderator('reviews.update')];
    const title = await kit.title({ name: 'Dune' });
    await kit.as(author);
    const comment = (await kit.call('POST', 'comments', { commentable: `title:${title.id}`, content: 'Buy cheap pills' })).body.comment;

    await kit.as(reporter);
    expect((await kit.call('POST', `comments/${comment.id}/report`, { reason: 'Spam links' })).status).toBe(200);
    expect(await reports(admin)).toEqual([]); // delivered by the fan-out job, not the request
    await kit.t.services.jobs.runUntilIdle();

    const [got, ...more] = await reports(admin);
    expect(more).toEqual([]);
    expect(got!.lines).toEqual(['Rita Reporter reported a comment by Ann Author on Dune.', 'Reason: Spam links']);
    const link = new URL(got!.link!, kit.t.config.APP_URL);
    expect(link.pathname).toBe('/admin/comments');
    expect(Object.fromEntries(link.searchParams)).toEqual({ status: 'reported', target: `title:${title.id}`, targetName: 'Dune' });
    expect(await reports(commentMod)).toEqual([got]);
    for (const nobody of [reviewMod, viewer, author, reporter]) expect(await reports(nobody)).toEqual([]);

    // the link's filters, as the moderation page sends them, list the reported comment
    await kit.as(commentMod);
    const listed = await kit.call(
      'GET',
      `moderation/comments?status=${link.searchParams.get('status')}&commentable=${link.searchParams.get('target')}`,
    );
    expect(listed.body.pagination.data.map((c: { id: number }) => c.id)).toEqual([comment.id]);

    // e-mail is on by default for reports: the admin got one
    expect(await mailSubjectsTo(kit.t, admin.email)).toEqual(['Rita Reporter reported a comment by Ann Author on Dune.']);

    // reporting the same comment again only changes the reason: nobody is notified twice
    await kit.as(reporter);
    expect((await kit.call('POST', `comments/${comment.id}/report`, { reason: 'Spam, really' })).status).toBe(200);
    await kit.t.services.jobs.runUntilIdle();
    expect(await reports(admin)).toHaveLength(1);
  });

  it('go to review moderators for a review, never to the admin who reported it', async () => {
    const [author, viewer] = [await kit.user({ name: 'Ann Author' }), await kit.user()];
    const [admin, otherAdmin, reviewMod, commentMod] = [
      await kit.admin(),
      await kit.admin(),
      await moderator('reviews.update'),
      await moderator('comments.update'),
    ];
    const title = await kit.title({ name: 'Arrival' });
    await kit.as(author);
    const review = (await kit.call('POST', 'reviews', { reviewable: 'title', id: title.id, rating: 1, body: 'Terrible, and a spoiler.' }))
      .body.review;
    await kit.as(admin);
    expect((await kit.call('POST', `reviews/${review.id}/report`, { reason: 'Spoiler\nin the first line' })).status).toBe(200);
    await kit.t.services.jobs.runUntilIdle();

    expect(await reports(admin)).toEqual([]);
    const [got] = await reports(reviewMod);
    expect(got!.lines[1]).toBe('Reason: Spoiler in the first line');
    expect(got!.link).toBe(`/admin/reviews?status=reported&target=title%3A${title.id}&targetName=Arrival`);
    expect(await reports(otherAdmin)).toEqual([got]);
    for (const nobody of [commentMod, viewer, author]) expect(await reports(nobody)).toEqual([]);
  });

  it('are a setting only holders of the admin area see', async () => {
    expect(await settingsGroupOf(kit.t, await kit.admin(), 'Administration')).toContain('admin.report');
    expect(await settingsGroupOf(kit.t, await moderator('comments.update'), 'Administration')).toContain('admin.report');
    expect(await settingsGroupOf(kit.t, await kit.user(), 'Administration')).toEqual([]);
  });
});
