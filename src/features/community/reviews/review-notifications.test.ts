import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

const inbox = kit.inbox;

async function vote(user: { id: number }, reviewId: number, helpful: boolean) {
  await kit.as(user);
  expect((await kit.call('POST', `reviews/${reviewId}/feedback`, { helpful })).status).toBe(200);
}

describe('helpful review notifications', () => {
  it('fold the votes on one review into one unread notification with the count; toggling a vote counts it once', async () => {
    const [ann, bob, carl, dora, eve] = await kit.people('Ann', 'Bob', 'Carl', 'Dora', 'Eve');
    const dune = await kit.title({ name: 'Dune' });
    await kit.as(ann);
    const review = (await kit.call('POST', 'reviews', { reviewable: 'title', id: dune.id, rating: 9, body: 'Sand.' })).body.review;

    await vote(bob, review.id, true);
    let [received, ...rest] = await inbox(ann);
    expect(rest).toEqual([]);
    expect(received).toMatchObject({
      type: 'reviews.helpful',
      data: {
        lines: [
          { content: 'Bob found your review helpful', icon: 'star' },
          { content: 'Your review of Dune', type: 'secondary' },
        ],
        mainAction: { action: `/titles/${dune.id}/dune#review-${review.id}`, label: 'View review' },
      },
    });

    await vote(carl, review.id, true);
    await vote(bob, review.id, false); // taking it back notifies nobody and un-notifies nothing
    await vote(bob, review.id, true); // giving it again is not a new person
    await vote(eve, review.id, false);
    await vote(dora, review.id, true);
    [received, ...rest] = await inbox(ann);
    expect(rest).toEqual([]);
    expect(received!.data.lines.map((l) => l.content)).toEqual(['3 people found your review helpful', 'Your review of Dune']);
    expect(received!.data.mainAction?.action).toBe(`/titles/${dune.id}/dune#review-${review.id}`);
    for (const voter of [bob, carl, dora, eve]) expect(await inbox(voter)).toEqual([]);

    // once read, the next vote starts a new notification
    await kit.as(ann);
    await kit.call('POST', 'notifications/mark-as-read', { ids: [received!.id] });
    await vote(eve, review.id, true);
    const [newest, older] = await inbox(ann);
    expect(newest!.data.lines[0]!.content).toBe('Eve found your review helpful');
    expect(older!.data.lines[0]!.content).toBe('3 people found your review helpful');
  });
});
