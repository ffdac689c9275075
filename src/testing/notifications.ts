import { expect } from 'vitest';
import { actingOn } from './acting';
import type { TestContext } from './harness';

// Reading what a user was notified of, as they would: signed in, through the API.

export interface Received {
  type: string;
  lines: string[];
  /** The in-app path the notification opens (mainAction). */
  link: string | null;
}

/** Signs in as `user` (replacing the test's session) and reads GET notifications, newest first. */
export async function inboxOf(t: TestContext, user: { id: number }): Promise<Received[]> {
  const { as, call } = actingOn(() => t);
  await as(user);
  const res = await call('GET', 'notifications');
  expect(res.status).toBe(200);
  return (res.body.pagination.data as { type: string; data: { lines: { content: string }[]; mainAction?: { action: string } } }[]).map(
    (n) => ({ type: n.type, lines: n.data.lines.map((l) => l.content), link: n.data.mainAction?.action ?? null }),
  );
}

/** The ids of the notification types in `user`'s /notifications/settings group `group`. */
export async function settingsGroupOf(t: TestContext, user: { id: number }, group: string) {
  const { as, call } = actingOn(() => t);
  await as(user);
  const res = await call('GET', 'notifications/me/subscriptions');
  expect(res.status).toBe(200);
  const found = (res.body.subscriptions as { group_name: string; items: { notif_id: string }[] }[]).find((g) => g.group_name === group);
  return found?.items.map((i) => i.notif_id) ?? [];
}

/** Subjects of the e-mails sent to `email`, oldest first. */
export async function mailSubjectsTo(t: TestContext, email: string) {
  await t.services.mail.flush();
  const rows = await t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', email).orderBy('id').execute();
  return rows.map((r) => r.subject);
}
