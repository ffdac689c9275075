/** Parses JSON read from a column or a file, or returns `fallback` when it is empty or not valid JSON. */
export function parseJsonOr<T>(json: string | null | undefined, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}
