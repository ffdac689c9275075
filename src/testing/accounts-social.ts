import { createHash } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { TestApp } from './harness';
import { providerHandlers, type ProviderUser, type Recorded } from './social';

export const createS256CodeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Fake OAuth providers for one test file, on top of useTestApp(): an msw server for the file's
 * tests, the given services switched on with test credentials, and provider accounts on demand
 * (`<email>N@example.com`, `<name> PersonN`, `<username>N`). Recorded requests and the signed-in
 * cookie reset before each test.
 */
export function useFakeProviders(env: TestApp, services: string[], names: { email: string; name: string; username: string }) {
  const users: Record<string, ProviderUser> = {};
  const recorded: Recorded = { tokenRequests: [], profileRequests: [] };
  const server = setupServer(...providerHandlers(users, recorded));
  let seq = 0;

  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    const settings: Record<string, unknown> = {};
    for (const s of services) {
      settings[`social.${s}.enable`] = true;
      settings[`social.${s}.client_id`] = `${s}-client`;
      settings[`social.${s}.client_secret`] = `${s}-secret`;
    }
    await env.ctx.services.settings.save(settings);
  });
  beforeEach(() => {
    env.ctx.signOut();
    recorded.tokenRequests.length = 0;
    recorded.profileRequests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** A provider account whose access token is `<service>-<code>`; returns the code to use. */
  function providerUser(service: string, u: Partial<ProviderUser> = {}) {
    seq += 1;
    const code = `code${seq}`;
    users[`${service}-${code}`] = {
      id: `${service}-uid-${seq}`,
      email: `${names.email}${seq}@example.com`,
      name: `${names.name} Person${seq}`,
      username: `${names.username}${seq}`,
      ...u,
    };
    return { code, user: users[`${service}-${code}`]! };
  }

  return { server, users, recorded, providerUser };
}
