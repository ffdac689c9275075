import type { Db } from '../../../db/database';
import type { Storage } from '../../../platform/storage';
import { groupByDepartment, presentImage, presentPerson } from '../common/present';
import { imagesOf } from '../images/images.queries';
import { creditsOfPerson, findPerson } from './people.queries';

const KNOWN_FOR = 8;

/** The person page payload in three queries: person, credits with titles, images. */
export async function loadPersonBundle(db: Db, storage: Storage, id: number) {
  const person = await findPerson(db, id);
  if (!person) return null;
  // a person's images are all profiles, so their order is the images' own
  const [credits, images] = await Promise.all([creditsOfPerson(db, id), imagesOf(db, 'person', id)]);
  const present = credits.map((c) => ({
    id: c.id,
    department: c.department,
    job: c.job,
    character: c.character,
    order: c.order,
    season_number: c.season_number ?? null,
    episode_number: c.episode_number ?? null,
    episode_name: c.episode_name ?? null,
    title: {
      id: c.title_id,
      name: c.title_name,
      slug: c.title_slug,
      type: c.title_type,
      year: c.title_year,
      release_date: c.title_release_date,
      poster: c.title_poster,
      backdrop: c.title_backdrop,
      popularity: c.title_popularity,
      rating: c.title_rating,
    },
  }));
  // Known for: the person's most popular distinct titles, in their main department first.
  const seen = new Set<number>();
  const knownFor = [...present]
    .sort(
      (a, b) =>
        Number(b.department === (person.known_for ?? 'cast')) - Number(a.department === (person.known_for ?? 'cast')) ||
        b.title.popularity - a.title.popularity,
    )
    .filter((c) => !seen.has(c.title.id) && seen.add(c.title.id))
    .slice(0, KNOWN_FOR)
    .map((c) => c.title);
  return {
    person: {
      ...presentPerson(person),
      updated_at: person.updated_at,
      known_for_titles: knownFor,
      credits: groupByDepartment(present),
      credits_count: present.length,
      images: images.map((i) => presentImage(storage, i)),
    },
    titleIds: [...new Set(present.map((c) => c.title.id))],
  };
}

export function personSeo(p: { id: number; name: string; slug: string; biography?: string | null; poster: string | null }) {
  return {
    title: p.name,
    description: String(p.biography ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160),
    canonical: `/people/${p.id}/${p.slug}`,
    image: p.poster,
    type: 'profile',
  };
}
