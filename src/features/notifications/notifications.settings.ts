import { z } from 'zod';
import { defineSettings } from '../../shared/settings/define';
import { lazySchema } from '../../http/lazy-schema';

export const notificationSettings = defineSettings({
  /** Read notifications older than this are deleted nightly; unread ones are kept. */
  'notifications.keep_days': { schema: lazySchema(() => z.number().int().min(1).max(3650)), default: 90 },
});
