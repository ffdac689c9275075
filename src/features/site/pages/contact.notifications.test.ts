import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { grantPermission } from '../../../testing/factories';
import { inboxOf, mailSubjectsTo, settingsGroupOf } from '../../../testing/notifications';

const kit = useCommunityContext();

const message = { name: 'Ann Viewer', email: 'ann@example.com', message: '\n  Please add more westerns.  \nAnd some noir.' };

async function logReader() {
  const user = await kit.user();
  await grantPermission(kit.t.db, user.id, 'admin.access');
  await grantPermission(kit.t.db, user.id, 'logs.view');
  return user;
}

const contactMessages = async (user: { id: number }) => (await inboxOf(kit.t, user)).filter((n) => n.type === 'admin.contact_message');

describe('admin.contact_message notifications', () => {
  it('tell who reads the e-mail log once, with who wrote, the first line and a link to the logged message', async () => {
    const [admin, reader, viewer] = [await kit.admin(), await logReader(), await kit.user()];
    await kit.as(null);
    expect((await kit.call('POST', 'contact-page', message)).status).toBe(200);
    await kit.t.services.jobs.runUntilIdle();

    const [got, ...more] = await contactMessages(admin);
    expect(more).toEqual([]);
    expect(got!.lines).toEqual(['New contact message from Ann Viewer (ann@example.com)', 'Please add more westerns.']);
    expect(await contactMessages(reader)).toEqual([got]);
    expect(await contactMessages(viewer)).toEqual([]);

    // the link opens the outgoing e-mail log searched for this message, where it can be read in full
    const link = new URL(got!.link!, kit.t.config.APP_URL);
    expect(link.pathname).toBe('/admin/logs/outgoing-email');
    await kit.t.services.mail.flush();
    await kit.as(reader);
    const found = await kit.call('GET', `logs/outgoing-email?query=${encodeURIComponent(link.searchParams.get('query')!)}`);
    expect(found.status).toBe(200);
    expect(found.body.pagination.data).toHaveLength(1);
    expect(found.body.pagination.data[0].text).toContain('And some noir.');

    // the message itself is already mailed to the contact address: no second e-mail by default
    expect(await mailSubjectsTo(kit.t, admin.email)).toEqual([]);
    expect(await settingsGroupOf(kit.t, reader, 'Administration')).toContain('admin.contact_message');
    expect(await settingsGroupOf(kit.t, viewer, 'Administration')).toEqual([]);
  });

  it('never tell an admin about the message they sent themselves', async () => {
    const [admin, otherAdmin] = [await kit.admin(), await kit.admin()];
    await kit.as(admin);
    expect((await kit.call('POST', 'contact-page', message)).status).toBe(200);
    await kit.t.services.jobs.runUntilIdle();
    expect(await contactMessages(admin)).toEqual([]);
    expect(await contactMessages(otherAdmin)).toHaveLength(1);
  });
});
