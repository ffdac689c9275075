// @vitest-environment happy-dom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../api/http';
import { queryClient } from '../api/query-client';
import { removeToast, toastStore } from '../ui/toast-store';
import { type NotificationItem, NotificationRow } from './notification-row';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A real loopback server: declining 'live-token' works; joining 'used-token' is a 404.
let server: http.Server;
const seen: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    seen.push(`${req.headers['x-http-method-override'] ?? req.method} ${new URL(req.url!, 'http://x').pathname}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.url!.startsWith('/api/v1/workspace/invite/live-token'))
      return res.end(JSON.stringify({ message: 'Declined workspace invitation' }));
    if (req.url!.startsWith('/api/v1/notifications')) return res.end(JSON.stringify({ pagination: { data: [] } }));
    res.statusCode = 404;
    res.end(JSON.stringify({ message: 'This invite is no longer valid' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let root: Root;
beforeEach(() => {
  seen.length = 0;
  removeToast();
  document.body.innerHTML = '';
});
afterEach(async () => {
  await act(async () => root.unmount());
});

const invitation = (inviteId: string): NotificationItem => ({
  id: 1,
  type: 'workspaces.invite',
  read_at: null,
  created_at: new Date().toISOString(),
  data: {
    inviteId,
    image: null,
    lines: [
      { content: 'Ada invited you to join Our house', type: 'primary', icon: 'group_add' },
      { content: 'Members share lists, a watchlist and a plan.', type: 'secondary' },
      { content: 'See the plan', icon: 'no_such_icon', action: { action: '/billing' } },
    ],
    buttonActions: [
      { action: 'join-workspace', label: 'Join' },
      { action: 'decline-workspace', label: 'Decline' },
      { action: 'https://evil.example.com', label: 'Elsewhere' },
      { action: '/pricing', label: 'Plans' },
    ],
  },
});

async function render(item: NotificationItem) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <NotificationRow item={item} onOpen={() => {}} />
      </QueryClientProvider>,
    ),
  );
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

describe('a notification with actions', () => {
  it('renders its button actions, line icons and line links without nesting controls', async () => {
    await render(invitation('live-token'));
    expect(button('Join')).toBeDefined();
    expect(button('Decline')).toBeDefined();
    // in-app paths are links; another site never is
    const links = [...document.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['See the plan', '/billing'],
      ['Plans', '/pricing'],
    ]);
    expect(document.body.textContent).not.toContain('Elsewhere');
    // the first plain line opens the notification (a button: there is no mainAction)
    expect(button('Ada invited you to join Our house')).toBeDefined();
    expect(document.querySelectorAll('a a, a button, button button, button a')).toHaveLength(0);
    // a known icon name draws an icon; an unknown one draws none
    const lines = [...document.querySelectorAll('[data-testid="notification"] :is(a, button, span.block)')];
    const icons = (text: string) => lines.find((l) => l.textContent === text)?.querySelectorAll('svg').length;
    expect(icons('Ada invited you to join Our house')).toBe(1);
    expect(icons('Members share lists, a watchlist and a plan.')).toBe(0);
    expect(icons('See the plan')).toBe(0);
  });

  it('declines with DELETE workspace/invite/{inviteId}, showing it is busy meanwhile', async () => {
    await render(invitation('live-token'));
    await act(async () => button('Decline')!.click());
    await until(() => toastStore.get()?.message === 'Declined workspace invitation');
    expect(seen).toContain('DELETE /api/v1/workspace/invite/live-token');
  });

  it('says the invite is no longer valid when joining answers 404, and refreshes the notifications', async () => {
    queryClient.setQueryData(['notifications', { perPage: 10 }], { pagination: { data: [invitation('used-token')] } });
    await render(invitation('used-token'));
    const join = button('Join')!;
    await act(async () => join.click());
    expect(join.getAttribute('aria-busy')).toBe('true');
    await until(() => toastStore.get()?.message === 'This invite is no longer valid');
    expect(toastStore.get()?.type).toBe('danger');
    expect(seen[0]).toBe('GET /api/v1/workspace/join/used-token');
    expect(queryClient.getQueryState(['notifications', { perPage: 10 }])?.isInvalidated).toBe(true);
  });
});
