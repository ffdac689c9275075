// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitHydration, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each render's value of useHydrated, per part. */
const renders: Record<string, boolean[]> = {};
function Part({ name }: { name: string }) {
  const hydrated = useHydrated();
  (renders[name] ??= []).push(hydrated);
  return <span data-part={name}>{hydrated ? 'browser' : 'server'}</span>;
}

let showLater: (show: boolean) => void = () => {};
function Page() {
  const [later, setLater] = useState(false);
  showLater = setLater;
  return (
    <div>
      <Part name="first" />
      <Part name="second" />
      {later && <Part name="later" />}
    </div>
  );
}

const text = (el: Element) => [...el.querySelectorAll('[data-part]')].map((p) => `${p.getAttribute('data-part')}:${p.textContent}`);

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of Object.keys(renders)) delete renders[name];
});

describe('useHydrated', () => {
  it('hydrates the server form without a mismatch, then shows the browser form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(text(container)).toEqual(['first:server', 'second:server']);
    for (const name of Object.keys(renders)) delete renders[name];

    awaitHydration();
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (err) => recoverable.push(err) });
    });
    expect(recoverable).toEqual([]);
    expect(text(container)).toEqual(['first:browser', 'second:browser']);
    // the hydration pass in the server's form, then one pass in the browser's
    expect(renders.first).toEqual([false, true]);

    // a part that mounts once the page has hydrated renders the browser's form at once
    await act(async () => showLater(true));
    expect(renders.later).toEqual([true]);
    expect(text(container)).toContain('later:browser');
  });

  it("renders the browser's form at once where there is no server markup", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    expect(renders.first).toEqual([true]);
    expect(text(container)).toEqual(['first:browser', 'second:browser']);
    act(() => root.unmount());
  });
});
