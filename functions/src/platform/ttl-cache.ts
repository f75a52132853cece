// A bounded in-process cache with per-entry expiry. Map keeps insertion order, so the oldest
// entry is dropped first when full; a hit re-inserts the entry (least recently used goes).

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: this.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every key starting with `prefix` (e.g. all cached hosts of one project). */
  deleteWhere(match: (key: string, value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
  }

  async getOrLoad(key: string, load: () => Promise<V>, ttlFor?: (value: V) => number | undefined): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value, ttlFor?.(value));
    return value;
  }
}
