import type { ActorDeps } from '../../../deps';
import { AppError } from '../../../http/errors';
import type { ClientErrorReport } from '../../../shared/client-errors.schemas';
import { insertClientError } from './client-errors.queries';

/** Only the page's origin and path are kept: a query string may carry a reset token or an invite. */
function pageOnly(url: string) {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/**
 * POST client-errors: records a browser's uncaught error in the error log (source 'client') with
 * the page, the release the browser runs and its user agent. Refused while the sample rate is 0
 * (reporting turned off), so a stale tab cannot keep writing.
 */
export async function recordClientError(
  { db, services, auth }: ActorDeps,
  report: ClientErrorReport,
  request: { requestId: string | null; userAgent: string | undefined },
) {
  if (!(Number(services.settings.get('logging.client_error_sample_rate')) > 0)) {
    throw new AppError(403, 'Error reporting is turned off.', undefined, 'client_errors_off');
  }
  await insertClientError(db, {
    message: report.message,
    exception: JSON.stringify({
      name: report.name || (report.kind === 'unhandledrejection' ? 'UnhandledRejection' : 'Error'),
      kind: report.kind,
      stack: report.stack ?? null,
    }),
    request_id: request.requestId,
    url: pageOnly(report.url),
    user_id: auth.user?.id ?? null,
    release: report.release || null,
    user_agent: request.userAgent?.slice(0, 512) || null,
  });
}
