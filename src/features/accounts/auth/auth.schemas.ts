import { z } from 'zod';
import { messageBody } from '../../../http/response-schemas';
import { user } from '../users/users.schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';
import { lazySchema } from '../../../http/lazy-schema';

// Request bodies of the auth/* calls (spec section 7); shared with the web forms.

const required = (field: string) => ({ error: `The ${field} field is required.` });

export const emailField = lazySchema(() =>
  z
    .string(required('email'))
    .trim()
    .min(1, required('email').error)
    .max(255, 'The email may not be greater than 255 characters.')
    .pipe(z.email({ error: 'The email must be a valid email address.' }))
    .transform((e) => e.toLowerCase()),
);

export const newPasswordField = (field = 'password') =>
  z
    .string(required(field))
    .min(PASSWORD_MIN, `The ${field} must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `The ${field} may not be greater than ${PASSWORD_MAX} characters.`);

/** A password typed to prove who you are: any stored length, capped so hashing stays cheap. */
export const currentPasswordField = (field = 'password') =>
  z
    .string(required(field))
    .min(1, required(field).error)
    .max(PASSWORD_MAX, `The ${field} may not be greater than ${PASSWORD_MAX} characters.`);

const flag = lazySchema(() => z.preprocess((v) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on', z.boolean()));

function confirmed<T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'The password confirmation does not match.' });
  }
}

export const loginSchema = lazySchema(() =>
  z.object({
    email: emailField,
    password: currentPasswordField(),
    remember: flag.optional().default(false),
  }),
);

export const registerSchema = lazySchema(() =>
  z
    .looseObject({
      email: emailField,
      password: newPasswordField(),
      password_confirmation: z.string(required('password confirmation')),
      name: z.string().trim().max(255, 'The name may not be greater than 255 characters.').optional(),
      invite_id: z.union([z.string().max(255), z.number()]).optional(),
      invite_type: z.string().max(100).optional(),
      recaptcha_token: z.string().max(4000).optional(),
      /** Answers to registration.extra_fields by field name, checked against the fields in register(). */
      extra_fields: z.record(z.string().max(40), z.unknown()).optional(),
    })
    .superRefine(confirmed),
);

export const twoFactorChallengeSchema = lazySchema(() =>
  z
    .object({
      code: z.string().trim().length(6, 'The code must be 6 characters.').optional(),
      recovery_code: z.string().trim().length(21, 'The recovery code must be 21 characters.').optional(),
    })
    .refine((v) => v.code || v.recovery_code, { path: ['code'], message: 'The code field is required.' }),
);

export const forgotPasswordSchema = lazySchema(() => z.object({ email: emailField }));

export const resetPasswordSchema = lazySchema(() =>
  z
    .object({
      token: z.string(required('token')).min(1, required('token').error).max(200),
      email: emailField,
      password: newPasswordField(),
      password_confirmation: z.string(required('password confirmation')),
    })
    .superRefine(confirmed),
);

export const changePasswordSchema = lazySchema(() =>
  z
    .object({
      current_password: currentPasswordField('current password'),
      password: newPasswordField(),
      password_confirmation: z.string(required('password confirmation')),
    })
    .superRefine(confirmed),
);

export const confirmPasswordSchema = lazySchema(() => z.object({ password: currentPasswordField() }));

export const confirmedPasswordStatusSchema = lazySchema(() =>
  z.object({
    seconds: z.coerce.number().int().min(1).max(86400).optional(),
  }),
);

export const twoFactorCodeSchema = lazySchema(() =>
  z.object({
    code: z.string(required('code')).trim().length(6, 'The code must be 6 characters.'),
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

// Success bodies (responds.ts).

const twoFactorState = lazySchema(() =>
  z.union([z.literal(0), z.literal(1), z.literal(2)]).meta({
    description: '0 off, 1 enabled and awaiting a code to confirm, 2 on.',
  }),
);

/** The signed-in user as the web starts with it: what other modules add to the user payload too. */
const currentUser = lazySchema(() =>
  user.extend({
    two_factor_recovery_codes: z.array(z.string()).meta({ description: 'One masked entry per unused recovery code.' }),
    two_factor_state: twoFactorState,
    subscriptions: z.array(z.looseObject({})).meta({ description: "The user's subscriptions (billing)." }),
    unread_notifications_count: z.int(),
  }),
);

/** The initial page data (GET bootstrap-data): sign-in, sign-out and registration answer it too. */
export const bootstrapData = lazySchema(() =>
  z.looseObject({
    base_url: z.string(),
    settings: z.looseObject({}),
    user: currentUser.nullable(),
    guest_role: z.looseObject({}).nullable(),
    localizations: z.array(z.looseObject({})),
    workspaces: z.array(z.looseObject({})),
  }),
);

/** The page data after the session changed (2FA challenge passed, signed out). */
export const withBootstrapData = lazySchema(() => z.looseObject({ bootstrapData }));

export const login = lazySchema(() =>
  z.looseObject({
    two_factor: z
      .boolean()
      .meta({ description: 'true: the account needs a code (POST auth/two-factor-challenge) and no session exists yet.' }),
    bootstrapData: bootstrapData.optional().meta({ description: 'Absent while a two-factor code is awaited.' }),
  }),
);

export const register = lazySchema(() =>
  withBootstrapData.extend({
    status: z
      .enum(['success', 'needs_email_verification'])
      .meta({ description: 'needs_email_verification: the account exists, but the address must be verified first.' }),
  }),
);

export const passwordConfirmation = lazySchema(() =>
  z.looseObject({
    confirmed: z.boolean().meta({ description: 'Whether the password was confirmed on this session recently enough.' }),
  }),
);
export const passwordConfirmed = lazySchema(() => passwordConfirmation.extend(messageBody.shape));

const recoveryCodes = lazySchema(() =>
  z.array(z.string()).meta({ description: 'Plain recovery codes, shown this once (only their hashes are kept).' }),
);
export const twoFactorEnabled = lazySchema(() => z.looseObject({ two_factor_state: z.literal(1), recovery_codes: recoveryCodes }));
export const twoFactorChanged = lazySchema(() => messageBody.extend({ two_factor_state: twoFactorState }));
export const recoveryCodesRegenerated = lazySchema(() => messageBody.extend({ recovery_codes: recoveryCodes }));
export const twoFactorQrCode = lazySchema(() =>
  z.looseObject({
    svg: z.string().meta({ description: 'The otpauth:// URI as an SVG QR code.' }),
    secret: z.string().meta({ description: 'The same key in base32, to type into an authenticator app.' }),
  }),
);
