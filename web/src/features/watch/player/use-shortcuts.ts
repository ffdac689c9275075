import { type RefObject, useEffect } from 'react';

export interface ShortcutActions {
  togglePlay: () => void;
  toggleFullscreen: () => void;
  toggleMute: () => void;
  seekBy: (seconds: number) => void;
  volumeBy: (delta: number) => void;
}

const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * Player keys (space/k play-pause, f fullscreen, m mute, ←/→ seek 10 s, ↑/↓ volume) anywhere on
 * the page except while typing or when a focused control handles the key itself.
 */
export function usePlayerShortcuts(container: RefObject<HTMLElement | null>, actions: ShortcutActions) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      // buttons and links activate themselves on space; menus and sliders use the arrows
      const ownsSpace = target?.closest('button, a, [role="menuitemradio"], [role="slider"], input');
      const ownsArrows = target?.closest('[role="slider"], [role="radiogroup"], input');
      const insidePlayer = !!target && !!container.current?.contains(target);
      const onPage = target === document.body || insidePlayer;
      if (!onPage) return;
      switch (e.key) {
        case ' ':
        case 'k':
        case 'K':
          if (e.key === ' ' && ownsSpace) return;
          actions.togglePlay();
          break;
        case 'f':
        case 'F':
          actions.toggleFullscreen();
          break;
        case 'm':
        case 'M':
          actions.toggleMute();
          break;
        case 'ArrowLeft':
          if (ownsArrows) return;
          actions.seekBy(-10);
          break;
        case 'ArrowRight':
          if (ownsArrows) return;
          actions.seekBy(10);
          break;
        case 'ArrowUp':
          if (!insidePlayer || ownsArrows) return;
          actions.volumeBy(0.1);
          break;
        case 'ArrowDown':
          if (!insidePlayer || ownsArrows) return;
          actions.volumeBy(-0.1);
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container, actions]);
}
