import type { Deps } from '../../../deps';
import { scheduledTasks } from '../../../platform/scheduler';
import { catalogueIndexes } from '../../../platform/search';
import type { SettingsTab } from './settings.layout';
import { jobCountsByStatus, jobQueueNames } from './settings.queries';

export interface Fact {
  label: string;
  value: string;
}

/** What a tab can only show, not change: how this server is set up (environment) and running. */
export interface TabFacts {
  /** A plain sentence shown above the facts (e.g. that the feature is not used). */
  notice?: string;
  facts: Fact[];
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Read-only facts per tab. Never includes a secret's value, only whether it is set. */
export async function settingsFacts({ db, config }: Deps): Promise<Partial<Record<SettingsTab, TabFacts>>> {
  const jobs = await jobCountsByStatus(db);
  const jobCount = (status: string) => String(Number(jobs.find((j) => j.status === status)?.n ?? 0));
  const queues = await jobQueueNames(db);
  return {
    'outgoing-email': {
      notice:
        config.MAIL_TRANSPORT === 'smtp'
          ? 'Mail is sent through the SMTP server set in SMTP_URL. Every message is also recorded in the outgoing e-mail log.'
          : 'Mail is not delivered: MAIL_TRANSPORT is "log", so every message is only recorded in the outgoing e-mail log. Set MAIL_TRANSPORT=smtp and SMTP_URL to send mail.',
      facts: [
        { label: 'Transport (MAIL_TRANSPORT)', value: config.MAIL_TRANSPORT },
        { label: 'SMTP server (SMTP_URL)', value: config.SMTP_URL ? 'Set' : 'Not set' },
        { label: 'From address (MAIL_FROM)', value: config.MAIL_FROM ?? 'Not set: "<site name>" <no-reply@<site host>>' },
      ],
    },
    cache: {
      notice: 'Responses and lookups are cached in each server process’s memory. Saving settings clears it; you can also clear it here.',
      facts: [{ label: 'Driver', value: 'In-process memory' }],
    },
    analytics: {
      notice:
        'Marquee records plays and visits itself; the reports are in the admin dashboard. No third-party analytics service is connected.',
      facts: [],
    },
    logging: {
      facts: [
        { label: 'Log level (LOG_LEVEL)', value: config.LOG_LEVEL },
        { label: 'Log files folder', value: config.paths.logs },
        { label: 'Debug traces in responses (APP_DEBUG)', value: yesNo(config.APP_DEBUG) },
      ],
    },
    queue: {
      notice: 'Background jobs (TMDB imports, video processing) run in the server process from the database-backed queue.',
      facts: [
        { label: 'Pending jobs', value: jobCount('pending') },
        { label: 'Running jobs', value: jobCount('running') },
        { label: 'Completed jobs', value: jobCount('completed') },
        { label: 'Failed jobs', value: jobCount('failed') },
        { label: 'Queues used', value: queues.map((q) => q.queue).join(', ') || 'None yet' },
        {
          label: 'Scheduled tasks',
          value:
            scheduledTasks()
              .map((t) => `${t.name} (${t.cron})`)
              .join(', ') || 'None',
        },
      ],
    },
    websockets: {
      notice:
        'Marquee does not use WebSockets. Notifications and job progress are fetched by polling, so there is nothing to configure here.',
      facts: [],
    },
    search: {
      notice:
        'Search uses the database’s own full-text index (SQLite FTS5), kept up to date as records change. No external search service is needed.',
      facts: [{ label: 'Indexed', value: Object.keys(catalogueIndexes).join(', ') }],
    },
    videos: {
      notice: 'Uploaded videos are probed and transcoded with ffmpeg by background jobs.',
      facts: [
        { label: 'ffmpeg (FFMPEG_PATH)', value: config.FFMPEG_PATH },
        { label: 'ffprobe (FFPROBE_PATH)', value: config.FFPROBE_PATH },
        { label: 'Storage driver (STORAGE_DRIVER)', value: config.STORAGE_DRIVER },
      ],
    },
    uploading: {
      facts: [{ label: 'Storage driver (STORAGE_DRIVER)', value: config.STORAGE_DRIVER }],
    },
  };
}
