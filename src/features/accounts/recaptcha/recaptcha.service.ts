import type { Logger } from 'pino';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import { providerFetch, ProviderError, providerJson } from '../../../platform/provider-failure';
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

const RECAPTCHA_ADVICE = {
  unreachable: 'The check that you are human could not run: please try again in a few minutes.',
  timeout: 'The check that you are human could not finish: please try again in a few minutes.',
};

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
  // Google out of reach is not a failed human check: the visitor is told to try again (503/504),
  // never silently let through, and the operator finds Google's error in the log
  const res = await providerFetch('reCAPTCHA', RECAPTCHA_ADVICE, SITEVERIFY_URL, { method: 'POST', body }, config.PROVIDER_TIMEOUT_MS);
  if (!res.ok) throw new ProviderError('reCAPTCHA', 502, `reCAPTCHA answered ${res.status}. ${RECAPTCHA_ADVICE.timeout}`);
  const result = await providerJson<SiteverifyResponse>('reCAPTCHA', res, RECAPTCHA_ADVICE.timeout);
  const threshold = settings.get<number>('recaptcha.threshold');
  return result?.success === true && typeof result.score === 'number' && result.score >= threshold && result.action === action;
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
