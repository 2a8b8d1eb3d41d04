import { describe, expect, it } from "vitest";
import { createHydrationTurns, type HydrationTurn } from "./hydration-phase";

/** A nextTask the test steps by hand: each call waits until `step()` is called. */
function steppedTasks() {
  const pending: Array<() => void> = [];
  return {
    nextTask: () => new Promise<void>((resolve) => pending.push(resolve)),
    /** Lets one task start, then lets its promise callbacks run. */
    async step() {
      const start = pending.shift();
      if (!start) throw new Error("nothing is waiting for a task");
      start();
      await flush();
    },
    get waiting() {
      return pending.length;
    },
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Records the order in which turns become ready, as the parts' renders would see it. */
function watch(turns: Record<string, HydrationTurn | null>) {
  const order: string[] = [];
  for (const [name, turn] of Object.entries(turns)) {
    if (!turn) throw new Error(`${name} did not get a turn`);
    void turn.promise.then(() => {
      expect(turn.ready, `${name} is ready when its promise resolves`).toBe(true);
      order.push(name);
    });
  }
  return order;
}

describe("hydration turns", () => {
  it("releases one part per task: urgent parts first, then the others in the order they asked", async () => {
    const turns = createHydrationTurns();
    const order = watch({
      hero: turns.later(),
      header: turns.later(true),
      form: turns.later(),
      dialog: turns.later(true),
    });
    const tasks = steppedTasks();
    const done = turns.release(tasks.nextTask, new EventTarget());

    for (const expected of [["header"], ["header", "dialog"], ["header", "dialog", "hero"]]) {
      await tasks.step();
      expect(order).toEqual(expected);
    }
    await tasks.step();
    expect(order).toEqual(["header", "dialog", "hero", "form"]);
    await tasks.step(); // finds the queue empty
    await expect(done).resolves.toBeUndefined();
    expect(tasks.waiting).toBe(0);
  });

  it("also releases parts that ask while others are being released (a part inside a part)", async () => {
    const turns = createHydrationTurns();
    const main = turns.later();
    const order = watch({ main });
    let inner: HydrationTurn | null = null;
    void main!.promise.then(() => {
      inner = turns.later();
      void inner!.promise.then(() => order.push("inner"));
    });
    const tasks = steppedTasks();
    const done = turns.release(tasks.nextTask, new EventTarget());
    await tasks.step();
    expect(order).toEqual(["main"]);
    expect(inner).not.toBeNull();
    await tasks.step();
    expect(order).toEqual(["main", "inner"]);
    await tasks.step();
    await done;
  });

  it("releases everything at once when the visitor presses a key or touches the page", async () => {
    for (const type of ["pointerdown", "keydown", "touchstart"]) {
      const turns = createHydrationTurns();
      const order = watch({ a: turns.later(), b: turns.later(true), c: turns.later() });
      const page = new EventTarget();
      const tasks = steppedTasks();
      const done = turns.release(tasks.nextTask, page);

      page.dispatchEvent(new Event(type));
      await flush();
      expect(order, type).toEqual(["b", "a", "c"]);
      // Parts asking from now on (inside those just released) do not wait at all.
      expect(turns.later()).toBeNull();
      await tasks.step();
      await done;
    }
  });

  it("stops listening, and makes nothing wait, once every part has had its turn", async () => {
    const turns = createHydrationTurns();
    const page = new EventTarget();
    let listening = 0;
    const add = page.addEventListener.bind(page);
    const remove = page.removeEventListener.bind(page);
    page.addEventListener = (...args: Parameters<EventTarget["addEventListener"]>) => {
      listening++;
      add(...args);
    };
    page.removeEventListener = (...args: Parameters<EventTarget["removeEventListener"]>) => {
      listening--;
      remove(...args);
    };
    const order = watch({ only: turns.later() });
    const tasks = steppedTasks();
    const done = turns.release(tasks.nextTask, page);
    expect(listening).toBe(3);
    await tasks.step();
    await tasks.step();
    await done;
    expect(order).toEqual(["only"]);
    expect(listening).toBe(0);
    expect(turns.later(true)).toBeNull();
  });
});
