import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { usePlays } from '../../../testing/plays';

// One rule of "watched" for the diary and "continue watching": a play at 90 % or more.

describe('a play at 90 % or more', () => {
  const { t, v, log } = usePlays();
  const diary = async (userId: number) => (await (await t.request(`/api/v1/users/${userId}/history`)).json()).pagination.data;
  const continueWatching = async () => (await (await t.request('/api/v1/users/me/continue-watching')).json()).items;
  const resumeAt = async (videoId: number) => (await (await t.request(`/api/v1/watch/${videoId}`)).json()).resume_at;

  it('goes into the diary and leaves continue watching at the same point', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.videoId, 899);
    expect(await diary(user.id)).toEqual([]);
    expect(await continueWatching()).toMatchObject([{ video: { id: v.videoId }, position_seconds: 899 }]);
    expect(await resumeAt(v.videoId)).toBe(899);

    // between 90 and 95 % (once: in the diary, yet still offered to resume)
    await log(v.videoId, 920);
    expect(await diary(user.id)).toMatchObject([{ episode: { episode_number: 1 } }]);
    expect(await continueWatching()).toMatchObject([{ video: { id: v.video2 }, position_seconds: 0 }]);
    expect(await resumeAt(v.videoId)).toBeNull();
  });

  it('counts exactly 90 % as watched, by both', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.video2, 900);
    expect(await diary(user.id)).toMatchObject([{ episode: { episode_number: 2 } }]);
    expect(await continueWatching()).toEqual([]);
  });
});
