import { deltaE2000, type Lab65 } from "./colour";

/**
 * Nearest colours by CIEDE2000 among a few thousand, without comparing with
 * every one. CIEDE2000 is at least |ΔL*| / S_L, and S_L never exceeds its
 * value at L* 0 or 100 (about 1.75); so, scanning outwards from the query's
 * lightness in a list sorted by L*, the search stops once the lightness gap
 * alone rules out anything closer than what it already holds.
 */
const SL_MAX = 1 + (0.015 * 2500) / Math.sqrt(20 + 2500);

export interface Match<T> {
  item: T;
  deltaE: number;
}

export class LabIndex<T> {
  private readonly entries: { lab: Lab65; item: T }[] = [];

  constructor(items: Iterable<{ lab: Lab65; item: T }> = []) {
    for (const entry of items) this.entries.push(entry);
    this.entries.sort((a, b) => a.lab.l - b.lab.l);
  }

  get size(): number {
    return this.entries.length;
  }

  add(lab: Lab65, item: T): void {
    this.entries.splice(this.lowerBound(lab.l), 0, { lab, item });
  }

  /** The k nearest items, closest first; `skip` leaves items out (the shade itself, ones taken). */
  nearest(lab: Lab65, k: number, skip: (item: T) => boolean = () => false): Match<T>[] {
    const best: Match<T>[] = [];
    const worst = () => (best.length < k ? Infinity : best[best.length - 1]!.deltaE);
    const consider = (i: number): boolean => {
      const entry = this.entries[i]!;
      if (Math.abs(entry.lab.l - lab.l) / SL_MAX > worst()) return false;
      if (skip(entry.item)) return true;
      const deltaE = deltaE2000(lab, entry.lab);
      if (deltaE < worst()) {
        let at = best.length;
        while (at > 0 && best[at - 1]!.deltaE > deltaE) at--;
        best.splice(at, 0, { item: entry.item, deltaE });
        if (best.length > k) best.pop();
      }
      return true;
    };
    const start = this.lowerBound(lab.l);
    let up = start;
    let down = start - 1;
    let goUp = up < this.entries.length;
    let goDown = down >= 0;
    while (goUp || goDown) {
      if (goUp) goUp = consider(up++) && up < this.entries.length;
      if (goDown) goDown = consider(down--) && down >= 0;
    }
    return best;
  }

  /** Whether anything lies closer than `deltaE` (used to keep shades apart). */
  hasWithin(lab: Lab65, deltaE: number): boolean {
    const [closest] = this.nearest(lab, 1);
    return closest !== undefined && closest.deltaE < deltaE;
  }

  private lowerBound(l: number): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid]!.lab.l < l) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
