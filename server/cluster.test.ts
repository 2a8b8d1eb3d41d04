import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { contentChangedElsewhere, onContentChanged } from "~/lib/content-version.server";
import { CONTENT_CHANGED_MESSAGE, isContentChangedMessage, relayContentChanges } from "./cluster";

/** A stand-in for a worker's IPC channel: records what it sends, delivers what the primary sends. */
class FakeChannel extends EventEmitter {
  sent: unknown[] = [];
  send = (message: unknown) => {
    this.sent.push(message);
    return true;
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("cluster content relay", () => {
  it("recognises only the content-changed message", () => {
    expect(isContentChangedMessage({ type: CONTENT_CHANGED_MESSAGE })).toBe(true);
    expect(isContentChangedMessage({ type: "other" })).toBe(false);
    expect(isContentChangedMessage("kamo:content-changed")).toBe(false);
    expect(isContentChangedMessage(null)).toBe(false);
  });

  it("tells the primary when this process changed content", () => {
    const channel = new FakeChannel();
    relayContentChanges(channel);
    // What contentChanged() does after writing the new version: call the listeners as "local".
    const sources: string[] = [];
    cleanups.push(onContentChanged((source) => sources.push(source)));
    for (const listener of [...listenersOf()]) listener("local");
    expect(channel.sent).toEqual([{ type: CONTENT_CHANGED_MESSAGE }]);
    expect(sources).toEqual(["local"]);
  });

  it("empties this process's caches for another's change without sending it back", () => {
    const channel = new FakeChannel();
    relayContentChanges(channel);
    const sources: string[] = [];
    cleanups.push(onContentChanged((source) => sources.push(source)));
    channel.emit("message", { type: CONTENT_CHANGED_MESSAGE });
    channel.emit("message", { type: "something else" });
    expect(sources).toEqual(["relayed"]);
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

function listenersOf(): Set<(source: "local" | "relayed") => void> {
  return (
    globalThis as unknown as { __kamoContentListeners: Set<(s: "local" | "relayed") => void> }
  ).__kamoContentListeners;
}
