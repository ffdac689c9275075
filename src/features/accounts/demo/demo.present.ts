import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKind } from './demo.accounts';

interface SettingsReader {
  get<T = unknown>(name: string): T;
}

export interface DemoLogin {
  /** site.demo_email/site.demo_password when both are set: prefilled instead of a random demo account. */
  configured: { email: string; password: string } | null;
  /** The seeded accounts, for the login page's prefill and its account buttons. */
  accounts: { kind: DemoAccountKind; label: string; email: string; password: string }[];
}

/** What the login page prefills in demo mode (bootstrap data `demo_login`); null outside demo mode. */
export function demoLogin(settings: SettingsReader): DemoLogin | null {
  if (!settings.get<boolean>('site.demo')) return null;
  const email = settings.get<string>('site.demo_email');
  const password = settings.get<string>('site.demo_password');
  return {
    configured: email && password ? { email, password } : null,
    accounts: DEMO_ACCOUNTS.map(({ kind, label, email: address }) => ({ kind, label, email: address, password: DEMO_PASSWORD })),
  };
}
