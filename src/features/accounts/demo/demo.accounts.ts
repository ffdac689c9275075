/** The seeded demo accounts (APP_DEMO=true): one per kind of visitor, all with the same known password. */
export const DEMO_PASSWORD = 'marquee-demo';

export type DemoAccountKind = 'viewer' | 'subscriber' | 'admin';

export interface DemoAccount {
  kind: DemoAccountKind;
  /** The button on the login page that fills the form with this account. */
  label: string;
  name: string;
  email: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { kind: 'viewer', label: 'Viewer', name: 'Demo Viewer', email: 'viewer@demo.marquee.local' },
  { kind: 'subscriber', label: 'Subscriber', name: 'Demo Subscriber', email: 'subscriber@demo.marquee.local' },
  { kind: 'admin', label: 'Admin', name: 'Demo Admin', email: 'admin@demo.marquee.local' },
];

const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((a) => a.email));

export const isDemoEmail = (email: string | null | undefined) => !!email && DEMO_EMAILS.has(email.trim().toLowerCase());

/** The plan the demo subscriber holds: local only (no payment provider), hidden from the pricing page. */
export const DEMO_PLAN = {
  name: 'Demo plan',
  description: 'Every full film and episode. Given to the demo subscriber; it cannot be bought.',
  feature_list: JSON.stringify(['Watch every full film and episode']),
  permissions: JSON.stringify([{ name: 'videos.play', restrictions: [] }]),
  hidden: 1,
  free: 0,
} as const;

/** The gateway of the demo subscription: a local record that no provider knows about. */
export const DEMO_GATEWAY = 'demo';

/** In demo mode full videos are the plan's: the default (Users) and guest roles lose this permission. */
export const PLAN_ONLY_PERMISSION = 'videos.play';
