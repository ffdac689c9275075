import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { renderMail } from '../../../platform/mail';
import type { SettingsStore } from '../../operations/settings/settings.store';
import { adminRole } from '../../accounts/users/users.service';
import { firstActiveEmailWithRole } from './pages.queries';
import type { ContactInput } from './pages.schemas';

/** Where contact messages go: the `contact.email` setting, else the first admin's address. */
export async function contactRecipient(db: Db, settings: Pick<SettingsStore, 'get'>): Promise<string | null> {
  const configured = settings.get<string>('contact.email').trim();
  if (configured) return configured;
  const role = await adminRole(db);
  if (!role) return null;
  return firstActiveEmailWithRole(db, role.id);
}

/** Mails the message to the site owner in the background (the visitor never waits on SMTP). */
export async function submitContactMessage({ db, services }: Deps, input: ContactInput) {
  const { mail, settings } = services;
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
