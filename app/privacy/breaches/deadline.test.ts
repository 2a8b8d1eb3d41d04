import { describe, expect, it } from "vitest";
import { boardDeadline, deadlineState, deadlineText, spanInWords } from "./deadline";

/** The Board's 72 hours (Rule 7(2)(b)), at their edges. */
describe("the deadline of the report to the Board", () => {
  const foundAt = "2026-11-28T08:30:00.000Z";
  const at = (iso: string) => new Date(iso);
  const open = { foundAt, boardReportedAt: null };

  it("falls 72 hours after the breach was found", () => {
    expect(boardDeadline(foundAt)).toBe("2026-12-01T08:30:00.000Z");
  });

  it("counts down in words, and says overdue once the moment has passed", () => {
    expect(deadlineText(deadlineState(open, at(foundAt)))).toBe("Due in 3 days");
    expect(deadlineText(deadlineState(open, at("2026-11-30T03:20:00.000Z")))).toBe(
      "Due in 1 day 5 hours",
    );
    expect(deadlineText(deadlineState(open, at("2026-12-01T08:30:00.000Z")))).toBe(
      "Due in 0 minutes",
    );
    expect(deadlineText(deadlineState(open, at("2026-12-01T08:31:00.000Z")))).toBe(
      "Overdue by 1 minute",
    );
    expect(deadlineState(open, at("2026-12-01T11:45:00.000Z"))).toEqual({
      kind: "overdue",
      dueAt: "2026-12-01T08:30:00.000Z",
      minutesOver: 195,
    });
    expect(deadlineText(deadlineState(open, at("2026-12-01T11:45:00.000Z")))).toBe(
      "Overdue by 3 hours 15 minutes",
    );
  });

  it("stops once the report is made, even after the deadline", () => {
    const reported = { foundAt, boardReportedAt: "2026-11-29T10:00:00.000Z" };
    expect(deadlineState(reported, at("2026-12-05T00:00:00.000Z"))).toEqual({
      kind: "reported",
      at: "2026-11-29T10:00:00.000Z",
    });
  });

  it("words spans with two units at most", () => {
    expect(spanInWords(1)).toBe("1 minute");
    expect(spanInWords(60)).toBe("1 hour");
    expect(spanInWords(61)).toBe("1 hour 1 minute");
    expect(spanInWords(2 * 1_440 + 59)).toBe("2 days");
  });
});
