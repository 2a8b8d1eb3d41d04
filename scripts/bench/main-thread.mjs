// What a Lighthouse trace says about the machine rather than the page.
//
// Lighthouse's mobile score simulates a phone by multiplying the time each
// main-thread task took *by the clock* on this machine (four times), and every
// task over 50 ms of simulated time adds to Total Blocking Time. On a machine
// with few cores the clock time of a task includes the time the main thread
// waited for a core while Chromium's other processes (the browser, the display
// compositor drawing frames in software, Lighthouse's own screenshots) ran.
// The trace records both the clock time (`dur`) and the thread's CPU time
// (`tdur`) of every task, so the bench can say how much of the blocking time
// was the page's own work and how much was waiting.

/** A task this long by the clock becomes a "long task" on the simulated phone (50 ms / 4). */
const LONG_TASK_CLOCK_MS = 12.5;

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * Long tasks of the page's main thread, by the clock and in CPU time, and the
 * CPU time every other thread of the trace used over the same window (from the
 * page's first parse to the end of its last task). Returns undefined when the
 * trace has no main thread that parsed `pageUrl`. Types: main-thread.d.mts.
 */
export function mainThreadLoad(events, pageUrl) {
  const parses = events.filter((e) => e.name === "ParseHTML" && e.args?.beginData?.url === pageUrl);
  if (parses.length === 0) return undefined;
  const main = threadKey(parses[0]);
  const start = Math.min(...parses.filter((e) => threadKey(e) === main).map((e) => e.ts));

  const tasksByThread = new Map();
  for (const event of events) {
    if (event.ph !== "X" || !TASK_NAMES.has(event.name) || event.ts < start) continue;
    const key = threadKey(event);
    if (!tasksByThread.has(key)) tasksByThread.set(key, []);
    tasksByThread.get(key).push(event);
  }
  const mainTasks = outermost(tasksByThread.get(main) ?? []);
  if (mainTasks.length === 0) return undefined;
  const end = Math.max(...mainTasks.map((t) => t.ts + (t.dur ?? 0)));

  const long = mainTasks.filter((t) => (t.dur ?? 0) / 1000 >= LONG_TASK_CLOCK_MS);
  let otherCpu = 0;
  for (const [key, tasks] of tasksByThread) {
    if (key === main) continue;
    for (const task of outermost(tasks)) if (task.ts < end) otherCpu += task.tdur ?? 0;
  }
  return {
    longTasks: long.length,
    clockMs: round(sum(long, "dur") / 1000),
    cpuMs: round(sum(long, "tdur") / 1000),
    otherThreadsCpuMs: round(otherCpu / 1000),
    windowMs: round((end - start) / 1000),
  };
}

/** Tasks not nested in another task of the same thread (nested run loops record both). */
function outermost(tasks) {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result = [];
  let coveredUntil = -Infinity;
  for (const task of sorted) {
    const taskEnd = task.ts + (task.dur ?? 0);
    if (taskEnd <= coveredUntil) continue;
    result.push(task);
    coveredUntil = taskEnd;
  }
  return result;
}

const threadKey = (event) => `${event.pid}:${event.tid}`;
const sum = (items, field) => items.reduce((total, item) => total + (item[field] ?? 0), 0);
const round = (ms) => Math.round(ms * 10) / 10;
