import ipaddr from "ipaddr.js";

/** Request header our HTTP server sets to the client's address (never taken from the client). */
export const CLIENT_IP_HEADER = "x-kamo-client-ip";

/**
 * The key a per-client limit counts under. An IPv4 address is one client; an
 * IPv6 client is given a whole /64 by its provider (RFC 6177) and can take a
 * new address in it for every request, so the /64 is the client. An IPv4
 * address written as IPv6 (::ffff:1.2.3.4, as Node reports it on a dual-stack
 * socket) counts as that IPv4 address.
 */
export function limitKeyOfAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/** The limit key of the client that sent `request` (see limitKeyOfAddress). */
export function clientLimitKey(request: Request): string {
  return limitKeyOfAddress(request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
}

/**
 * A per-client sliding-window limit, in memory. Each app server counts on its
 * own, so behind a load balancer with N servers a client may get up to N times
 * the limit; that is fine for its purpose (stopping one machine flooding the
 * lead tables), and needs no shared store.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** Counts a hit for key; false when key is over the limit (the hit is then not counted). */
  take(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    // Re-insert so Map order is least-recently-seen first, and forget the oldest clients.
    this.hits.delete(key);
    this.hits.set(key, recent);
    while (this.hits.size > this.maxClients) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
