import { describe, expect, it } from "vitest";
import { frozenCatalogue } from "../../tests/factories/paint-catalogue";
import { estimate } from "./estimate";
import { estimateForLead } from "./lead-estimate";
import { budgetWordsIn } from "./messages";
import { calculatorQuery, rawInput, readCalculatorQuery } from "./query";
import { estimateSummary } from "./summary";

const read = (query: string) => readCalculatorQuery(new URLSearchParams(query));

describe("the calculator's query", () => {
  it("reads fields and rooms, and a bare page or a product alone is not a request", () => {
    expect(read("").asked).toBe(false);
    expect(read("product=velvety").asked).toBe(false);
    const state = read(
      "measure=rooms&rooms.1.length=12&rooms.0.length=10&rooms.0.width=9&rooms.0.height=10&junk=1",
    );
    expect(state.asked).toBe(true);
    expect(state.values).toEqual({ measure: "rooms" });
    expect(state.rooms).toEqual([
      { length: "10", width: "9", height: "10" },
      { length: "12", width: "", height: "" },
    ]);
  });

  it("adds and removes room rows for the no-JavaScript buttons", () => {
    expect(read("rooms.0.length=3&addRoom=1").rooms).toHaveLength(2);
    expect(read("rooms.0.length=3&rooms.1.length=4&removeRoom=0").rooms).toEqual([
      { length: "4", width: "", height: "" },
    ]);
    expect(read("removeRoom=7").rooms).toHaveLength(1);
  });

  it("checks every row but a trailing blank one, keeping row numbers", () => {
    const state = read("measure=rooms&rooms.1.length=4&addRoom=1");
    const raw = rawInput(state) as { rooms: unknown[] };
    expect(raw.rooms).toHaveLength(2);
    const outcome = estimate({ ...raw, product: "kamorich" }, frozenCatalogue);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors.map((e) => e.field)).toEqual(
        expect.arrayContaining(["rooms.0.length", "rooms.1.width"]),
      );
  });

  it("writes a short query that reads back to the same estimate", () => {
    const state = read(
      "surface=interior&job=fresh&unit=sqft&measure=carpet&carpetArea=1%2C000&wallFactor=&doors=2&product=velvety&rooms.0.length=9",
    );
    const query = calculatorQuery(state);
    // Empty fields and rooms of another way of measuring are left out.
    expect(query).toBe(
      "surface=interior&job=fresh&unit=sqft&measure=carpet&carpetArea=1%2C000&doors=2&product=velvety",
    );
    const again = read(query);
    expect(estimate(rawInput(again), frozenCatalogue)).toEqual(
      estimate(rawInput(state), frozenCatalogue),
    );
  });

  it("bounds what it keeps of a value", () => {
    expect(read(`carpetArea=${"9".repeat(500)}`).values.carpetArea).toHaveLength(40);
  });
});

describe("an estimate sent with a consultation", () => {
  it("is stored as the calculator's address and a summary worked out again", () => {
    const lead = estimateForLead("?measure=walls&wallArea=1000&job=repaint&product=velvety");
    expect(lead?.path).toBe(
      "/paint-budget-calculator?job=repaint&measure=walls&wallArea=1000&product=velvety",
    );
    // 1,000 sq ft = 92.90304 sq m; × 2 coats ÷ 11 sq m/L × 1.1 = 18.58 L → 18.6 L.
    expect(lead?.summary).toContain("Paint Velvety: 18.6 L (2 coats)");
    expect(lead?.summary).toMatch(/Total ₹[\d,]+ \(1 October 2026\)$/);
    expect(estimateForLead("carpetArea=-1&product=velvety")).toBeUndefined();
  });

  it("summarises in Hindi for a Hindi page", () => {
    const outcome = estimate(
      { measure: "walls", wallArea: 500, surface: "exterior", product: "weather-classic" },
      frozenCatalogue,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const text = estimateSummary(outcome.estimate, budgetWordsIn("hi"));
    expect(text).toContain("बाहर, नया पेंट");
    expect(text).toContain("कुल ₹");
    expect(text).not.toMatch(/undefined|NaN/);
  });
});
