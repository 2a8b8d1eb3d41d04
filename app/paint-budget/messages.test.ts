import { describe, expect, it } from "vitest";
import { frozenCatalogue } from "../../tests/factories/paint-catalogue";
import { estimate } from "./estimate";
import { messages } from "./messages";

describe("messages", () => {
  it("names fields, rooms counted from one", () => {
    expect(messages.fieldLabel("carpetArea")).toBe("Carpet area");
    expect(messages.fieldLabel("rooms.0.height")).toBe("Room 1 height");
    expect(messages.fieldLabel("rooms.11")).toBe("Room 12");
  });

  it("shows each constant of an estimate with its value and source", () => {
    const outcome = estimate(
      {
        measure: "carpet",
        carpetArea: 120,
        doors: 1,
        wastage: "12",
        product: "Kamo-Hi-Sheen",
      },
      frozenCatalogue,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const rows = outcome.estimate.constants.map((c) =>
      [messages.constantLabel(c), messages.constantValue(c), messages.source(c.source)].join(" | "),
    );
    expect(rows).toContain(
      "Wall area per unit of carpet area | 3.5 | our default: walls are about 3.5 times the carpet area in a typical home",
    );
    expect(rows).toContain(
      "Door size (height × width) | 6.89 × 2.95 ft | our default: the usual 2.1 × 0.9 m (7 × 3 ft) door",
    );
    expect(rows).toContain("Wastage | 12% | your figure");
    expect(rows).toContain(
      "Paint coverage per coat | 12 sq m per litre (129.2 sq ft per litre), the lower end of 12–14 sq m | Kamo Hi Sheen product data",
    );
    expect(rows).toContain(
      "Paint, 20 L pack | ₹11,500 | Kamo Hi Sheen, price list of 1 October 2026",
    );
    expect(rows).toContain(
      "Putty per coat | 2.5 kg per 100 sq ft | our default, as the product states no rate of its own",
    );
    for (const row of rows) expect(row).not.toMatch(/undefined|NaN|Infinity/);
  });
});
