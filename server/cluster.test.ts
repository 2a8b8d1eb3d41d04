import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { leadEvents } from "~/leads/delivery/store.server";
import { contentChangedElsewhere, onContentChanged } from "~/db/content-version.server";
import {
  CONTENT_CHANGED_MESSAGE,
  LEAD_STORED_MESSAGE,
  isContentChangedMessage,
  onWorkerMessage,
  relayWorkerEvents,
} from "./cluster";

/** A stand-in for a worker's IPC channel: records what it sends, delivers what the primary sends. */
class FakeChannel extends EventEmitter {
  sent: unknown[] = [];
  send = (message: unknown) => {
    this.sent.push(message);
    return true;
  };
}

/** A stand-in for the primary's handle on a worker. */
function fakeWorker(connected = true) {
  const sent: unknown[] = [];
  const worker = {
    isConnected: () => connected,
    send: (message: unknown) => sent.push(message),
  } as unknown as Worker;
  return { worker, sent };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function relay() {
  const channel = new FakeChannel();
  cleanups.push(relayWorkerEvents(channel));
  return channel;
}

describe("cluster relay, worker side", () => {
  it("recognises only the content-changed message", () => {
    expect(isContentChangedMessage({ type: CONTENT_CHANGED_MESSAGE })).toBe(true);
    expect(isContentChangedMessage({ type: LEAD_STORED_MESSAGE })).toBe(false);
    expect(isContentChangedMessage("kamo:content-changed")).toBe(false);
    expect(isContentChangedMessage(null)).toBe(false);
  });

  it("tells the primary when this process changed content", () => {
    const channel = relay();
    // What contentChanged() does after writing the new version: call the listeners as "local".
    for (const listener of [...listenersOf()]) listener("local");
    expect(channel.sent).toEqual([{ type: CONTENT_CHANGED_MESSAGE }]);
  });

  it("tells the primary when this process stored a lead", () => {
    const channel = relay();
    leadEvents.emit("stored", 42);
    expect(channel.sent).toEqual([{ type: LEAD_STORED_MESSAGE }]);
  });

  it("empties this process's caches for another's change without sending it back", () => {
    const channel = relay();
    const sources: string[] = [];
    cleanups.push(onContentChanged((source) => sources.push(source)));
    channel.emit("message", { type: CONTENT_CHANGED_MESSAGE });
    channel.emit("message", { type: "something else" });
    expect(sources).toEqual(["relayed"]);
    expect(channel.sent).toEqual([]);
  });

  it("stops relaying once unsubscribed", () => {
    const channel = new FakeChannel();
    relayWorkerEvents(channel)();
    leadEvents.emit("stored", 1);
    for (const listener of [...listenersOf()]) listener("local");
    expect(channel.sent).toEqual([]);
  });

  it("contentChangedElsewhere reaches every listener as relayed", () => {
    const seen: string[] = [];
    cleanups.push(onContentChanged((source) => seen.push(`a:${source}`)));
    cleanups.push(onContentChanged((source) => seen.push(`b:${source}`)));
    contentChangedElsewhere();
    expect(seen).toEqual(["a:relayed", "b:relayed"]);
  });
});

describe("cluster relay, primary side", () => {
  it("passes a content change on to every other connected worker", () => {
    const from = fakeWorker();
    const other = fakeWorker();
    const gone = fakeWorker(false);
    onWorkerMessage({ type: CONTENT_CHANGED_MESSAGE }, from.worker, [
      from.worker,
      other.worker,
      gone.worker,
      undefined,
    ]);
    expect(other.sent).toEqual([{ type: CONTENT_CHANGED_MESSAGE }]);
    expect(from.sent).toEqual([]);
    expect(gone.sent).toEqual([]);
  });

  it("wakes this process's delivery worker when a worker stored a lead", () => {
    let woken = 0;
    const wake = () => (woken += 1);
    leadEvents.on("stored", wake);
    cleanups.push(() => leadEvents.off("stored", wake));
    const from = fakeWorker();
    const other = fakeWorker();
    onWorkerMessage({ type: LEAD_STORED_MESSAGE }, from.worker, [from.worker, other.worker]);
    onWorkerMessage({ type: "unknown" }, from.worker, [from.worker, other.worker]);
    expect(woken).toBe(1);
    expect(other.sent).toEqual([]);
  });
});

function listenersOf(): Set<(source: "local" | "relayed") => void> {
  return (
    globalThis as unknown as { __kamoContentListeners: Set<(s: "local" | "relayed") => void> }
  ).__kamoContentListeners;
}
