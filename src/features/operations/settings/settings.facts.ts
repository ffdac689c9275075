import type { Deps } from '../../../deps';
import { scheduledTasks } from '../../../platform/scheduler';
import { liveStatus } from '../live/live.service';
import { engineName } from '../search-index/search-index.service';
import { analyticsScriptSources } from './analytics';
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

/** What each group of cache keys (their part before the first ':') holds. */
const CACHE_GROUPS: Record<string, string> = {
  title: 'Title pages (seasons, episodes, credits, related)',
  titles: 'Title lists',
  person: 'Person pages',
  channel: 'Channel rows',
  news: 'News',
  upcoming: 'Upcoming titles',
  sitemap: 'Sitemaps',
  themes: 'Themes',
  i18n: 'Translations',
  localizations: 'Languages',
  'value-lists': 'Countries and time zones',
  'guest-subject': 'Guest permissions',
};

const PROVIDER_NAMES: Record<string, string> = {
  plausible: 'Plausible',
  umami: 'Umami',
  ga4: 'Google Analytics 4',
  custom: 'a custom snippet',
};

/** Read-only facts per tab. Never includes a secret's value, only whether it is set. */
export async function settingsFacts({ db, config, services }: Deps): Promise<Partial<Record<SettingsTab, TabFacts>>> {
  const jobs = await jobCountsByStatus(db);
  const jobCount = (status: string) => String(Number(jobs.find((j) => j.status === status)?.n ?? 0));
  const queues = await jobQueueNames(db);
  const live = liveStatus();
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
      notice:
        'Marquee caches in each server process’s memory, for 1 to 10 minutes: every change to a record clears its entries, and saving settings clears everything. Clear it by hand after editing the database directly.',
      facts: [
        { label: 'Driver', value: 'In-process memory' },
        { label: 'Entries', value: `${services.cache.size} of at most ${services.cache.capacity}` },
        ...services.cache.summary().map(({ group, entries }) => ({ label: CACHE_GROUPS[group] ?? group, value: String(entries) })),
      ],
    },
    analytics: analyticsFacts(services.settings),
    logging: {
      facts: [
        { label: 'Log level (LOG_LEVEL)', value: config.LOG_LEVEL },
        { label: 'Log files folder', value: config.paths.logs },
        { label: 'Debug traces in responses (APP_DEBUG)', value: yesNo(config.APP_DEBUG) },
      ],
    },
    queue: {
      notice:
        'Background jobs (TMDB imports, video processing, search index rebuilds) run in the server process from the database-backed queue. A job that fails is tried again up to its attempt limit, then waits here for a retry.',
      facts: [
        // waiting, running and failed are the job list's filters, with their counts
        { label: 'Completed jobs (kept for the log retention)', value: jobCount('completed') },
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
        'Marquee does not use WebSockets. Live updates (the job queue and search index progress in these settings) stream over Server-Sent Events on the same address and port as the site, so there is no extra server, port or proxy rule to configure. Notifications are checked every minute by the page.',
      facts: [
        { label: 'Transport', value: `Server-Sent Events (GET ${live.endpoint})` },
        { label: 'Open streams on this server process', value: String(live.open_streams) },
        { label: 'Update interval', value: `${live.interval_ms / 1000} s` },
      ],
    },
    search: {
      notice:
        'Search uses the database’s own full-text index, kept up to date by the database as records change. No external search service is needed; rebuild the index if results look out of step with the catalogue.',
      facts: [{ label: 'Engine', value: engineName(db) }],
    },
    videos: {
      notice: 'Uploaded videos are probed and transcoded with ffmpeg by background jobs (see the queue tab).',
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

function analyticsFacts(settings: Deps['services']['settings']): TabFacts {
  const provider = settings.get<string>('analytics.provider');
  const hosts = analyticsScriptSources(settings);
  const id = settings.get<string>('analytics.tracking_code');
  return {
    notice:
      'Marquee records plays and visits itself (the admin dashboard’s reports). To also count page views in an analytics service, choose it below and save: the next page anyone opens carries its script.',
    facts: [
      {
        label: 'Status',
        value:
          provider === 'none'
            ? 'Off: no third-party analytics'
            : `Sending page views to ${PROVIDER_NAMES[provider] ?? provider}${id && provider !== 'custom' ? ` (${id})` : ''}`,
      },
      { label: 'Script hosts allowed by the page policy', value: hosts.join(', ') || 'None' },
    ],
  };
}
