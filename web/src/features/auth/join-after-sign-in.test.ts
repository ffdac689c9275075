import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../api/http';
import { createQueryClient } from '../../api/query-client';
import { getActiveWorkspaceId, setActiveWorkspaceId } from '../../api/workspace';
import { applyBootstrapData, bootstrapStore } from '../../shell/bootstrap';
import type { BootstrapData } from '../../shell/bootstrap-types';
import { removeToast, toastStore } from '../../ui/toast-store';
import { inviteOf, joinAfterSignIn } from './join-after-sign-in';

// A real loopback server playing the two answers of GET workspace/join/{inviteId}.
const OUR_HOUSE = { id: 7, name: 'Our house', default: false, owner_id: 1, role: 'member', members_count: 2, created_at: '2025-01-01' };
let server: http.Server;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/api/v1/workspace/join/valid-token')) {
      res.end(JSON.stringify({ workspace: OUR_HOUSE, message: 'Joined workspace' }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'This invite is no longer valid' }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  globalThis.document = new Window({ url: 'http://localhost:3000/' }).document as unknown as Document;
  applyBootstrapData({ workspaces: [{ id: 0, name: 'Default', default: true, members_count: 1 }] } as BootstrapData);
  seen.length = 0;
  removeToast();
});

describe('the invite of a join page', () => {
  it('is read only on the workspace join routes', () => {
    expect(inviteOf('/workspace/join/login', '?inviteId=abc&email=c%40example.com')).toBe('abc');
    expect(inviteOf('/workspace/join/register', 'inviteId=abc')).toBe('abc');
    expect(inviteOf('/login', '?inviteId=abc')).toBeNull();
    expect(inviteOf('/workspace/join/login', '?email=c%40example.com')).toBeNull();
  });
});

describe('joining after sign-in', () => {
  it('joins, makes the workspace active and lands on its page', async () => {
    const to = await joinAfterSignIn(createQueryClient(), 'valid-token', '/');
    expect(to).toBe('/workspaces/7');
    expect(seen).toEqual(['GET /api/v1/workspace/join/valid-token']);
    expect(getActiveWorkspaceId()).toBe(7);
    expect(toastStore.get()).toMatchObject({ message: 'Joined workspace', type: 'positive' });
    // the switcher lists it at once, without waiting for a refetch
    expect(bootstrapStore.get().workspaces.map((w) => w.id)).toEqual([0, 7]);
  });

  it('goes on to the usual target when the invite is no longer valid', async () => {
    setActiveWorkspaceId(0);
    const to = await joinAfterSignIn(createQueryClient(), 'used-token', '/admin');
    expect(to).toBe('/admin');
    expect(getActiveWorkspaceId()).toBe(0);
    expect(toastStore.get()).toMatchObject({ message: 'This invite is no longer valid', type: 'danger' });
  });
});
