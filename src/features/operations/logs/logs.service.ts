import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { latestErrorLogFile } from '../../../platform/logger';
import { paginateLog, rangeBounds } from './logs.queries';
import type { LogKind, LogListQuery } from '../../../shared/logs.schemas';

export async function listLog({ db, auth }: ActorDeps, kind: LogKind, params: LogListQuery) {
  authorize(auth, 'logs.view');
  return paginateLog(
    db,
    kind,
    {
      query: params.query || undefined,
      level: kind === 'error' ? params.level : undefined,
      source: kind === 'error' ? params.source : undefined,
      ...rangeBounds(params.from, params.to),
    },
    params.page,
    params.perPage,
  );
}

/** The newest data/logs/error-YYYY-MM-DD.log, or a 404 when the server has not written one. */
export function latestErrorLog({ auth, config }: ActorDeps) {
  authorize(auth, 'logs.view');
  const file = latestErrorLogFile(config.paths.logs);
  if (!file) throw notFound('There is no error log yet.');
  return file;
}
