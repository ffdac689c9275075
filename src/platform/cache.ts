/**
 * A small in-process cache with TTL and tag invalidation: hot reads are cached here and every
 * write that affects them calls invalidate(tag). Bounded by entry count (oldest dropped first).
 */
export class Cache {
  private entries = new Map<string, { value: unknown; expires: number; tags: string[] }>();
  private readonly listeners: ((tags: string[]) => void)[] = [];

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
    this.drop(tags);
    for (const listener of this.listeners) listener(tags);
  }

  /** Hears every local invalidation and clear ('*'): the fleet sync tells the other processes. */
  onChange(listener: (tags: string[]) => void) {
    this.listeners.push(listener);
  }

  /** Applies another process's invalidation (or clear: '*') here, without telling anyone. */
  applyRemote(tags: string[]) {
    if (tags.includes('*')) this.entries.clear();
    else this.drop(tags);
  }

  private drop(tags: string[]) {
    for (const [key, e] of this.entries) if (e.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }

  /** Live entries grouped by the part of their key before the first ':' (title, news, i18n...). */
  summary(): { group: string; entries: number }[] {
    const now = Date.now();
    const groups = new Map<string, number>();
    for (const [key, e] of this.entries) {
      if (e.expires < now) continue;
      const group = key.split(':')[0]!;
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    return [...groups]
      .map(([group, entries]) => ({ group, entries }))
      .sort((a, b) => b.entries - a.entries || a.group.localeCompare(b.group));
  }

  get capacity() {
    return this.maxEntries;
  }

  clear() {
    this.entries.clear();
    for (const listener of this.listeners) listener(['*']);
  }

  get size() {
    return this.entries.size;
  }
}
