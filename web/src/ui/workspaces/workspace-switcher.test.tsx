// @vitest-environment happy-dom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { getActiveWorkspaceId, reconcileActiveWorkspace, setActiveWorkspaceId, watchForbiddenWorkspace } from '../../api/workspace';
import { useUserWorkspaces } from '../../api/workspaces';
import { applyBootstrapData } from '../../shell/bootstrap';
import type { BootstrapData, CurrentUser } from '../../shell/bootstrap-types';
import { WorkspaceSwitcher } from './workspace-switcher';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const summary = (id: number, name: string) => ({
  id,
  name,
  default: false,
  owner_id: 1,
  role: 'owner',
  members_count: 2,
  created_at: '2025-01-01',
});
const WORKSPACES = [summary(7, 'Our house'), summary(8, 'Film club')];

// A real loopback server: the user's workspaces, and a 403 for a workspace they were removed from (9).
let server: http.Server;
const seen: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    seen.push(req.url!);
    res.setHeader('Content-Type', 'application/json');
    const workspaceId = new URL(req.url!, 'http://x').searchParams.get('workspaceId');
    if (workspaceId === '9') {
      res.statusCode = 403;
      return res.end(JSON.stringify({ message: 'You are not a member of this workspace.', errors: { workspaceId: ['Not a member.'] } }));
    }
    res.end(JSON.stringify({ workspaces: WORKSPACES }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const user = { id: 1, name: 'Ada', email: 'ada@example.com', roles: [], permissions: [], subscriptions: [] } as unknown as CurrentUser;
beforeEach(() => {
  applyBootstrapData({ user, workspaces: [{ id: 0, name: 'Default', default: true, members_count: 1 }, ...WORKSPACES] } as BootstrapData);
  setActiveWorkspaceId(0);
  queryClient.clear();
  seen.length = 0;
});

async function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>));
  return root;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

describe('the active workspace cookie', () => {
  it('goes back to the personal space when it names a workspace the user is not in, or nobody is signed in', () => {
    setActiveWorkspaceId(7);
    expect(reconcileActiveWorkspace([0, 7, 8])).toBe(false);
    expect(getActiveWorkspaceId()).toBe(7);
    setActiveWorkspaceId(5);
    expect(reconcileActiveWorkspace([0, 7, 8])).toBe(true);
    expect(getActiveWorkspaceId()).toBe(0);
    setActiveWorkspaceId(7);
    expect(reconcileActiveWorkspace(null)).toBe(true);
    expect(document.cookie).toContain('activeWorkspaceId=0');
  });

  it('resets to the personal space and fetches again when the server refuses the workspaceId (403)', async () => {
    const stop = watchForbiddenWorkspace(queryClient);
    setActiveWorkspaceId(9);
    function Names() {
      const { data, isFetching } = useUserWorkspaces();
      return <p data-testid="names">{isFetching ? '' : data?.map((w) => w.name).join(', ')}</p>;
    }
    const root = await render(<Names />);
    await until(() => document.querySelector('[data-testid="names"]')?.textContent === 'Our house, Film club');
    expect(getActiveWorkspaceId()).toBe(0);
    expect(seen).toEqual(['/api/v1/workspaces?workspaceId=9', '/api/v1/workspaces']);
    stop();
    await act(async () => root.unmount());
  });
});

describe('WorkspaceSwitcher', () => {
  it('lists Personal and each workspace with the active one checked, and switching sets the cookie', async () => {
    setActiveWorkspaceId(7);
    const root = await render(<WorkspaceSwitcher />);
    const trigger = document.querySelector<HTMLButtonElement>('[data-testid="workspace-switcher"]')!;
    expect(trigger.textContent).toContain('Our house');
    await act(async () => trigger.click());
    const items = [...document.querySelectorAll('[role="menuitemradio"]')];
    expect(items.map((i) => i.textContent)).toEqual(['Personal', 'Our house', 'Film club']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    const labels = [...document.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent);
    expect(labels).toEqual(['Manage workspaces', 'New workspace']);

    await act(async () => (items[2] as HTMLElement).click());
    expect(getActiveWorkspaceId()).toBe(8);
    expect(document.cookie).toContain('activeWorkspaceId=8');
    await until(() => (trigger.textContent?.includes('Film club') ?? false) && queryClient.isFetching() === 0);
    await act(async () => root.unmount());
  });
});
