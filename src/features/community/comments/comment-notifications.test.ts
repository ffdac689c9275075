import { describe, expect, it } from 'vitest';
import { createTestEpisode, createTestSeason } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';
import { threadAudience } from './comment-notifications';

const kit = useCommunityContext();

const inbox = kit.inbox;

async function comment(user: { id: number }, commentable: string, content: string, parentId?: number) {
  await kit.as(user);
  const res = await kit.call('POST', 'comments', { commentable, content, parent_id: parentId });
  expect(res.status).toBe(201);
  return res.body.comment.id as number;
}

async function choose(user: { id: number }, notif_id: string, channels: { email?: boolean; browser?: boolean }) {
  await kit.as(user);
  expect((await kit.call('PUT', 'notifications/me/subscriptions', { selections: [{ notif_id, channels }] })).status).toBe(200);
}

const mailSubjects = async (email: string) =>
  (await kit.t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', email).execute()).map((m) => m.subject);

describe('comment reply notifications', () => {
  it("tell a comment's author about each reply once, linking to the reply on its page; never about their own reply", async () => {
    const [ann, bob] = await kit.people('Ann', 'Bob');
    const dune = await kit.title({ name: 'Dune' });
    const root = await comment(ann, `title:${dune.id}`, 'Best film of the decade.');
    const reply = await comment(bob, `title:${dune.id}`, 'Hard   disagree,\n the book is better.', root);
    await comment(ann, `title:${dune.id}`, 'Talking to myself.', root);

    const received = await inbox(ann);
    expect(received).toEqual([
      expect.objectContaining({
        type: 'comments.reply',
        data: {
          image: null,
          lines: [
            { content: 'Bob replied to your comment on Dune', type: 'primary', icon: 'comment' },
            { content: '“Hard disagree, the book is better.”', type: 'secondary' },
          ],
          mainAction: { action: `/titles/${dune.id}/dune#comment-${reply}`, label: 'View reply' },
        },
      }),
    ]);
    expect(await inbox(bob)).toEqual([]);
    expect(await mailSubjects(ann.email)).toEqual([]); // e-mail is off by default
  });

  it('e-mail the author who chose e-mail, with the link to the episode page', async () => {
    const [ann, bob] = await kit.people('Ann', 'Bob');
    const show = await kit.title({ name: 'Severance', type: 'series' });
    const episode = await createTestEpisode(kit.t.db, await createTestSeason(kit.t.db, show.id, 1), { episode_number: 2 });
    await choose(ann, 'comments.reply', { email: true });
    const root = await comment(ann, `episode:${episode.id}`, 'That ending!');
    const reply = await comment(bob, `episode:${episode.id}`, 'I know.', root);

    const [received] = await inbox(ann);
    expect(received!.data.mainAction?.action).toBe(`/titles/${show.id}/severance/season/1/episode/2#comment-${reply}`);
    expect(await mailSubjects(ann.email)).toEqual(['Bob replied to your comment on Severance S1E2']);
  });

  it('reach nobody in the thread by default; once opted in, its other commenters but not the replier nor the author replied to', async () => {
    const [ann, bob, carl, dora, eve] = await kit.people('Ann', 'Bob', 'Carl', 'Dora', 'Eve');
    const dune = await kit.title({ name: 'Dune' });
    const on = `title:${dune.id}`;
    const root = await comment(ann, on, 'Thoughts?');
    const bobs = await comment(bob, on, 'Loved it.', root);
    await comment(dora, on, 'Too long.', root);
    await comment(carl, on, 'Same here.', bobs);
    await comment(eve, on, 'Elsewhere entirely.');
    for (const user of [ann, bob, carl, dora, eve]) {
      expect((await inbox(user)).filter((n) => n.type === 'comments.thread_reply')).toEqual([]);
    }

    for (const user of [ann, bob, eve]) await choose(user, 'comments.thread_reply', { browser: true });
    const reply = await comment(carl, on, 'Anyone for a rewatch?', bobs);
    const threadReplies = async (user: { id: number }) => (await inbox(user)).filter((n) => n.type === 'comments.thread_reply');
    expect(await threadReplies(ann)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          lines: [
            { content: 'Carl replied in a thread you commented on: Dune', type: 'primary', icon: 'comment' },
            { content: '“Anyone for a rewatch?”', type: 'secondary' },
          ],
          mainAction: { action: `/titles/${dune.id}/dune#comment-${reply}`, label: 'View reply' },
        }),
      }),
    ]);
    expect(await threadReplies(bob)).toEqual([]); // the author replied to: told once, as a reply
    expect((await inbox(bob)).filter((n) => n.type === 'comments.reply')).toHaveLength(2);
    expect(await threadReplies(carl)).toEqual([]); // the replier
    expect(await threadReplies(dora)).toEqual([]); // in the thread, not opted in
    expect(await threadReplies(eve)).toEqual([]); // opted in, not in the thread
  });

  it('on a list, tell only people who may still see it', async () => {
    const [ann, bob, carl] = await kit.people('Ann', 'Bob', 'Carl');
    await choose(carl, 'comments.thread_reply', { browser: true });
    await kit.as(ann);
    const list = (await kit.call('POST', 'lists', { name: 'Space operas', public: true })).body.list;
    const bobs = await comment(bob, `list:${list.id}`, 'Add Foundation.');
    const carls = await comment(carl, `list:${list.id}`, 'And The Expanse.', bobs);
    const first = await comment(ann, `list:${list.id}`, 'Done!', bobs);
    await kit.t.services.jobs.runUntilIdle();
    await kit.as(ann);
    expect((await kit.call('PUT', `lists/${list.id}`, { public: false })).status).toBe(200);
    await comment(ann, `list:${list.id}`, 'Made it private, sorry.', bobs);

    const told = async (user: { id: number }) => (await inbox(user)).map((n) => [n.data.lines[0]!.content, n.data.mainAction?.action]);
    expect(await told(bob)).toEqual([
      ['Ann replied to your comment on Space operas', `/lists/${list.id}#comment-${first}`],
      ['Carl replied to your comment on Space operas', `/lists/${list.id}#comment-${carls}`],
    ]);
    expect(await told(carl)).toEqual([['Ann replied in a thread you commented on: Space operas', `/lists/${list.id}#comment-${first}`]]);
  });

  it('page the opted-in thread audience by user id, skipping those who did not opt in', async () => {
    const [author, skipped, first, second, replier] = await kit.people('Author', 'Skipped', 'First', 'Second', 'Replier');
    const dune = await kit.title();
    const root = await comment(author!, `title:${dune.id}`, 'Root');
    for (const user of [skipped!, first!, second!]) await comment(user, `title:${dune.id}`, 'Me too', root);
    for (const user of [author!, first!, second!]) await choose(user, 'comments.thread_reply', { email: true });
    const reply = await comment(replier!, `title:${dune.id}`, 'Late reply', root);

    const pages: number[][] = [];
    let afterId = 0;
    for (;;) {
      const page = await threadAudience(kit.t.db, reply, { afterId, limit: 1 });
      if (!page.length) break;
      pages.push(page);
      afterId = page.at(-1)!;
    }
    expect(pages).toEqual([[first!.id], [second!.id]]); // the root's author is the one replied to
  });
});
