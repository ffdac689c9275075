import { useMemo } from 'react';
import { trans } from '../../shell/i18n';
import { useStore } from '../../shell/store';
import { readUploadConfig } from './upload-config';
import { createUploadQueue } from './upload-queue';
import { uploaders } from './uploaders';

/** The app's one upload queue: every widget adds to it, so the concurrency rules hold page-wide. */
export const uploadQueue = createUploadQueue({ uploaders, config: readUploadConfig, translate: trans });

/** The queue's tasks, optionally only those a widget added under its group id. */
export function useUploads(group?: string) {
  const tasks = useStore(uploadQueue.store);
  return useMemo(() => (group === undefined ? tasks : tasks.filter((t) => t.options.group === group)), [tasks, group]);
}
