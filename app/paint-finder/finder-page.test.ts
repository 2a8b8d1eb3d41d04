import { describe, expect, it } from "vitest";
import { findProduct, products } from "~/products/content";
import { productIn } from "~/products/localized-content";
import { shadesOfProduct } from "~/shades/shades.server";
import { loader } from "./routes/paint-finder";

/**
 * The paint finder's page data (issue 42): what a visitor asking "which
 * exterior paint for heavy rain?" is shown, in both languages, with the plan
 * carried onward.
 */
type Args = Parameters<typeof loader>[0];
async function load(path: string) {
  const response = loader({ request: new Request(`http://localhost${path}`) } as Args);
  // data() wraps the payload with its status.
  const { data, init } = response as unknown as {
    data: Awaited<ReturnType<typeof loader>>["data"];
    init: { status: number };
  };
  return { data, status: init.status };
}

describe("the paint finder", () => {
  it("answers which exterior paint to use for heavy rain, best first, with the reasons from the record", async () => {
    const { data, status } = await load("/paint-finder?job=exterior-wall&needs=heavy-rain");
    expect(status).toBe(200);
    const results = data.found!.results;
    // The two paints made for it (3 of 3) first, the one with a warranty ahead.
    expect(results.slice(0, 2).map((r) => r.slug)).toEqual([
      "weather-supreme",
      "weather-classic-max",
    ]);
    for (const result of results)
      expect(["exterior", "dual"], result.slug).toContain(findProduct(result.slug)!.family);
    const max = results.find((r) => r.slug === "weather-classic-max")!;
    expect(max.reasons[0]).toBe(
      "Heavy rain: made for it. Driving rain: A high-build film for walls facing the monsoon.",
    );
    // The warranty, or why there is none, from the one record.
    const record = findProduct("weather-classic-max")!.warranty;
    expect(record.kind).toBe("none");
    if (record.kind === "none") expect(max.warranty).toContain(record.reason);
    expect(results[0]!.warranty).toBe("7-year performance warranty");
    expect(max.price).toBe("₹463 per litre in the 20 L pack");
  });

  it("links each paint to its page, its colours and its estimate, carrying the plan", async () => {
    const { data } = await load(
      "/paint-finder?job=exterior-wall&needs=heavy-rain&codes=KP-0513&product=kamorich",
    );
    const first = data.found!.results[0]!;
    expect(first.links).toEqual({
      product: "/weather-supreme?codes=KP-0513&product=kamorich",
      colours: "/colours?product=weather-supreme&codes=KP-0513",
      estimate: "/paint-budget-calculator?product=weather-supreme&codes=KP-0513",
    });
    expect(first.colourCount).toBe(shadesOfProduct("weather-supreme").length);
    // The form sends the plan again with the next answer.
    expect(data.planFields).toEqual([
      ["codes", "KP-0513"],
      ["product", "kamorich"],
    ]);
  });

  it("answers in Hindi under /hi, with the Hindi feature text and warranty reason", async () => {
    const { data } = await load("/hi/paint-finder?job=exterior-wall&needs=heavy-rain");
    const max = data.found!.results.find((r) => r.slug === "weather-classic-max")!;
    const hindi = productIn(findProduct("weather-classic-max")!, "hi");
    expect(max.reasons[0]).toContain(hindi.features[0]!.text);
    expect(max.reasons[0]).toMatch(/^भारी बारिश: इसी के लिए बना।/);
    if (hindi.warranty.kind === "none") expect(max.warranty).toContain(hindi.warranty.reason);
    expect(max.links.product).toBe("/hi/weather-classic-max");
    expect(max.name).toBe("Weather Classic Max");
  });

  it("ranks by cost when the budget matters most, and says what no paint for the job resists", async () => {
    const { data } = await load("/paint-finder?job=interior-wall&needs=heat&needs=budget");
    expect(data.found!.unmet).toEqual(["heat"]);
    // Distemper is the cheapest way to colour an inside wall.
    expect(data.found!.results[0]!.slug).toBe("kamosilky");
  });

  it("sends wood, metal and roofs to the ranges our dealers sell, and a damp wall to waterproofing first", async () => {
    const wood = (await load("/paint-finder?job=wood")).data.found!;
    expect(wood.results).toEqual([]);
    expect(wood.ranges.map((r) => r.slug)).toEqual([
      "premium-enamel-range",
      "wood-coating-products",
    ]);
    const damp = (await load("/paint-finder?job=damp-wall&needs=damp")).data.found!;
    expect(damp.ranges.map((r) => r.slug)).toEqual(["water-proofing-solutions"]);
    expect(damp.results[0]!.slug).toBe("kamoshine-advance");
    for (const result of damp.results)
      expect(findProduct(result.slug)!.finder.resists.damp ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("asks for the job when it is missing or unknown, keeping what was ticked, with a 400", async () => {
    const missing = await load("/paint-finder?needs=heavy-rain&needs=budget");
    expect(missing.status).toBe(400);
    expect(missing.data.form.errors).toEqual({ job: "error.job" });
    expect(missing.data.form.needs).toEqual(["heavy-rain", "budget"]);
    expect(missing.data.found).toBeNull();
    const unknown = await load("/paint-finder?job=spaceship&needs=glitter");
    expect(unknown.status).toBe(400);
    expect(unknown.data.form.errors).toEqual({ job: "error.job", needs: "error.needs" });
    expect((await load("/paint-finder")).status).toBe(200);
  });

  it("offers every product with a page for at least one job", () => {
    for (const p of products) expect(p.finder.jobs.length, p.slug).toBeGreaterThan(0);
  });
});
