import { z } from 'zod';
import { text } from '../../../http/response-schemas';
import { episode, titleSummary } from '../../catalogue/common/present.schemas';
import { oneVideo, video } from '../videos/videos.schemas';
import { lazySchema } from '../../../http/lazy-schema';

// GET watch/{id}: the watch page's payload, as watch.service.ts answers it.

/** The title as the watch page's header shows it (titleHeaderColumns + language). */
const watchTitle = lazySchema(() =>
  titleSummary
    .pick({
      id: true,
      type: true,
      name: true,
      original_name: true,
      slug: true,
      tagline: true,
      release_date: true,
      year: true,
      runtime: true,
      certification: true,
      rating: true,
      vote_count: true,
      poster: true,
      backdrop: true,
      seasons_count: true,
      episodes_count: true,
      language: true,
    })
    .extend({ description: text }),
);

const watchEpisode = lazySchema(() => episode.omit({ vote_count: true }));

export const watchPayload = lazySchema(() =>
  z.looseObject({
    video: oneVideo.shape.video,
    title: watchTitle,
    episode: watchEpisode.nullable().meta({ description: "The episode the video plays (null for a film's video)." }),
    alternative_videos: z.array(video).meta({ description: 'Other qualities, languages and sources of the same film or episode.' }),
    related_videos: z.array(video),
    next_episode: watchEpisode
      .extend({ video_id: z.int().positive().nullable().meta({ description: 'Its full video, if there is one.' }) })
      .nullable(),
    resume_at: z.number().nullable().meta({ description: 'Seconds where the signed-in viewer left off (null: from the start).' }),
  }),
);
