import type { NotificationType } from '../../notifications/notifications.catalog';
import type { NotificationData, NotificationLine } from '../../notifications/notification-data';
import type { NewPersonTitle, PlayableEpisode, PlayableTitle } from './releases.queries';

// The notifications of releases: what their lines say, where they lead, and how a series' new
// episodes add up into one notification while it is unread.

export const EPISODE_PLAYABLE = 'follows.episode_playable';
export const PERSON_NEW_TITLE = 'follows.person_new_title';
export const WATCHLIST_PLAYABLE = 'watchlist.playable';

const watchPath = (videoId: number) => `/watch/${videoId}`;

interface ReleasedEpisode {
  /** 'S1 E3 · Pilot' */
  label: string;
  watch: string;
}
/** Episode notifications also carry what they list, so a later batch can be merged in. */
export interface EpisodesData extends NotificationData {
  release: { series: string; episodes: ReleasedEpisode[] };
}

/** How many episodes a notification names one by one; the rest are counted. */
const LISTED = 5;

function episodesNotice(series: string, image: string | null | undefined, episodes: ReleasedEpisode[]): EpisodesData {
  const [first] = episodes;
  const lines: NotificationLine[] =
    episodes.length === 1
      ? [{ content: `New episode of ${series}: ${first!.label}`, type: 'primary', icon: 'movie' }]
      : [
          { content: `${episodes.length} new episodes of ${series}`, type: 'primary', icon: 'movie' },
          ...episodes.slice(0, LISTED).map((e) => ({ content: e.label, action: { action: e.watch, label: 'Watch' } })),
          ...(episodes.length > LISTED ? [{ content: `and ${episodes.length - LISTED} more` }] : []),
        ];
  return { image: image ?? null, lines, mainAction: { action: first!.watch, label: 'Watch' }, release: { series, episodes } };
}

/** One series' episodes that became playable together (in airing order): one notification. */
export function episodesData(episodes: PlayableEpisode[]) {
  const series = episodes[0]!;
  return episodesNotice(
    series.title_name,
    series.title_poster,
    episodes.map((e) => ({ label: `S${e.season_number} E${e.episode_number} · ${e.name}`, watch: watchPath(e.video_id) })),
  );
}

/** A later batch joins the unread notification: the earlier episodes stay first (and its link). */
function mergeEpisodes(previous: NotificationData, next: NotificationData) {
  const before = (previous as Partial<EpisodesData>).release;
  const after = (next as Partial<EpisodesData>).release;
  if (!before || !after) return next;
  const known = new Set(before.episodes.map((e) => e.watch));
  return episodesNotice(after.series, next.image ?? previous.image, [
    ...before.episodes,
    ...after.episodes.filter((e) => !known.has(e.watch)),
  ]);
}

export function titlePlayableData(title: PlayableTitle): NotificationData {
  return {
    image: title.poster,
    lines: [
      { content: `${title.name} is ready to watch`, type: 'primary', icon: 'movie' },
      { content: 'It is on your watchlist.', type: 'secondary' },
    ],
    mainAction: { action: watchPath(title.video_id), label: 'Watch' },
  };
}

export function personTitleData(credit: NewPersonTitle): NotificationData {
  const kind = credit.title_type === 'series' ? 'series' : 'movie';
  const year = credit.title_year ? ` (${credit.title_year})` : '';
  return {
    image: credit.title_poster ?? credit.person_poster,
    lines: [{ content: `New ${kind} with ${credit.person_name}: ${credit.title_name}${year}`, type: 'primary', icon: 'movie' }],
    mainAction: { action: `/titles/${credit.title_id}/${credit.title_slug}`, label: 'View' },
  };
}

const FOLLOWS_GROUP = 'Series and people you follow';
// E-mail is opt-in for these frequent, low-stakes notices; the browser shows them.
const defaults = { email: false, browser: true };

export const releaseNotificationTypes: NotificationType[] = [
  {
    id: EPISODE_PLAYABLE,
    group: FOLLOWS_GROUP,
    name: 'A new episode of a series I follow can be watched',
    defaults,
    merge: mergeEpisodes,
  },
  { id: PERSON_NEW_TITLE, group: FOLLOWS_GROUP, name: 'A person I follow has a new title', defaults },
  { id: WATCHLIST_PLAYABLE, group: 'Watchlist', name: 'A title on my watchlist can be watched', defaults },
];
