// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitHydration } from '../../shell/use-hydrated';
import { Artwork } from './artwork';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in IntersectionObserver: the test says which observed boxes came near the screen. */
const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(el: Element) {
    observed.set(el, this.callback);
  }
  unobserve(el: Element) {
    observed.delete(el);
  }
  disconnect() {}
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;

const comeNear = (el: Element) => observed.get(el)?.([{ target: el, isIntersecting: true }]);

function Page() {
  return (
    <div>
      <div data-card="hero">
        <Artwork src="/storage/images/demo/backdrop-1-1280.webp" kind="backdrop" priority alt="Hero" />
      </div>
      <div data-card="near">
        <Artwork src="/storage/images/demo/poster-2-342.webp" kind="poster" alt="Near" />
      </div>
      <div data-card="far">
        <Artwork src="/storage/images/demo/poster-3-342.webp" kind="poster" alt="Far" />
      </div>
    </div>
  );
}

const images = (el: Element) => [...el.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
const box = (el: Element, card: string) => el.querySelector(`[data-card="${card}"] > div`)!;

afterEach(() => {
  document.body.innerHTML = '';
  observed.clear();
});

describe('Artwork in server-rendered markup', () => {
  it('shows the above-the-fold image at once and the others as they come near the screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // the server's markup holds the priority image only
    expect(images(container)).toEqual(['Hero']);

    awaitHydration();
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (err) => recoverable.push(err) });
    });
    expect(recoverable).toEqual([]);
    // hydrated, but neither card has come near the screen yet: no request for their pictures
    expect(images(container)).toEqual(['Hero']);
    expect(observed.size).toBe(2);

    await act(async () => comeNear(box(container, 'near')));
    expect(images(container)).toEqual(['Hero', 'Near']);
    expect(observed.has(box(container, 'near'))).toBe(false);

    await act(async () => comeNear(box(container, 'far')));
    expect(images(container)).toEqual(['Hero', 'Near', 'Far']);
    expect(observed.size).toBe(0);
  });

  it('renders every image at once where there is no server markup (the browser loads them lazily)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    expect(images(container)).toEqual(['Hero', 'Near', 'Far']);
    expect(observed.size).toBe(0);
    act(() => root.unmount());
  });
});
