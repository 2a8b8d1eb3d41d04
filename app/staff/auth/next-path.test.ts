import { describe, expect, it } from "vitest";
import {
  LEGITIMATE_NEXT,
  OPEN_REDIRECT_PAYLOADS,
} from "../../../tests/security/open-redirect-payloads";
import { STAFF_HOME, safeNextPath } from "./next-path";

const origin = "https://www.kamopaints.example";

/** Where a browser goes with this Location, read with the URL parser browsers use. */
function destination(location: string): URL {
  return new URL(location, origin);
}

describe("safeNextPath", () => {
  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    "keeps %s inside the staff area of this site",
    (_label, payload) => {
      const next = safeNextPath(payload, origin);
      expect(destination(next).origin).toBe(origin);
      expect(destination(next).pathname).toMatch(/^\/staff(\/|$)/);
      expect(next).not.toMatch(/[\p{Cc}\\]/u);
      expect(() => new Headers({ Location: next })).not.toThrow();
    },
  );

  it("keeps a staff page with its query and fragment", () => {
    expect(safeNextPath(LEGITIMATE_NEXT, origin)).toBe(LEGITIMATE_NEXT);
    expect(safeNextPath("/staff", origin)).toBe("/staff");
    expect(safeNextPath("/staff/audit/12#changes", origin)).toBe("/staff/audit/12#changes");
    expect(safeNextPath(`${origin}/staff/documents`, origin)).toBe("/staff/documents");
  });

  it("encodes what a header cannot carry instead of failing", () => {
    expect(safeNextPath("/staff/leads?q=\u0939\u0930\u093e", origin)).toBe(
      "/staff/leads?q=%E0%A4%B9%E0%A4%B0%E0%A4%BE",
    );
    expect(safeNextPath("/staff/\u2028", origin)).toBe("/staff/%E2%80%A8");
  });

  it("sends anything else to the staff home", () => {
    for (const value of [null, undefined, "", "/staff\n", "/staff/..", "/staff/%2F"])
      expect(safeNextPath(value, origin), String(value)).toBe(STAFF_HOME);
  });
});
