import { requireUser } from '../../../http/guard';
import { forbidden, notFound, validationError } from '../../../http/errors';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';
import { presentFileEntry, type FileEntryRow } from './file-entries.present';
import { deleteEntryRows, entriesByIdsOrKeys, findLiveEntry, markEntriesDeleted } from './file-entries.queries';
import { videoUsingFiles } from '../videos/videos.queries';
import type { DeleteEntriesBody } from './uploads.schemas';

// Reading and deleting file entries: the uploader, or someone with files.view / files.delete.

async function findEntry(ctx: ActorDeps, id: number) {
  const row = await findLiveEntry(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** An entry the signed-in user may see: their own, or any with files.view. Others get 404. */
export async function visibleEntry(ctx: ActorDeps, id: number): Promise<FileEntryRow> {
  const user = requireUser(ctx.auth);
  const row = await findEntry(ctx, id);
  if (row.user_id !== user.id && !hasPermission(subjectOf(ctx.auth), 'files.view')) throw notFound();
  return row;
}

export async function showEntry(ctx: ActorDeps, id: number) {
  return presentFileEntry(await visibleEntry(ctx, id));
}

/** GET file-entries/{id}/download: the bytes, never rendered as a page by the browser. */
export async function downloadEntry(ctx: ActorDeps, id: number): Promise<Response> {
  const row = await visibleEntry(ctx, id);
  const stat = await ctx.services.storage.stat(row.disk_key);
  if (!stat) throw notFound();
  const stream = await ctx.services.storage.stream(row.disk_key);
  const inline = /^(video|audio|image)\//.test(row.mime) && row.mime !== 'image/svg+xml';
  const filename = encodeURIComponent(row.name);
  return new Response(stream as unknown as ReadableStream, {
    headers: {
      'Content-Type': inline ? row.mime : 'application/octet-stream',
      'Content-Length': String(stat.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${filename}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
    },
  });
}

/**
 * POST file-entries/delete: by id or by path (the storage key). The uploader may delete their own
 * entries; anyone else needs files.delete. Without deleteForever the entry is only marked deleted
 * (its bytes stay and still count towards the uploader's quota).
 */
export async function deleteEntries(ctx: ActorDeps, body: DeleteEntriesBody) {
  const user = requireUser(ctx.auth);
  const rows = (await entriesByIdsOrKeys(ctx.db, body.entryIds, body.paths)).filter((r) => body.deleteForever || r.deleted_at === null);
  if (!rows.length) throw notFound();
  const mayDeleteAny = hasPermission(subjectOf(ctx.auth), 'files.delete');
  if (!mayDeleteAny && rows.some((r) => r.user_id !== user.id)) {
    throw forbidden();
  }
  const ids = rows.map((r) => r.id);
  if (body.deleteForever) {
    const used = await videoUsingFiles(
      ctx.db,
      ids,
      rows.map((r) => r.disk_key),
    );
    if (used) throw validationError({ entryIds: ['A selected file is used by a video: delete the video first.'] });
    await deleteEntryRows(ctx.db, ids);
    for (const row of rows) await ctx.services.storage.delete(row.disk_key).catch(() => undefined);
  } else {
    await markEntriesDeleted(ctx.db, ids, nowIso());
  }
  return { entryIds: ids };
}
