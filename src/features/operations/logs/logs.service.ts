import type { Db } from '../../../db/database';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { latestErrorLogFile } from '../../../platform/logger';
import type { AuthState } from '../../accounts/auth/auth-state';
import { paginateLog, rangeBounds } from './logs.queries';
import type { LogKind, LogListQuery } from '../../../contract/logs.schemas';

export async function listLog(db: Db, auth: AuthState, kind: LogKind, params: LogListQuery) {
  authorize(auth, 'logs.view');
  return paginateLog(
    db,
    kind,
    { query: params.query || undefined, level: kind === 'error' ? params.level : undefined, ...rangeBounds(params.from, params.to) },
    params.page,
    params.perPage,
  );
}

/** The newest data/logs/error-YYYY-MM-DD.log, or a 404 when the server has not written one. */
export function latestErrorLog(auth: AuthState, logsDir: string) {
  authorize(auth, 'logs.view');
  const file = latestErrorLogFile(logsDir);
  if (!file) throw notFound('There is no error log yet.');
  return file;
}
