import type { Generated } from 'kysely';

// Row types of the accounts tables. Add each table's interface here and list it below.

// Social profiles, pending social links and personal access tokens (migrations/0150).

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SocialPendingLinksTable {
  /** sha-256 of the token kept in the visitor's HttpOnly cookie */
  id: string;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  expires_at: string;
  created_at: Generated<string>;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha-256 of the plain-text token, hex; the token itself is shown once and never stored */
  token_hash: string;
  last_used_at: string | null;
  created_at: Generated<string>;
}

// Declaration merging keeps this block append-only in a file shared by two areas.
export interface AccountsTables {
  social_profiles: SocialProfilesTable;
  social_pending_links: SocialPendingLinksTable;
  personal_access_tokens: PersonalAccessTokensTable;
}

// Sign-in security tables (migrations/0100): only hashes of tokens and codes are stored.

export interface TwoFactorChallengesTable {
  /** sha-256 of the token kept in the browser's HttpOnly challenge cookie */
  id: string;
  user_id: number;
  remember: Generated<number>;
  attempts: Generated<number>;
  expires_at: string;
  created_at: Generated<string>;
}

export interface TwoFactorStepsTable {
  user_id: number;
  /** the last TOTP time step accepted, so that a code cannot be used twice */
  last_step: number;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface EmailVerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of user id + code under the app key (a 6-digit code alone is too small to hash) */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  created_at: Generated<string>;
}

export interface UserKnownDevicesTable {
  user_id: number;
  device_hash: string;
  created_at: Generated<string>;
  last_seen_at: Generated<string>;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

export interface AccountsTables {
  two_factor_challenges: TwoFactorChallengesTable;
  two_factor_steps: TwoFactorStepsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_codes: EmailVerificationCodesTable;
  user_known_devices: UserKnownDevicesTable;
  rate_limits: RateLimitsTable;
}
