// How long a tap or a change takes to show, as a phone-class CPU feels it
// (issue 42: every tool's interactions within 200 ms, INP "good", with 4× CPU
// slowdown). Two figures per interaction, because they answer different
// questions:
//
// - event: the Event Timing API's duration, what INP is made of: from the
//   input to the next frame after its handlers ran. A handler that only
//   starts a fetch (a client navigation) scores well here however late the
//   result appears.
// - update: from the input (pointerdown or keydown, as the page saw it) to
//   the first animation frame in which the caller's `settled` check holds,
//   i.e. the frame that shows the result; this one counts the fetch and the
//   render that follow.
//
// A function taking a page and an action, so any tool can be measured:
//   const log = await startInteractionLog(page);            // before goto
//   const one = await measureInteraction(page, () => page.click(…), {
//     settled: (arg) => document.querySelector(…)?.textContent !== arg, arg: before });
//   worstOf([one, …]) → { eventMs, updateMs }
// Prints nothing and asserts nothing: the bench reports.

/** Installs the page's recorders; call before the page is opened. */
export async function startInteractionLog(page) {
  await page.addInitScript(() => {
    const log = { events: [], inputAt: -1 };
    Object.defineProperty(window, "__kamoInteractions", { value: log });
    const remember = (event) => {
      log.inputAt = event.timeStamp;
    };
    for (const type of ["pointerdown", "keydown"])
      window.addEventListener(type, remember, { capture: true });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId)
            log.events.push({
              name: entry.name,
              start: entry.startTime,
              duration: entry.duration,
            });
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    } catch {
      // No Event Timing in this browser: the update figure still stands.
    }
  });
}

/** Turns on the phone-class CPU (Lighthouse's simulated mobile uses the same 4×). */
export async function slowCpu(page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/**
 * Performs `action` (Playwright input) and measures it. `settled(arg)` runs in
 * the page at each animation frame until it returns true.
 */
export async function measureInteraction(page, action, { settled, arg = null, timeout = 15_000 }) {
  // The watcher runs in the page from before the input, once per animation
  // frame, so the frame that first shows the result is the one timed. (Polled
  // from Playwright after the input instead, each figure also held the time
  // its own scripts took to reach the page: 100-400 ms at 4× slowdown.) One
  // function is built here from the caller's check and its source sent to the
  // page, which compiles nothing itself: the site's CSP allows no eval.
  const watch = new Function(
    "value",
    `const settled = (${settled.toString()});
    const log = window.__kamoInteractions;
    log.inputAt = -1;
    log.settledAt = -1;
    const frame = () => {
      if (log.inputAt >= 0 && settled(value)) log.settledAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);`,
  );
  await page.evaluate(watch, arg);
  await action();
  await page.waitForFunction(() => window.__kamoInteractions.settledAt >= 0, null, { timeout });
  // Event Timing reports an interaction after its frame is presented: give it two frames.
  const result = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = window.__kamoInteractions;
    const since = log.inputAt - 1;
    const events = log.events.filter((e) => e.start >= since);
    return {
      updateMs: log.inputAt >= 0 ? log.settledAt - log.inputAt : null,
      eventMs: events.length > 0 ? Math.max(...events.map((e) => e.duration)) : null,
    };
  });
  return {
    updateMs: result.updateMs === null ? null : Math.round(result.updateMs),
    eventMs: result.eventMs,
  };
}

/** The worst of several measured interactions, each figure on its own. */
export function worstOf(measured) {
  const worst = (key) => {
    const values = measured.map((m) => m[key]).filter((v) => typeof v === "number");
    return values.length > 0 ? Math.max(...values) : null;
  };
  return { count: measured.length, eventMs: worst("eventMs"), updateMs: worst("updateMs") };
}

/** One line for the bench's report. */
export function formatWorst(label, worst, target = 200) {
  const ms = (v) => (v === null ? "-" : `${v} ms`);
  return (
    `  ${label.padEnd(34)}worst update ${ms(worst.updateMs).padEnd(9)}` +
    `worst event (INP) ${ms(worst.eventMs).padEnd(9)}of ${worst.count}; target <= ${target} ms`
  );
}
