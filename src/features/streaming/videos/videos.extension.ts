import type { TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';
import { approvedVideosOfTitle } from './videos.queries';

// GET titles/{id} lists the title's approved videos (API.md). Light fields only: playable,
// signed sources come from GET watch/{videoId}. The same for every viewer: the streaming module lists
// it as shared (cached with the payload, cleared by video writes).
export const videosTitleExtension: TitlePayloadExtension = async ({ db, title }) => {
  const videos = await approvedVideosOfTitle(db, title.id);
  return { title: { videos } };
};
