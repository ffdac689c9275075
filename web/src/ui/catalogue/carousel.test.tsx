// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** The rows' IntersectionObservers: `reveal()` reports every observed row near the viewport. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
globalThis.IntersectionObserver = class {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
} as unknown as typeof IntersectionObserver;
const reveal = () => {
  for (const { callback, targets } of [...observers])
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
};

const row = () => (
  <Carousel label="Popular movies">
    {Array.from({ length: 20 }, (_, i) => (
      <a key={i} href={`/titles/${i + 1}`}>
        Title {i + 1}
      </a>
    ))}
  </Carousel>
);
const cards = (el: Element) => [...el.querySelectorAll('li a')].map((a) => a.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Carousel', () => {
  it('server-renders only the cards a wide screen shows, and adds the rest once the hydrated row nears the screen, without a mismatch', async () => {
    const html = renderToString(row());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // the markup a phone parses before any script: the first screen of posters and the next one's peek
    expect(cards(container)).toEqual(Array.from({ length: 9 }, (_, i) => `Title ${i + 1}`));

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, row(), { onRecoverableError: (err) => recoverable.push(err) });
    });
    // hydrated, but away from the screen: the other cards wait
    expect(cards(container)).toHaveLength(9);
    await act(async () => reveal());
    expect(cards(container)).toHaveLength(20);
    expect(cards(container).at(-1)).toBe('Title 20');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('adds the rest of a hydrated row when the visitor tabs or scrolls into it', async () => {
    for (const reach of [
      (el: Element) => el.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      (el: Element) => el.querySelector('ul')!.dispatchEvent(new Event('scroll')),
    ]) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(row());
      document.body.append(container);
      const root = await act(async () => hydrateRoot(container, row()));
      expect(cards(container)).toHaveLength(9);
      await act(async () => reach(container));
      expect(cards(container)).toHaveLength(20);
      act(() => root.unmount());
    }
  });

  it('renders every card at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(row()));
    // no second pass: a client-side navigation shows the whole row in its first frame
    expect(cards(container)).toHaveLength(20);
    act(() => root.unmount());
  });
});
