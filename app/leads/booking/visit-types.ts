import type { SlotId } from "./slots";

/**
 * What the consultation form is told about a PIN code: whether consultants
 * visit there and, if so, the slots still free on each of the next days.
 * Plain data: the slots route sends it as JSON, the action puts it in its
 * answer for a page without JavaScript, the form renders it.
 */
export type VisitOffer =
  | {
      pin: string;
      /** Consultants visit here; `days` lists only days with a free slot, in order. */
      status: "served";
      place: string;
      days: Array<{ date: string; slots: SlotId[] }>;
    }
  /** Visited, but every slot of the next 14 days is taken. */
  | { pin: string; status: "full"; place: string }
  /** A real PIN no service area covers. */
  | { pin: string; status: "not-served"; place: string }
  /** Shaped like a PIN, but not one we know. */
  | { pin: string; status: "unknown" };

/** A booked visit as the visitor sees it on the confirmation (no name, no number). */
export interface VisitReceipt {
  /** As shown: "7K4M-Q2XP". */
  reference: string;
  date: string;
  slot: SlotId;
  status: "booked" | "cancelled";
  pin: string;
  locality: string;
  place: string;
  /** The mobile's last four digits, so the visitor knows which number we will call. */
  mobileEnd: string;
  /**
   * Where the details were sent (ADR 45), each only when its message is
   * queued and not refused: the mobile's last four digits, the address masked.
   */
  sentTo: { mobileEnd: string | null; email: string | null };
  /** The confirmation page, signed, in the visitor's language. */
  pageHref: string;
  /** The .ics file, signed, in the visitor's language. */
  icsHref: string;
}
