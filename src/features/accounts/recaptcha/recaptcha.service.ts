import type { Logger } from 'pino';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import { HUMAN_CHECK_FAILED, type RecaptchaAction } from './recaptcha.schemas';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

/** What the check needs from the request: its logger, and the first X-Forwarded-For entry if any. */
export interface HumanCheckRequest {
  log: Logger;
  forwardedIp: string | undefined;
}

/** The part of a route's Context that assertHuman reads (site's contact route passes its `c`). */
interface RouteLike {
  var: Deps & { log: Logger };
  req: { header(name: string): string | undefined };
}

/** The request facts of the human check, read by the route. */
export const humanCheckRequest = (c: RouteLike): HumanCheckRequest => ({
  log: c.var.log,
  forwardedIp: c.req.header('x-forwarded-for')?.split(',')[0]?.trim(),
});

/** Asks Google whether a reCAPTCHA v3 token is a human's: success, score >= threshold, same action. */
export async function verifyRecaptchaToken(
  { config, services }: Deps,
  request: HumanCheckRequest,
  token: string,
  action: string,
): Promise<boolean> {
  const settings = services.settings;
  const secret = settings.get<string>('recaptcha.secret_key');
  if (!secret) {
    request.log.warn('reCAPTCHA verification requested but recaptcha.secret_key is not set');
    return false;
  }
  const body = new URLSearchParams({ secret, response: token });
  const ip = request.forwardedIp;
  if (ip && config.TRUST_PROXY) body.set('remoteip', ip);
  let result: SiteverifyResponse;
  try {
    const res = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return false;
    result = (await res.json()) as SiteverifyResponse;
  } catch (err) {
    request.log.warn({ err }, 'reCAPTCHA siteverify request failed');
    return false;
  }
  const threshold = settings.get<number>('recaptcha.threshold');
  return result.success === true && typeof result.score === 'number' && result.score >= threshold && result.action === action;
}

/**
 * The human check for register and contact: passes when `recaptcha.enable.<action>` is off,
 * otherwise only with a token Google accepts for that action.
 */
export async function verifyHuman(
  deps: Deps,
  request: HumanCheckRequest,
  token: string | null | undefined,
  action: RecaptchaAction,
): Promise<boolean> {
  if (!deps.services.settings.get<boolean>(`recaptcha.enable.${action}`)) return true;
  if (!token) return false;
  return verifyRecaptchaToken(deps, request, token, action);
}

/** verifyHuman that throws the spec's 'Could not verify you are human.' (422) on failure. */
export async function requireHuman(deps: Deps, request: HumanCheckRequest, token: string | null | undefined, action: RecaptchaAction) {
  if (!(await verifyHuman(deps, request, token, action))) throw new AppError(422, HUMAN_CHECK_FAILED, {}, 'recaptcha_failed');
}

/** requireHuman for a route that passes its Context (site's contact page). */
export const assertHuman = (c: RouteLike, token: string | null | undefined, action: RecaptchaAction) =>
  requireHuman(c.var, humanCheckRequest(c), token, action);
