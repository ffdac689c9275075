import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';

// Request bodies of the auth/* calls (spec section 7); shared with the web forms.

const required = (field: string) => ({ error: `The ${field} field is required.` });

export const emailField = z
  .string(required('email'))
  .trim()
  .min(1, required('email').error)
  .max(255, 'The email may not be greater than 255 characters.')
  .pipe(z.email({ error: 'The email must be a valid email address.' }))
  .transform((e) => e.toLowerCase());

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

const flag = z.preprocess((v) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on', z.boolean());

function confirmed<T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'The password confirmation does not match.' });
  }
}

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField(),
  remember: flag.optional().default(false),
});

export const registerSchema = z
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
  .superRefine(confirmed);

export const twoFactorChallengeSchema = z
  .object({
    code: z.string().trim().length(6, 'The code must be 6 characters.').optional(),
    recovery_code: z.string().trim().length(21, 'The recovery code must be 21 characters.').optional(),
  })
  .refine((v) => v.code || v.recovery_code, { path: ['code'], message: 'The code field is required.' });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string(required('token')).min(1, required('token').error).max(200),
    email: emailField,
    password: newPasswordField(),
    password_confirmation: z.string(required('password confirmation')),
  })
  .superRefine(confirmed);

export const changePasswordSchema = z
  .object({
    current_password: currentPasswordField('current password'),
    password: newPasswordField(),
    password_confirmation: z.string(required('password confirmation')),
  })
  .superRefine(confirmed);

export const confirmPasswordSchema = z.object({ password: currentPasswordField() });

export const confirmedPasswordStatusSchema = z.object({
  seconds: z.coerce.number().int().min(1).max(86400).optional(),
});

export const twoFactorCodeSchema = z.object({
  code: z.string(required('code')).trim().length(6, 'The code must be 6 characters.'),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
