/** Spec section 9: the typed prefix of a select list is forgotten 500 ms after the last key. */
export const TYPE_AHEAD_RESET_MS = 500;

/**
 * Type-to-find for a list: each printable key extends the typed prefix (kept until a pause of
 * 500 ms) and returns the index of the next label starting with it, or -1. Pressing one letter
 * again and again cycles through the labels starting with that letter.
 */
export function createTypeAhead(now: () => number = () => performance.now()) {
  let typed = '';
  let last = -Infinity;
  return (key: string, labels: readonly string[], active: number): number => {
    const time = now();
    if (time - last >= TYPE_AHEAD_RESET_MS) typed = '';
    last = time;
    typed += key.toLocaleLowerCase();
    const repeated = typed.length > 1 && [...typed].every((ch) => ch === typed[0]);
    const prefix = repeated ? typed[0]! : typed;
    // a new search starts after the active item; a longer prefix may still match the active one
    const start = prefix.length === 1 ? active + 1 : Math.max(active, 0);
    for (let i = 0; i < labels.length; i++) {
      const index = (start + i) % labels.length;
      if (labels[index]!.toLocaleLowerCase().startsWith(prefix)) return index;
    }
    return -1;
  };
}
