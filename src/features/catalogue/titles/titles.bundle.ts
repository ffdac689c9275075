import type { Db } from '../../../db/database';
import type { Storage } from '../../../platform/storage';
import { type CreditRow, presentCredit, presentImage, presentSeason, presentTitle } from '../common/present';
import { titleCreditsWithPeople } from '../credits/credits.queries';
import { imagesOf } from '../images/images.queries';
import { seasonsOfTitle } from '../seasons/seasons.queries';
import { findTitle, tagsOfTitles } from './titles.queries';

/** Cast shown on the title page; the rest is in GET titles/{id}/credits. */
export const TOP_CAST = 15;
const HEADLINE_CREW = ['directing', 'writing', 'creators'];

/**
 * The full title payload in a fixed number of queries whatever its size: title, tags, headline
 * credits, images, seasons (5 statements). Returns the person ids shown, for cache tagging.
 */
export async function loadTitleBundle(db: Db, storage: Storage, id: number) {
  const title = await findTitle(db, id);
  if (!title) return null;
  const [tags, credits, images, seasons] = await Promise.all([
    tagsOfTitles(db, [id]),
    titleCreditsWithPeople(db, id, ['cast', ...HEADLINE_CREW]),
    imagesOf(db, 'title', id),
    seasonsOfTitle(db, id),
  ]);
  const cast = credits.filter((c) => c.department === 'cast').slice(0, TOP_CAST);
  const crew = credits.filter((c) => c.department !== 'cast');
  const shown = [...cast, ...crew] as CreditRow[];
  const payload = {
    ...presentTitle(title, tags),
    images: images.map((i) => presentImage(storage, i)),
    credits: {
      cast: cast.map((c) => presentCredit(c as CreditRow)),
      directors: crew.filter((c) => c.department === 'directing').map((c) => presentCredit(c as CreditRow)),
      writers: crew.filter((c) => c.department === 'writing').map((c) => presentCredit(c as CreditRow)),
      creators: crew.filter((c) => c.department === 'creators').map((c) => presentCredit(c as CreditRow)),
    },
    seasons: seasons.map(presentSeason),
  };
  return { title: payload, personIds: [...new Set(shown.map((c) => c.person_id))] };
}

export type TitlePayload = NonNullable<Awaited<ReturnType<typeof loadTitleBundle>>>['title'];

/** Search-engine and social-card basics; the SEO feature may refine them through an extension. */
export function titleSeo(t: TitlePayload) {
  const name = t.year ? `${t.name} (${t.year})` : t.name;
  const description = String(t.description ?? t.tagline ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  return {
    title: name,
    description,
    canonical: `/titles/${t.id}/${t.slug}`,
    image: t.backdrop ?? t.poster ?? null,
    type: t.type === 'series' ? 'video.tv_show' : 'video.movie',
  };
}
