/** Ref callback that brings the active tab or nav item into view inside its scrolling strip. */
export function scrollIntoViewIfActive(active: boolean) {
  return (el: HTMLElement | null) => {
    if (active && el) {
      el.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  };
}
