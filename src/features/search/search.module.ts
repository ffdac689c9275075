import type { FeatureModule } from '../module';
import { episodesSearchType, newsSearchType, peopleSearchType, titlesSearchType } from './search.types';
import { resolveSearchMeta } from './search.meta';

/** Global search over the catalogue; other modules add their own types (community: lists). */
export const searchModule: FeatureModule = {
  name: 'search',
  searchTypes: [titlesSearchType, peopleSearchType, episodesSearchType, newsSearchType],
  pageMeta: [resolveSearchMeta],
};
