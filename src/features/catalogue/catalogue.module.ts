import type { FeatureModule } from '../module';
import { TMDB_IMPORT_JOB, tmdbImportJob } from './tmdb/tmdb.jobs';

/** Catalogue: titles, people, seasons, episodes, TMDB import. */
export const catalogueModule: FeatureModule = {
  name: 'catalogue',
  jobs: { [TMDB_IMPORT_JOB]: tmdbImportJob },
};
