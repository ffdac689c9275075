import { useEffect, useState } from 'react';

// Spec: a loading spinner appears only after 500 ms of loading and then stays at least 200 ms,
// so quick loads never flash an indicator. The navigation progress bar uses a 50 ms delay.
export const SPINNER_DELAY_MS = 500;
export const SPINNER_MIN_VISIBLE_MS = 200;
export const PROGRESS_BAR_DELAY_MS = 50;

export interface DelayedVisibility {
  update(active: boolean): void;
  dispose(): void;
}

/** Timer logic of the delayed indicator, independent of React so it is unit-testable. */
export function createDelayedVisibility(onChange: (visible: boolean) => void, delay: number, minVisible: number): DelayedVisibility {
  let visible = false;
  let shownAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const set = (v: boolean) => {
    if (v === visible) return;
    visible = v;
    if (v) shownAt = Date.now();
    onChange(v);
  };
  return {
    update(active) {
      clear();
      if (active && !visible) timer = setTimeout(() => set(true), delay);
      else if (!active && visible) {
        const left = minVisible - (Date.now() - shownAt);
        if (left <= 0) set(false);
        else timer = setTimeout(() => set(false), left);
      }
    },
    dispose: clear,
  };
}

export function useDelayedVisibility(active: boolean, delay = SPINNER_DELAY_MS, minVisible = SPINNER_MIN_VISIBLE_MS) {
  const [visible, setVisible] = useState(false);
  const [controller] = useState(() => createDelayedVisibility(setVisible, delay, minVisible));
  useEffect(() => {
    controller.update(active);
  }, [active, controller]);
  useEffect(() => () => controller.dispose(), [controller]);
  return visible;
}
