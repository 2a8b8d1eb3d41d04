import { describe, expect, it } from "vitest";
import { defaultPdfConcurrency } from "./generated-pdfs.server";

describe("PDFs made at once by default", () => {
  it("is half the cores, shared among the server processes, at least one each", () => {
    expect(defaultPdfConcurrency(1, 2)).toBe(1);
    expect(defaultPdfConcurrency(2, 2)).toBe(1);
    expect(defaultPdfConcurrency(1, 8)).toBe(4);
    expect(defaultPdfConcurrency(2, 8)).toBe(2);
    expect(defaultPdfConcurrency(8, 8)).toBe(1);
  });
});
