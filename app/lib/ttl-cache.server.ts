/**
 * A small time-limited cache for remote answers (ERP calls), so a busy page
 * does not call the ERP on every view. Concurrent misses share one request.
 */
export class TtlCache<T> {
  private readonly values = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.values.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        if (this.values.size > this.maxEntries)
          this.values.delete(this.values.keys().next().value as string);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.values.clear();
  }
}
