import { createTestUser } from './factories';
import { type TestContext, useLifecycle, useTestContext } from './harness';
import { postDirectVideo } from './streaming-videos';
import { createTitleWithEpisodes } from './videos';

// Plays for the streaming and insights tests: a two-episode series with a video per episode,
// and the log-play request a player sends.

export const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A series with two episodes and a direct video for each (posted by an admin, who is signed out again). */
async function createTwoEpisodeVideos(t: TestContext) {
  const { titleId, episodes } = await createTitleWithEpisodes(t.db, { episodes: 2 });
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
  const mk = (ep: number) => postDirectVideo(t, titleId, { name: `E${ep}`, season_number: 1, episode_number: ep });
  const videoId = await mk(1);
  const video2 = await mk(2);
  t.signOut();
  return { titleId, episodes, videoId, video2 };
}

/** POST videos/{id}/log-play from the given browser; `cookie` replaces the jar's cookies when given. */
const logPlay = (t: TestContext, id: number, position: number, duration = 1000, ua = CHROME_WIN, cookie?: string) =>
  t.request(`/api/v1/videos/${id}/log-play`, {
    method: 'POST',
    json: { position_seconds: position, duration_seconds: duration },
    headers: { 'user-agent': ua, ...(cookie !== undefined ? { cookie } : {}) },
  });

/**
 * The plays tests' setup: a fresh context for every test with the two episode videos in it (`v`),
 * and `log` sending a play to that context.
 */
export function usePlays() {
  const t = useTestContext({}, { each: true });
  const v = useLifecycle(
    () => createTwoEpisodeVideos(t),
    () => {},
    { each: true },
  );
  const log = (id: number, position: number, duration?: number, ua?: string, cookie?: string) =>
    logPlay(t, id, position, duration, ua, cookie);
  return { t, v, log };
}
