import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { lazySchema } from '../../../http/lazy-schema';

// TMDB import: the operator's API key (a v3 key or a v4 read access token) and the language of
// imported texts.
export const tmdbSettings = defineSettings({
  'tmdb.api_key': { schema: lazySchema(() => z.string().trim().max(1000)), default: '', secret: true, env: 'TMDB_API_KEY' },
  'tmdb.language': {
    schema: lazySchema(() => z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Must be a language code such as en-US.')),
    default: 'en-US',
  },
});
