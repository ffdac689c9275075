import type { Deps } from '../../../deps';
import type { NotificationType } from '../../notifications/notifications.catalog';
import type { NotificationData } from '../../notifications/notification-data';
import { type Audience, publishNotification } from '../../notifications/publish';
import type { ImportSummary } from '../import/import.schemas';
import { findPerson } from '../people/people.queries';
import { findTitle } from '../titles/titles.queries';
import type { TmdbImportJob } from './tmdb.schemas';

// 'admin.import_finished' / 'admin.import_failed': the end of a TMDB import job (the admin's
// 'Import from TMDB' on /admin/titles), told to the admin who started it, or when that is not
// known (a job queued before it was recorded) to everyone who may import.

const IMPORTERS = 'titles.create'; // POST tmdb/import requires it
const IMPORT_PAGE = '/admin/titles'; // where 'Import from TMDB' is

const adminType = (id: string, name: string, email: boolean): NotificationType => ({
  id,
  group: 'Administration',
  name,
  defaults: { email, browser: true },
  permission: IMPORTERS,
});
export const importFinishedNotification = adminType('admin.import_finished', 'A TMDB import finished', false);
export const importFailedNotification = adminType('admin.import_failed', 'A TMDB import failed', true);

const audienceOf = (job: TmdbImportJob): Audience => (job.started_by ? { users: [job.started_by] } : { permission: IMPORTERS });

const counts = (s: Pick<ImportSummary, 'created' | 'updated' | 'skipped'>) =>
  `${s.created} created, ${s.updated} updated, ${s.skipped} skipped`;

/** 'movie 550' or '2 pages of tv/popular'. */
const what = (job: TmdbImportJob) =>
  'list' in job ? `${job.pages === 1 ? '1 page' : `${job.pages} pages`} of ${job.list}` : `${job.type} ${job.tmdb_id}`;

async function publish(deps: Deps, type: NotificationType, job: TmdbImportJob, jobId: number, data: NotificationData) {
  // keyed by the job: a job that runs again after its worker died does not notify twice
  await publishNotification(deps, { type: type.id, audience: audienceOf(job), key: `${type.id}:${jobId}`, data });
}

/** The imported title or person (its edit page), or for a list its counts and the import page. */
export async function publishImportFinished(deps: Deps, job: TmdbImportJob, jobId: number, result: ImportSummary & { id?: number }) {
  let name = `TMDB ${what(job)}`;
  let link = IMPORT_PAGE;
  if (!('list' in job) && result.id) {
    const row = job.type === 'person' ? await findPerson(deps.db, result.id) : await findTitle(deps.db, result.id);
    if (row) name = row.name;
    link = job.type === 'person' ? `/admin/people/${result.id}/edit` : `/admin/titles/${result.id}/edit`;
  }
  await publish(deps, importFinishedNotification, job, jobId, {
    lines: [
      { content: `The TMDB import of ${'list' in job ? what(job) : name} finished.`, type: 'primary', icon: 'check_circle' },
      { content: counts(result), type: 'secondary' },
    ],
    mainAction: { action: link, label: 'list' in job ? 'Open titles' : 'Open' },
  });
}

/** After the job's last attempt: what failed and the first line of why, with the import page. */
export async function publishImportFailed(deps: Deps, job: TmdbImportJob, jobId: number, error: string) {
  const reason = error
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find(Boolean);
  await publish(deps, importFailedNotification, job, jobId, {
    lines: [
      { content: `The TMDB import of ${what(job)} failed.`, type: 'primary', icon: 'error' },
      { content: (reason ?? 'Unknown error').slice(0, 300), type: 'secondary' },
    ],
    mainAction: { action: IMPORT_PAGE, label: 'Import again' },
  });
}
