import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  ApiClient,
  type AccountsEnv,
  createUser,
  DESKTOP,
  freshPage,
  PASSWORD,
  readDb,
  readSignInNotices,
  signedIn,
  signInUi,
} from './accounts-kit';

// Steps of the workspaces browser journey (workspaces.test.ts): people with their own browser,
// the invite links read from the outgoing mail log, and the toast a person reads.

export interface Person {
  email: string;
  name: string;
  api: ApiClient;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export const nameOf = (env: AccountsEnv, email: string) =>
  readDb(env, (db) => (db.prepare('SELECT name FROM users WHERE email = ?').get(email) as { name: string }).name);

/** An existing, verified account (made by the admin) with an API client and a browser page, not yet signed in there. */
export async function person(env: AccountsEnv, viewport = DESKTOP): Promise<Person> {
  const email = await createUser(env);
  const api = new ApiClient(env.server.url);
  await api.request('POST', 'auth/login', { email, password: PASSWORD });
  const { context, page, errors } = await freshPage(env, viewport);
  return { email, name: nameOf(env, email), api, context, page, errors };
}

/**
 * Signs the person in through the login page and waits for the signed-in navbar. The API client
 * and this browser were new devices: their security notices are read, so the bell shows only what
 * the journey sends.
 */
export async function signIn(env: AccountsEnv, p: Person) {
  await signInUi(env, p.page, p.email);
  await signedIn(env, p.page);
  await readSignInNotices(p.api, 2);
  await p.page.reload();
  await signedIn(env, p.page);
}

/**
 * The workspace join link of the newest invitation mail to `email` (register or login page), once
 * it differs from `not` (a link handed out before: re-invites and re-sends make a new one).
 */
export async function inviteLink(env: AccountsEnv, email: string, not?: string) {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const row = readDb(env, (db) =>
          db
            .prepare(`SELECT text FROM outgoing_email_log WHERE "to" = ? AND subject LIKE '%invited you to join%' ORDER BY id DESC LIMIT 1`)
            .get(email),
        ) as { text: string } | undefined;
        link = row?.text.match(/(https?:\/\/\S+\/workspace\/join\/(?:register|login)\?inviteId=\S+)/)?.[1];
        return link && link !== not ? link : undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Waits for the toast with exactly this message (one toast shows at a time). */
export const toast = (page: Page, message: string) =>
  page
    .locator('[data-toast-type]')
    .filter({ has: page.getByText(message, { exact: true }) })
    .waitFor();

/** The workspace id in a /workspaces/{id} URL. */
export const workspaceIdOf = (page: Page) => Number(new URL(page.url()).pathname.match(/^\/workspaces\/(\d+)$/)?.[1]);
