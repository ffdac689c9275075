import type { TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';
import { userItemState } from './item-state';

// Adds the signed-in user's state to GET titles/{id}: their rating, whether the title is on their
// watchlist and which of their lists hold it. Guests get nothing, so nothing here is cached.
export const ratingsTitleExtension: TitlePayloadExtension = async ({ db, auth, title }) => {
  if (!auth.user) return {};
  return { title: await userItemState({ db }, auth.user.id, 'title', title.id) };
};
