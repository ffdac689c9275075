// The invite dialog takes several addresses at once: typed or pasted, separated by commas,
// semicolons, spaces or new lines ("Ada <ada@example.com>" from a mail client works too).

export const MAX_INVITES = 20;

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export const isEmail = (value: string) => EMAIL.test(value);

/** Splits text into trimmed, lower-cased, de-duplicated addresses (in the order typed). */
export function splitEmails(text: string) {
  const out: string[] = [];
  const plain = text.replace(/[^,;\n<>]*<([^<>]+)>/g, ' $1 ');
  for (const raw of plain.split(/[\s,;]+/)) {
    const value = raw.trim().toLowerCase();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Adds what was typed to the chips already there; words that are not addresses stay in the input. */
export function addEmails(chips: string[], typed: string) {
  const next = [...chips];
  const rest: string[] = [];
  for (const value of splitEmails(typed)) {
    if (!isEmail(value)) rest.push(value);
    else if (!next.includes(value)) next.push(value);
  }
  return { chips: next, rest: rest.join(' ') };
}
