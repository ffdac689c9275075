import type { Generated } from 'kysely';
import type { ErrorLogEntry, OutgoingEmailLogEntry } from '../../shared/logs.schemas';

// Row types of the foundation tables (migrations/0001_foundation.ts).
// Flags are integers (0/1) so that SQLite and PostgreSQL return the same shape.

export interface UsersTable {
  id: Generated<number>;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  password: string | null;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  language: string | null;
  country: string | null;
  timezone: Generated<string>;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
  /** JSON [{ name, label, value }]: the register form's extra fields (registration.extra_fields). */
  extra_fields: string | null;
  /** Bumped by triggers on every change to the user's title ratings, own lists' titles and title follows. */
  item_state_version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  default: Generated<number>;
  guests: Generated<number>;
  internal: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group: string;
  description: string | null;
  /** JSON: restrictions this permission supports, [{name, type, description}] */
  restrictions: Generated<string>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
  /** JSON: [{name, value}] */
  restrictions: Generated<string>;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
  restrictions: Generated<string>;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  created_at: Generated<string>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: string;
  remember: Generated<number>;
  ip_address: string | null;
  user_agent: string | null;
  device_type: string | null;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  password_confirmed_at: string | null;
  last_active: Generated<string>;
  created_at: Generated<string>;
}

export interface SettingsTable {
  name: string;
  value: string;
  updated_at: Generated<string>;
}

export interface LocalizationsTable {
  id: Generated<number>;
  name: string;
  language: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface LocalizationLinesTable {
  localization_id: number;
  key: string;
  value: string;
}

export interface ThemesTable {
  id: Generated<number>;
  name: string;
  is_dark: Generated<number>;
  default_light: Generated<number>;
  default_dark: Generated<number>;
  values: string;
  font: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CustomPagesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  body: string;
  meta: string | null;
  hide_nav: Generated<number>;
  user_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The columns are what the logs page shows of an error (`ErrorLogEntry`). */
export interface ErrorLogTable extends Omit<ErrorLogEntry, 'id' | 'source' | 'created_at'> {
  id: Generated<number>;
  /** 'server' or 'client' (a browser's report: url is the page, with its release and user agent). */
  source: Generated<string>;
  created_at: Generated<string>;
}

export interface CacheInvalidationsTable {
  id: Generated<number>;
  /** JSON array of cache tags; '*' clears everything, 'settings' reloads the settings. */
  tags: string;
  /** The process that wrote it (it ignores its own). */
  origin: string;
  created_at: Generated<string>;
}

export interface ScheduleLeasesTable {
  task: string;
  /** The period last claimed (ISO minute or second of the cron's fire time). */
  period: string;
  /** The process that claimed it. */
  holder: string;
  claimed_at: string;
}

export interface ScheduleLogTable {
  id: Generated<number>;
  command: string;
  status: string;
  output: string | null;
  duration_ms: number | null;
  ran_at: Generated<string>;
}

/** The columns are what the logs page shows of a sent mail (`OutgoingEmailLogEntry`). */
export interface OutgoingEmailLogTable extends Omit<OutgoingEmailLogEntry, 'id' | 'created_at'> {
  id: Generated<number>;
  created_at: Generated<string>;
}

export interface JobsTable {
  id: Generated<number>;
  queue: Generated<string>;
  name: string;
  payload: Generated<string>;
  status: Generated<'pending' | 'running' | 'completed' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  progress: Generated<number>;
  progress_message: string | null;
  result: string | null;
  error: string | null;
  run_at: Generated<string>;
  locked_at: string | null;
  locked_by: string | null;
  subject_type: string | null;
  subject_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  finished_at: string | null;
}

export interface CoreTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_permissions: UserPermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  localizations: LocalizationsTable;
  localization_lines: LocalizationLinesTable;
  themes: ThemesTable;
  custom_pages: CustomPagesTable;
  error_log: ErrorLogTable;
  schedule_log: ScheduleLogTable;
  schedule_leases: ScheduleLeasesTable;
  cache_invalidations: CacheInvalidationsTable;
  outgoing_email_log: OutgoingEmailLogTable;
  jobs: JobsTable;
}
