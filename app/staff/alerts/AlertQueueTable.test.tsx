import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AlertQueueEntry } from "~/investors/alerts/queue-entry";
import { AlertQueueTable, waitingText } from "./AlertQueueTable";

/**
 * The staff alert page's queue (issue 41): a failing or dead mail shows its
 * last error and how long it has waited since it was queued, so a jam is seen.
 */
const NOW = "2026-11-20T10:00:00.000Z";
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const MIN = 60_000;

function entry(overrides: Partial<AlertQueueEntry>): AlertQueueEntry {
  return {
    id: 1,
    kind: "alert",
    status: "pending",
    attempts: 0,
    lastError: null,
    category: "Financial Results",
    documentId: 4,
    digestDay: null,
    createdAt: ago(MIN),
    sentAt: null,
    ...overrides,
  };
}

function rows(entries: AlertQueueEntry[]) {
  const html = renderToStaticMarkup(<AlertQueueTable entries={entries} now={NOW} mailConfigured />);
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const headers = [...doc.querySelectorAll("thead th")].map((th) => th.textContent);
  return [...doc.querySelectorAll("tbody tr")].map((tr) =>
    Object.fromEntries([...tr.querySelectorAll("td")].map((td, i) => [headers[i], td.textContent])),
  );
}

describe("the alert mail queue for staff", () => {
  it("shows a failing and a dead mail's last error and how long each has waited", () => {
    const [dead, retrying, sent, fresh] = rows([
      entry({
        id: 9,
        status: "dead",
        attempts: 10,
        lastError: "lease expired after 10 attempts (the worker stopped while sending)",
        createdAt: ago(125 * MIN),
      }),
      entry({
        id: 8,
        status: "pending",
        attempts: 2,
        lastError: "421 4.7.0 Try again later",
        createdAt: ago(3 * 24 * 60 * MIN + 4 * 60 * MIN),
      }),
      entry({
        id: 7,
        status: "delivered",
        attempts: 1,
        sentAt: ago(MIN),
        createdAt: ago(500 * MIN),
      }),
      entry({ id: 6, status: "pending", attempts: 0, createdAt: ago(30_000) }),
    ]);
    expect(dead).toMatchObject({
      State: "Dead letter (gave up)",
      Waiting: "waiting 2 h 5 min",
      "Last error": "lease expired after 10 attempts (the worker stopped while sending)",
    });
    expect(retrying).toMatchObject({
      Waiting: "waiting 3 d 4 h",
      "Last error": "421 4.7.0 Try again later",
    });
    expect(sent).toMatchObject({ State: "Sent", Waiting: "" });
    expect(fresh).toMatchObject({ Waiting: "", "Last error": "" });
  });

  it("says how long in hours and minutes, days past a day", () => {
    expect(waitingText(ago(20_000), NOW)).toBe("waiting under a minute");
    expect(waitingText(ago(59 * MIN), NOW)).toBe("waiting 59 min");
    expect(waitingText(ago(60 * MIN), NOW)).toBe("waiting 1 h 0 min");
    expect(waitingText(ago(125 * MIN + 59_000), NOW)).toBe("waiting 2 h 5 min");
    expect(waitingText(ago(25 * 60 * MIN), NOW)).toBe("waiting 1 d 1 h");
  });
});
