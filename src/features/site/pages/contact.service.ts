import type { Db } from '../../../db/database';
import { type Mailer, renderMail } from '../../../platform/mail';
import type { SettingsStore } from '../../operations/settings/settings.store';
import { adminRole } from '../../accounts/users/users.service';
import type { ContactInput } from './pages.schemas';

/** Where contact messages go: the `contact.email` setting, else the first admin's address. */
export async function contactRecipient(db: Db, settings: Pick<SettingsStore, 'get'>): Promise<string | null> {
  const configured = settings.get<string>('contact.email').trim();
  if (configured) return configured;
  const role = await adminRole(db);
  if (!role) return null;
  const admin = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.email')
    .where('user_roles.role_id', '=', role.id)
    .where('users.banned_at', 'is', null)
    .orderBy('users.id')
    .executeTakeFirst();
  return admin?.email ?? null;
}

/** Mails the message to the site owner in the background (the visitor never waits on SMTP). */
export async function submitContactMessage(db: Db, mail: Mailer, settings: Pick<SettingsStore, 'get'>, input: ContactInput) {
  const to = await contactRecipient(db, settings);
  if (!to) throw new Error('No contact e-mail is set and no admin exists to receive contact messages.');
  const siteName = settings.get<string>('branding.site_name');
  const { html, text } = renderMail({
    siteName,
    heading: `New message from ${input.name}`,
    lines: [`From: ${input.name} <${input.email}>`, ...input.message.split(/\r?\n/).filter((l) => l.trim() !== '')],
    footer: `Sent from the contact form of ${siteName}. Reply to ${input.email} to answer.`,
  });
  mail.queue({ to, subject: `${siteName}: contact message from ${input.name}`.replace(/[\r\n]+/g, ' ').slice(0, 250), html, text });
}
