import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Deps, ActorDeps } from '../../../deps';
import { nowIso } from '../../../db/database';
import type { Selectable } from 'kysely';
import type { DataExportsTable } from '../../../db/tables/exports';
import { AppError, notFound, tooManyRequests } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import type { JobHandler } from '../../../platform/jobs';
import { renderMail } from '../../../platform/mail';
import { buildArchive, collectUserData } from './data-export.archive';
import {
  deleteExport,
  exportByTokenHash,
  exportsOfUser,
  findExport,
  insertExport,
  staleExports,
  updateExport,
} from './data-export.queries';

// "Download my data" (GDPR): a job writes a ZIP of everything the user gave the site to storage and
// e-mails a link valid for 24 hours. The link's token is stored hashed; the ZIP downloads only for
// its owner, signed in (anyone else gets 404). One export an hour per user.

export const DATA_EXPORT_JOB = 'data-export:build';
export const EXPORT_TTL_MS = 24 * 3600_000;
export const EXPORT_INTERVAL_MS = 3600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const downloadPath = (id: number) => `/api/v1/users/me/exports/${id}/download`;

function presentExport(row: Selectable<DataExportsTable>) {
  const expired = !!row.expires_at && row.expires_at <= nowIso();
  return {
    id: row.id,
    status: expired ? ('expired' as const) : row.status,
    size: row.size == null ? null : Number(row.size),
    created_at: row.created_at,
    finished_at: row.finished_at,
    expires_at: row.expires_at,
    download_url: row.status === 'ready' && !expired ? downloadPath(row.id) : null,
  };
}

function assertEnabled(deps: Deps) {
  if (!deps.services.settings.get<boolean>('export.enabled')) throw new AppError(403, 'Downloading your data is turned off on this site.');
}

/** Queues an export of the signed-in user's data; one an hour (429 with the wait otherwise). */
export async function requestExport(deps: ActorDeps) {
  const user = requireUser(deps.auth);
  assertEnabled(deps);
  const [latest] = await exportsOfUser(deps.db, user.id, 1);
  const wait = latest ? Date.parse(latest.created_at) + EXPORT_INTERVAL_MS - Date.now() : 0;
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw tooManyRequests(
      Math.ceil(wait / 1000),
      `You can ask for one export an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const id = await deps.db.transaction().execute(async (trx) => {
    const exportId = await insertExport(trx, user.id, nowIso());
    await deps.services.jobs.dispatch(DATA_EXPORT_JOB, { exportId }, { db: trx, subject: { type: 'data_export', id: exportId } });
    return exportId;
  });
  return presentExport((await findExport(deps.db, id))!);
}

/** The signed-in user's latest exports, newest first, with their status and download link. */
export async function listExports(deps: ActorDeps) {
  const user = requireUser(deps.auth);
  return (await exportsOfUser(deps.db, user.id)).map(presentExport);
}

/** The ZIP of a ready, unexpired export, found by id (the panel) or by the e-mailed token; only for its owner. */
export async function openExport(deps: ActorDeps, by: { id: number } | { token: string }) {
  const user = requireUser(deps.auth);
  const row = 'id' in by ? await findExport(deps.db, by.id) : await exportByTokenHash(deps.db, hashToken(by.token));
  if (!row || row.user_id !== user.id || row.status !== 'ready' || !row.storage_key || !row.expires_at || row.expires_at <= nowIso()) {
    throw notFound('This export does not exist or has expired.');
  }
  const stream = await deps.services.storage.stream(row.storage_key);
  return { stream, size: row.size == null ? null : Number(row.size), filename: `marquee-data-${row.created_at.slice(0, 10)}.zip` };
}

/** The job: writes the ZIP, marks the export ready and e-mails the link; the last failed attempt marks it failed. */
export const buildExportJob: JobHandler<{ exportId: number }> = async ({ exportId }, ctx) => {
  try {
    await buildExport(ctx.app, exportId);
  } catch (err) {
    if (ctx.attempt >= ctx.maxAttempts) await updateExport(ctx.app.db, exportId, { status: 'failed', finished_at: nowIso() });
    throw err;
  }
};

async function buildExport({ db, config, services }: Deps, exportId: number) {
  const row = await findExport(db, exportId);
  if (!row || row.status !== 'pending') return;
  const user = await db.transaction().execute((trx) => collectUserData(trx, row.user_id));
  const key = `exports/${row.user_id}/${randomBytes(16).toString('hex')}.zip`;
  await services.storage.put(key, Readable.from(buildArchive(user, config.APP_URL)), { contentType: 'application/zip' });
  const size = (await services.storage.stat(key))?.size ?? null;
  const token = randomBytes(32).toString('base64url');
  const finishedAt = nowIso();
  const expiresAt = nowIso(new Date(Date.now() + EXPORT_TTL_MS));
  await updateExport(db, exportId, {
    status: 'ready',
    storage_key: key,
    size,
    token_hash: hashToken(token),
    finished_at: finishedAt,
    expires_at: expiresAt,
  });
  const url = `${config.APP_URL}/api/v1/users/me/exports/download?token=${token}`;
  const siteName = services.mail.siteName();
  await services.mail.send({
    to: user.account.email,
    subject: `Your ${siteName} data is ready`,
    secrets: [url],
    ...renderMail({
      siteName,
      heading: 'Your data is ready to download',
      lines: [
        'The archive holds your account, ratings, reviews, comments, lists, watchlist, diary, follows, notification settings, subscriptions and invoices, with CSV files that Letterboxd and Marquee sites can import.',
        'Sign in to download it. The link works for 24 hours.',
      ],
      action: { label: 'Download my data', url },
      footer: 'If you did not ask for this, change your password: someone signed in as you asked for it.',
    }),
  });
}

/** The schedule: deletes expired exports and their ZIPs, and failed or stuck ones after a day. */
export async function sweepExports(deps: Deps) {
  const now = nowIso();
  const rows = await staleExports(deps.db, now, nowIso(new Date(Date.now() - EXPORT_TTL_MS)));
  for (const row of rows) {
    if (row.storage_key) await deps.services.storage.delete(row.storage_key);
    await deleteExport(deps.db, row.id);
  }
  return rows.length;
}
