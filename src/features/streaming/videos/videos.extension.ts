import { registerTitlePayloadExtension } from '../../catalogue/titles/titles.extensions';
import { approvedVideosOfTitle } from './videos.queries';

// GET titles/{id} lists the title's approved videos (API.md). Light fields only: playable,
// signed sources come from GET watch/{videoId}.
registerTitlePayloadExtension(
  async ({ db, title }) => {
    const videos = await approvedVideosOfTitle(db, title.id);
    return { title: { videos } };
  },
  { shared: true },
); // the same for every viewer: cached with the payload, cleared by video writes
