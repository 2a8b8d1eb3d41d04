import { describe, expect, it } from "vitest";
import { siteSchema } from "~/content/site.schema";
import { site } from "~/content/site";
import { contentChecks, validateContent } from "./validate-content.server";

describe("content validation", () => {
  it("accepts every content file as shipped", () => {
    expect(() => validateContent()).not.toThrow();
    expect(contentChecks.length).toBeGreaterThanOrEqual(6);
  });

  it("names the file and field of a mistake", () => {
    const broken = { ...site, social: site.social.slice(0, 4) };
    expect(() =>
      validateContent([{ file: "app/content/site.ts", schema: siteSchema, data: broken }]),
    ).toThrow(/app\/content\/site\.ts at social/);
  });
});
