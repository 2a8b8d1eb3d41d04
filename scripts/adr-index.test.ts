import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adrIndex, currentIndex, readAdr } from "./adr-index.mjs";

describe("the ADR index", () => {
  it("lists every ADR with its status, as the records say today", async () => {
    const written = fs.readFileSync(
      path.resolve(import.meta.dirname, "..", "docs", "decisions", "README.md"),
      "utf8",
    );
    expect(written).toBe(await currentIndex());
  });

  it("reads a status over several lines, up to its first clause", () => {
    const adr = readAdr(
      "0099-x.md",
      "# 99. A thing\n\nDate: 2026-11-28 · Status: superseded by ADR 100 (the\nreason why)\n\n## Context\n",
    );
    expect(adr).toEqual({
      number: 99,
      title: "A thing",
      status: "superseded by ADR 100",
      fileName: "0099-x.md",
    });
    expect(adrIndex([adr])).toContain("| 99 | [A thing](0099-x.md) | superseded by ADR 100 |");
  });

  it("refuses a record without a status, rather than listing it as nothing", () => {
    expect(() => readAdr("0098-y.md", "# 98. No status\n\nDate: 2026-11-28\n")).toThrow(
      /no "Status:" line/,
    );
  });
});
