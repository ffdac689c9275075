import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
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

/** Asks Google whether a reCAPTCHA v3 token is a human's: success, score >= threshold, same action. */
export async function verifyRecaptchaToken(c: Context<AppEnv>, token: string, action: string): Promise<boolean> {
  const settings = c.var.services.settings;
  const secret = settings.get<string>('recaptcha.secret_key');
  if (!secret) {
    c.var.log.warn('reCAPTCHA verification requested but recaptcha.secret_key is not set');
    return false;
  }
  const body = new URLSearchParams({ secret, response: token });
  const ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (ip && c.var.config.TRUST_PROXY) body.set('remoteip', ip);
  let result: SiteverifyResponse;
  try {
    const res = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return false;
    result = (await res.json()) as SiteverifyResponse;
  } catch (err) {
    c.var.log.warn({ err }, 'reCAPTCHA siteverify request failed');
    return false;
  }
  const threshold = settings.get<number>('recaptcha.threshold');
  return result.success === true && typeof result.score === 'number' && result.score >= threshold && result.action === action;
}

/**
 * The human check for register and contact: passes when `recaptcha.enable.<action>` is off,
 * otherwise only with a token Google accepts for that action.
 */
export async function verifyHuman(c: Context<AppEnv>, token: string | null | undefined, action: RecaptchaAction): Promise<boolean> {
  if (!c.var.services.settings.get<boolean>(`recaptcha.enable.${action}`)) return true;
  if (!token) return false;
  return verifyRecaptchaToken(c, token, action);
}

/** verifyHuman that throws the spec's 'Could not verify you are human.' (422) on failure. */
export async function assertHuman(c: Context<AppEnv>, token: string | null | undefined, action: RecaptchaAction) {
  if (!(await verifyHuman(c, token, action))) throw new AppError(422, HUMAN_CHECK_FAILED, {}, 'recaptcha_failed');
}
