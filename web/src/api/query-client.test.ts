import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorViewerStore } from '../shell/error-viewer-store';
import { toastStore } from '../ui/toast-store';
import { HttpError } from './http';
import { createQueryClient, MAX_RETRIES, shouldRetry, STALE_TIME_MS } from './query-client';

const exception = { name: 'TypeError', message: 'x is undefined', file: 'src/a.ts', line: 3, frames: [] };

afterEach(() => {
  toastStore.set(null);
  errorViewerStore.set(null);
});

describe('query client defaults', () => {
  it('keeps data fresh for 30 seconds', () => {
    expect(STALE_TIME_MS).toBe(30_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('retries at most twice, and never on 401, 403 or 404', () => {
    expect(MAX_RETRIES).toBe(2);
    expect(shouldRetry(0, new HttpError(500, {}))).toBe(true);
    expect(shouldRetry(1, new Error('network'))).toBe(true);
    expect(shouldRetry(2, new HttpError(500, {}))).toBe(false);
    for (const status of [401, 403, 404]) expect(shouldRetry(0, new HttpError(status, {}))).toBe(false);
  });

  it('retries a failing query exactly twice before giving up', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const fn = vi.fn().mockRejectedValue(new HttpError(503, { message: 'Down' }));
      const done = client.fetchQuery({ queryKey: ['x'], queryFn: fn, retry: shouldRetry }).catch((e) => e);
      await vi.runAllTimersAsync();
      expect((await done).status).toBe(503);
      expect(fn).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('global error reporting', () => {
  it('shows the server message in a danger toast', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new HttpError(403, { message: 'Not allowed.' })) })
      .catch(() => {});
    expect(toastStore.get()).toMatchObject({ type: 'danger', message: 'Not allowed.', duration: 8000 });
  });

  it('falls back to the generic message', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new HttpError(401, {})) }).catch(() => {});
    expect(toastStore.get()?.message).toBe('There was an issue. Please try again.');
  });

  it('opens the error viewer for a debug trace, even for silent queries', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['c'],
        retry: false,
        meta: { silent: true },
        queryFn: () => Promise.reject(new HttpError(500, { message: 'Server Error', exception })),
      })
      .catch(() => {});
    expect(errorViewerStore.get()).toEqual(exception);
    expect(toastStore.get()).toBeNull();
  });

  it('leaves 404 and silent queries to the page', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(new HttpError(404, { message: 'Not found.' })) })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['e'], retry: false, meta: { silent: true }, queryFn: () => Promise.reject(new HttpError(500, {})) })
      .catch(() => {});
    expect(toastStore.get()).toBeNull();
  });

  it('reports mutation errors unless the mutation handles them', async () => {
    const client = createQueryClient();
    const cache = client.getMutationCache();
    await cache
      .build(client, { mutationFn: () => Promise.reject(new HttpError(500, { message: 'Boom' })) })
      .execute(undefined)
      .catch(() => {});
    expect(toastStore.get()?.message).toBe('Boom');
    toastStore.set(null);
    await cache
      .build(client, { mutationFn: () => Promise.reject(new HttpError(500, { message: 'Own' })), onError: () => {} })
      .execute(undefined)
      .catch(() => {});
    expect(toastStore.get()).toBeNull();
  });
});
