/** `%text%` for LIKE … ESCAPE '\': the user's % and _ match themselves. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
