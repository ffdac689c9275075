// The initial page data (spec section 3) as the web reads it: inlined into index.html as
// #mq-bootstrap and returned by GET api/v1/bootstrap-data and by login/logout calls.

import type { AccessSubject as AccessRulesSubject } from '../../../src/shared/access';
import type { ExtraField } from '../../../src/shared/registration-fields';

/** The subject of the shared access rules, as bootstrap data sends it (roles carry their name). */
export interface AccessSubject extends AccessRulesSubject {
  roles: { id: number; name?: string }[];
}

export interface Subscription {
  id?: number;
  valid?: boolean;
  active?: boolean;
}

export interface CurrentUser extends AccessSubject {
  id: number;
  name: string | null;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  language: string | null;
  timezone: string;
  subscriptions: Subscription[];
  unread_notifications_count: number;
}

export interface MenuItem {
  id: string;
  label: string;
  type: 'link' | 'route';
  action: string | null;
  target?: '_self' | '_blank';
  icon?: string | null;
  roles?: number[];
  permissions?: string[];
  settings?: Record<string, unknown>;
  subscriptionStatus?: 'subscribed' | 'not-subscribed' | null;
}
export interface Menu {
  id: string;
  name: string;
  positions: string[];
  items: MenuItem[];
}

export interface Theme {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
}

export interface PublicSettings {
  base_url?: string;
  branding?: {
    site_name?: string;
    site_description?: string;
    logo_light?: string;
    logo_dark?: string;
    logo_light_mobile?: string;
    logo_dark_mobile?: string;
  };
  menus?: Menu[];
  themes?: { default_id?: number | null; user_change?: boolean };
  cookie_notice?: { enable?: boolean; position?: 'top' | 'bottom'; button?: string; button_link?: string };
  require_email_confirmation?: boolean;
  billing?: { enable?: boolean };
  registration?: { disable?: boolean; policies?: { id: string; label: string; action?: string }[]; extra_fields?: ExtraField[] };
  i18n?: { enable?: boolean; default_localization?: string };
  notif?: { subs?: { integrated?: boolean } };
  notifications?: { integrated?: boolean };
  api?: { integrated?: boolean };
  import?: { enabled?: boolean };
  [key: string]: unknown;
}

export interface Localization {
  id?: number;
  name: string;
  language: string;
}

/** The personal space (id 0, default) or one of the user's workspaces (with the summary's fields). */
export interface BootstrapWorkspace {
  id: number;
  name: string;
  default: boolean;
  members_count: number;
  owner_id?: number;
  role?: 'owner' | 'admin' | 'member';
  created_at?: string;
}

/** Demo mode's sign-in help: configured credentials (site.demo_email/password) and the seeded demo accounts. */
export interface DemoLogin {
  configured: { email: string; password: string } | null;
  accounts: { kind: string; label: string; email: string; password: string }[];
}

export interface BootstrapData {
  base_url: string;
  settings: PublicSettings;
  user: CurrentUser | null;
  guest_role: AccessSubject | null;
  themes: { all: Theme[]; selectedThemeId: number | null };
  i18n: { language: string; name: string; lines: Record<string, string> };
  localizations: Localization[];
  show_cookie_notice: boolean;
  is_mobile_device: boolean;
  workspaces: BootstrapWorkspace[];
  /** Only in demo mode. */
  demo_login?: DemoLogin | null;
}
