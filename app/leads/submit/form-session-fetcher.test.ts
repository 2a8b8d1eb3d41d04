import { describe, expect, it } from "vitest";
import { FILL_TIME_MARGIN_MS, FetchedFormSession } from "./form-session-fetcher";

/** A clock the test moves by hand; sleeping moves it forward. */
function fakeClock(start = 1_000) {
  const clock = { now: start, slept: [] as number[] };
  return {
    clock,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.now += ms;
    },
  };
}

/** Lets pending requests and their handlers finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const reply = (minFillSeconds = 3) =>
  Response.json({
    session: { form: "consultation", key: "k".repeat(36), issuedAt: 42, signature: "sig" },
    minFillSeconds,
  });

describe("FetchedFormSession", () => {
  it("holds the token until the minimum fill time has passed since it arrived", async () => {
    const { clock, now, sleep } = fakeClock();
    const session = new FetchedFormSession({
      url: "/forms/consultation/session",
      fetch: async () => reply(3),
      now,
      sleep,
    });
    session.prefetch();
    const token = await session.whenReady();
    expect(token).toBe(`${"k".repeat(36)}.42.sig`);
    // It arrived at 1 000 ms, so it was held until 3 s (and the margin) later.
    expect(clock.slept).toEqual([3_000 + FILL_TIME_MARGIN_MS]);
    expect(session.readyToken()).toBe(token);
  });

  it("is ready at once when the visitor took longer than the minimum", async () => {
    const { clock, now, sleep } = fakeClock();
    const session = new FetchedFormSession({ url: "/s", fetch: async () => reply(3), now, sleep });
    session.prefetch();
    await settled();
    expect(session.readyToken()).toBeUndefined(); // too soon after it arrived
    clock.now += 60_000;
    expect(session.readyToken()).toBe(`${"k".repeat(36)}.42.sig`);
    await session.whenReady();
    expect(clock.slept).toEqual([]);
  });

  it("asks again when the first request failed, and fetches only once", async () => {
    const { now, sleep } = fakeClock();
    const answers = [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("busy", { status: 503 })),
      () => Promise.resolve(reply(0)),
    ];
    let calls = 0;
    const session = new FetchedFormSession({
      url: "/s",
      fetch: () => answers[calls++]!(),
      now,
      sleep,
    });
    session.prefetch(); // fails: the network is down
    await settled();
    await expect(session.whenReady()).rejects.toThrow("HTTP 503");
    const token = await session.whenReady();
    expect(token).toContain(".42.sig");
    await session.whenReady();
    expect(calls).toBe(3);
  });

  it("refuses a reply without a signature instead of sending an unsigned session", async () => {
    const { now, sleep } = fakeClock();
    const unsigned = new FetchedFormSession({
      url: "/s",
      fetch: async () =>
        Response.json({
          session: { form: "consultation", key: "k", issuedAt: 1, signature: "" },
          minFillSeconds: 3,
        }),
      now,
      sleep,
    });
    await expect(unsigned.whenReady()).rejects.toThrow("unexpected reply");
    expect(unsigned.readyToken()).toBeUndefined();
  });
});
