/** Verify screen: first 2 characters of the local part, four stars, then the domain; all stars if unknown. */
export function maskEmail(email: string | null | undefined) {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return '********';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
