import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { renderMail } from '../../../platform/mail';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
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

// Contact messages are not stored: they are e-mailed, and the outgoing e-mail log keeps a copy.
// That log (/admin/logs/outgoing-email, permission logs.view) is where admins read them in the app.
const READERS = 'logs.view';

export const contactMessageNotification: NotificationType = {
  id: 'admin.contact_message',
  group: 'Administration',
  name: 'New contact messages',
  // the message itself is already e-mailed to the contact address
  defaults: { email: false, browser: true },
  permission: READERS,
};

/**
 * Mails the message to the site owner and tells whoever reads the e-mail log, with a link to the
 * logged copy. The visitor waits for the mail server: if it fails they are told (503/504) and
 * nobody is notified of a message that was not sent.
 */
export async function submitContactMessage({ db, services, auth }: ActorDeps, input: ContactInput) {
  const { mail, settings } = services;
  const to = await contactRecipient(db, settings);
  if (!to) throw new Error('No contact e-mail is set and no admin exists to receive contact messages.');
  const siteName = settings.get<string>('branding.site_name');
  const lines = input.message.split(/\r?\n/).filter((l) => l.trim() !== '');
  const { html, text } = renderMail({
    siteName,
    heading: `New message from ${input.name}`,
    lines: [`From: ${input.name} <${input.email}>`, ...lines],
    footer: `Sent from the contact form of ${siteName}. Reply to ${input.email} to answer.`,
  });
  const subject = `${siteName}: contact message from ${input.name}`.replace(/[\r\n]+/g, ' ').slice(0, 250);
  await mail.deliver({ to, subject, html, text });
  await publishNotification(
    { db, services },
    {
      type: contactMessageNotification.id,
      audience: { permission: READERS },
      actorId: auth.user?.id,
      data: {
        lines: [
          { content: `New contact message from ${input.name} (${input.email})`, type: 'primary', icon: 'mail' },
          { content: (lines[0] ?? '').trim().slice(0, 200), type: 'secondary' },
        ],
        mainAction: { action: `/admin/logs/outgoing-email?${new URLSearchParams({ query: subject })}`, label: 'Read the message' },
      },
    },
  );
}
