import { describe, expect, it } from "vitest";
import { loader } from "./routes/paint-budget-calculator";

/**
 * The calculator page's answer to "Room by room" (issue 42): picking it, or
 * adding a room row without JavaScript, is not asking for an estimate, so the
 * empty room fields are listed as still needed, not shouted at as mistakes.
 * Asking for the estimate with them empty still names each one.
 */

type LoaderArgs = Parameters<typeof loader>[0];

const load = (query: string) => {
  const answer = loader({
    request: new Request(`http://localhost/paint-budget-calculator?${query}`),
  } as LoaderArgs);
  return { status: answer.init?.status ?? 200, data: answer.data };
};

// What the no-JavaScript form sends: every field, the room row empty.
const form =
  "surface=interior&job=fresh&unit=sqft&measure=rooms&ceiling=on&doors=0&windows=0&coats=2" +
  "&wastage=10&product=velvety&rooms.0.length=&rooms.0.width=&rooms.0.height=";

describe("the calculator's room by room", () => {
  it("adds a room without calling the empty fields mistakes, and starts at the new row", () => {
    const { status, data } = load(`${form}&addRoom=1`);
    expect(status).toBe(200);
    expect(data.asked).toBe(false);
    expect(data.state.rooms).toHaveLength(2);
    expect(data.state.roomEdit).toEqual({ added: 1 });
  });

  it("removes a room the same way", () => {
    const { status, data } = load(`${form}&rooms.1.length=4&removeRoom=1`);
    expect(status).toBe(200);
    expect(data.asked).toBe(false);
  });

  it("says the rooms are missing once the estimate is asked for", () => {
    const { status, data } = load(form);
    expect(status).toBe(400);
    expect(data.asked).toBe(true);
    const outcome = data.outcome;
    expect(outcome?.ok).toBe(false);
    if (outcome && !outcome.ok)
      expect(outcome.errors).toContainEqual(
        expect.objectContaining({ field: "rooms", code: "required" }),
      );
  });
});
