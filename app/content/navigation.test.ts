import { describe, expect, it } from "vitest";
import { listPublicPaths } from "./route-paths";
import { footerColumns, legalLinks, primaryNavigation, productRangeLinks } from "./navigation";
import { navigationSchema } from "./navigation.schema";

const allLinks = [
  ...primaryNavigation.flatMap((entry) =>
    entry.kind === "link" ? [entry] : entry.kind === "group" ? entry.links : [],
  ),
  ...footerColumns.flatMap((column) => column.links),
  ...legalLinks,
];

describe("navigation content", () => {
  it("matches its schema", () => {
    expect(() =>
      navigationSchema.parse({ productRangeLinks, primaryNavigation, footerColumns, legalLinks }),
    ).not.toThrow();
  });

  it("links only to pages that exist", () => {
    const pages = new Set(listPublicPaths());
    const broken = allLinks
      .map((link) => link.href.split("#")[0]!)
      .filter((path) => !pages.has(path));
    expect(broken).toEqual([]);
  });

  it("offers every product range in the Products menu", () => {
    expect(productRangeLinks.map((link) => link.href)).toEqual([
      "/dual-paints-series",
      "/interior-range",
      "/exterior-range",
      "/designer-range",
      "/distemper-range",
      "/premium-enamel-range",
      "/wood-coating-products",
      "/water-proofing-solutions",
    ]);
  });

  it("gives the footer the investor quick links", () => {
    const investors = footerColumns.find((column) => column.heading === "Investors");
    expect(investors?.links.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        "/investor-zone",
        "/financial-results",
        "/shareholding-pattern",
        "/stock-exchange-disclosures",
        "/investor-help-desk",
      ]),
    );
  });
});
