import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, validationError, type FieldErrors } from '../../../http/errors';
import { checkExtraFields, type ExtraField } from '../../../shared/registration-fields';
import { consumeRateLimit } from '../../../platform/rate-limit';
import { issueVerificationCode } from '../email-verification/email-verification.service';
import { type HumanCheckRequest, requireHuman } from '../recaptcha/recaptcha.service';
import { emailTaken } from '../users/users.queries';
import { createUser } from '../users/users.service';
import type { RegisterInput } from './auth.schemas';
import type { Browser } from './browser';
import { startSession } from './login.service';

/**
 * Tells whether an invite lets this e-mail register while registration is disabled; a module
 * lists one (FeatureModule.inviteValidators, read from services.registry). With none, invite
 * sign-ups are refused like any other (fail closed: an invite_id alone must not reopen registration).
 */
export type InviteValidator = (db: Db, invite: { id: string; type: string | null; email: string }) => Promise<boolean>;

/** True when one of the validators vouches for the invite. */
async function inviteAccepted(validators: readonly InviteValidator[], db: Db, invite: Parameters<InviteValidator>[1]) {
  for (const validator of validators) if (await validator(db, invite)) return true;
  return false;
}

const accepted = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes';

export async function register(deps: ActorDeps, browser: Browser, human: HumanCheckRequest, input: RegisterInput) {
  const { db, services } = deps;
  const settings = services.settings;
  await consumeRateLimit(db, [{ key: `register:ip:${browser.ip}`, limit: 10, windowSeconds: 60 * 60 }]);
  // Verified here, not only by the client: a bot calling auth/register directly meets the same check.
  await requireHuman(deps, human, input.recaptcha_token, 'register');

  if (settings.get<boolean>('registration.disable')) {
    const invite = input.invite_id !== undefined && input.invite_id !== '' ? String(input.invite_id) : null;
    const allowed = invite
      ? await inviteAccepted(services.registry.inviteValidators, db, { id: invite, type: input.invite_type ?? null, email: input.email })
      : false;
    if (!allowed) throw new AppError(403, 'Registration is disabled.', undefined, 'registration_disabled');
  }

  const errors: FieldErrors = {};
  for (const policy of settings.get<{ id: string; label: string }[]>('registration.policies')) {
    if (!accepted((input as Record<string, unknown>)[policy.id])) errors[policy.id] = [`You must accept: ${policy.label}.`];
  }
  const extra = checkExtraFields(settings.get<ExtraField[]>('registration.extra_fields'), input.extra_fields);
  Object.assign(errors, extra.errors);
  if (Object.keys(errors).length) throw validationError(errors);

  if (await emailTaken(db, input.email)) throw validationError({ email: ['The email has already been taken.'] });

  const needsVerification = settings.get<boolean>('require_email_confirmation');
  const user = await createUser(db, {
    email: input.email,
    password: input.password,
    name: input.name || null,
    verified: !needsVerification,
    extraFields: extra.answers.length ? extra.answers : null,
  });
  await startSession(deps, browser, user.id, false, { notifyNewDevice: false });
  if (needsVerification) await issueVerificationCode(deps, { id: user.id, email: user.email });
  return { status: needsVerification ? ('needs_email_verification' as const) : ('success' as const) };
}
