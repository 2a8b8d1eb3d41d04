import { describe, expect, it } from "vitest";
import {
  isAllowedCatalogueLink,
  itemFormSchema,
  productFormSchema,
  subCategoryFormSchema,
} from "./catalogue-forms";

describe("catalogue download links", () => {
  it("accepts https addresses and paths on this site", () => {
    for (const link of [
      "",
      "https://kamopaints.example/tds/velvety.pdf",
      "https://cdn.kamopaints.example/brochures/Enamel%20range.pdf?v=2",
      "/downloads/products/velvety/brochure.pdf",
      "/media/12/kamolite-satin-enamel.webp",
    ])
      expect(isAllowedCatalogueLink(link), link).toBe(true);
  });

  it("refuses scripts, plain http, other hosts' protocol-relative links and junk", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://kamopaints.example/brochure.pdf",
      "//evil.example/brochure.pdf",
      "/\\evil.example",
      "https://localhost/x.pdf",
      'https://kamopaints.example/a"onmouseover="x',
      "brochure.pdf",
      "ftp://kamopaints.example/x.pdf",
    ])
      expect(isAllowedCatalogueLink(link), link).toBe(false);
  });
});

describe("catalogue form schemas", () => {
  it("trims names and keeps per-field messages", () => {
    expect(
      subCategoryFormSchema.parse({ name: "  Enamels ", descriptionHtml: "<p>a</p>\r\n" }),
    ).toEqual({
      name: "Enamels",
      descriptionHtml: "<p>a</p>",
    });
    const refused = productFormSchema.safeParse({
      subCategoryId: "x",
      name: " ",
      descriptionHtml: "",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path[0]).sort()).toEqual(["name", "subCategoryId"]);
  });

  it("checks both links of an item", () => {
    const result = itemFormSchema.safeParse({
      caption: "Tin",
      productDetailsUrl: "javascript:alert(1)",
      technicalDetailsUrl: " /downloads/x.pdf ",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["productDetailsUrl"]);
    expect(
      itemFormSchema.parse({
        caption: "",
        productDetailsUrl: "",
        technicalDetailsUrl: " /downloads/x.pdf ",
      }).technicalDetailsUrl,
    ).toBe("/downloads/x.pdf");
  });
});
