import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { DEFAULT_ERROR_SAMPLE_RATE } from '../../../shared/client-errors.limits';
import { lazySchema } from '../../../http/lazy-schema';

export const clientErrorSettings = defineSettings({
  // public: every browser reads it to decide whether to report an error
  'logging.client_error_sample_rate': {
    schema: lazySchema(() => z.number().min(0).max(1)),
    default: DEFAULT_ERROR_SAMPLE_RATE,
    public: true,
  },
});
