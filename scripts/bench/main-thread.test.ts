import { describe, expect, it } from "vitest";
import { mainThreadLoad } from "./main-thread.mjs";

const PAGE = "http://127.0.0.1:3220/about";
const MAIN = { pid: 10, tid: 1 };
const OTHER_RENDERER = { pid: 20, tid: 1 };
const COMPOSITOR = { pid: 30, tid: 7 };

/** A task in milliseconds: start, clock time and CPU time. */
function task(
  thread: { pid: number; tid: number },
  startMs: number,
  clockMs: number,
  cpuMs: number,
) {
  return {
    name: "RunTask",
    ph: "X",
    ...thread,
    ts: startMs * 1000,
    dur: clockMs * 1000,
    tdur: cpuMs * 1000,
  };
}

function parse(thread: { pid: number; tid: number }, startMs: number, url: string) {
  return {
    name: "ParseHTML",
    ph: "X",
    ...thread,
    ts: startMs * 1000,
    dur: 1000,
    tdur: 1000,
    args: { beginData: { url } },
  };
}

describe("mainThreadLoad", () => {
  it("sums the clock and CPU time of the page's long tasks only", () => {
    const load = mainThreadLoad(
      [
        parse(MAIN, 100, PAGE),
        task(MAIN, 100, 40, 15), // long: waited 25 ms for a core
        task(MAIN, 150, 12, 12), // under 12.5 ms by the clock: not long
        task(MAIN, 200, 20, 20), // long
        task(OTHER_RENDERER, 120, 90, 90), // another page's renderer
      ],
      PAGE,
    );
    expect(load).toMatchObject({ longTasks: 2, clockMs: 60, cpuMs: 35 });
  });

  it("counts a task nested in another task of the same thread once", () => {
    const load = mainThreadLoad(
      [parse(MAIN, 0, PAGE), task(MAIN, 0, 30, 20), task(MAIN, 5, 15, 10)],
      PAGE,
    );
    expect(load).toMatchObject({ longTasks: 1, clockMs: 30, cpuMs: 20 });
  });

  it("adds up other threads' CPU time while the page loaded, not before or after", () => {
    const load = mainThreadLoad(
      [
        task(COMPOSITOR, 10, 5, 5), // before the page's first parse
        parse(MAIN, 100, PAGE),
        task(MAIN, 100, 50, 30),
        task(COMPOSITOR, 110, 8, 6),
        task(OTHER_RENDERER, 120, 4, 4),
        task(COMPOSITOR, 400, 9, 9), // after the page's last task ended (150 ms)
      ],
      PAGE,
    );
    expect(load).toMatchObject({ otherThreadsCpuMs: 10, windowMs: 50 });
  });

  it("finds nothing when no main thread parsed the page", () => {
    expect(
      mainThreadLoad([parse(MAIN, 0, "about:blank"), task(MAIN, 0, 80, 80)], PAGE),
    ).toBeUndefined();
  });
});
