import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { lazySchema } from '../../../http/lazy-schema';

// Importing ratings, lists and history from Letterboxd, IMDb and Trakt (the GDPR tab shows them).
export const dataImportSettings = defineSettings({
  // public: the account page shows the import panel only when it is on
  'import.enabled': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'import.max_file_mb': { schema: lazySchema(() => z.coerce.number().int().min(1).max(1024)), default: 25 },
});
