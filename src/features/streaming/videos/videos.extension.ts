import type { TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';

// GET titles/{id} lists the title's approved videos (API.md). Light fields only: playable,
// signed sources come from GET watch/{videoId}. The same for every viewer: the streaming module lists
// it as shared (cached with the payload, cleared by video writes).
export const videosTitleExtension: TitlePayloadExtension = async ({ db, title }) => {
  const videos = await db
    .selectFrom('videos')
    .select([
      'id',
      'name',
      'type',
      'category',
      'quality',
      'language',
      'season_number',
      'episode_number',
      'duration',
      'thumbnail',
      'status',
      'order',
    ])
    .where('title_id', '=', title.id)
    .where('approved', '=', 1)
    .orderBy('order')
    .orderBy('id')
    .limit(50)
    .execute();
  return { title: { videos } };
};
