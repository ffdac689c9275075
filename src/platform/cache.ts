/**
 * A small in-process cache with TTL and tag invalidation: hot reads are cached here and every
 * write that affects them calls invalidate(tag). Bounded by entry count (oldest dropped first).
 */
export class Cache {
  private entries = new Map<string, { value: unknown; expires: number; tags: string[] }>();

  constructor(private readonly maxEntries = 5000) {}

  get<T>(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  set(key: string, value: unknown, ttlMs: number, tags: string[] = []) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + ttlMs, tags });
  }

  async remember<T>(key: string, ttlMs: number, tags: string[], load: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value, ttlMs, tags);
    return value;
  }

  invalidate(...tags: string[]) {
    for (const [key, e] of this.entries) if (e.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
