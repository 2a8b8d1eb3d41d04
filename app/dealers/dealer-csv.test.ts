import { describe, expect, it } from "vitest";
import { formatDealerCsv, parseDealerCsv as parseWith } from "./dealer-csv";
import { DEALER_CSV_COLUMNS, placeDealer, type Dealer, type DealerRow } from "./dealer-record";
import { paintsOfRanges } from "./paints";
import { createPinDirectory } from "~/places/pin-data";

const directory = createPinDirectory({
  source: { name: "t", package: "t@0", licence: "CC BY 4.0", url: "https://example.org/" },
  states: ["Uttar Pradesh"],
  districts: [[0, "Lucknow", 26.85, 80.95]],
  pins: [
    [226010, 0, 26.86, 81.0, "Gomti Nagar"],
    [226099, 0, null, null, "Somewhere"],
  ],
});
const parseDealerCsv = (text: string) => parseWith(text, directory);

const dealer: Dealer = {
  code: "KPD-00042",
  name: "Sharma Paints & Hardware",
  contactPerson: "Rakesh Sharma",
  phone: "9812345678",
  whatsapp: true,
  address: "Shop No. 12, Station Road",
  locality: "Gomti Nagar",
  city: "Lucknow",
  district: "Lucknow",
  state: "Uttar Pradesh",
  pin: "226010",
  lat: 26.85123,
  lon: 80.99876,
  hours: "Mon-Sat 09:30-20:30; Sun closed",
  locationSource: "exact",
  products: ["exterior-range", "interior-range"],
  paints: ["velvety", "weather-classic-max"],
  active: true,
};

const header = DEALER_CSV_COLUMNS.join(",");
/** A data line for `dealer`, with some cells replaced. */
const line = (cells: Partial<Record<(typeof DEALER_CSV_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    code: "KPD-00042",
    name: "Sharma Paints & Hardware",
    contact_person: "Rakesh Sharma",
    phone: "98123 45678",
    whatsapp: "yes",
    address: '"Shop No. 12, Station Road"',
    locality: "Gomti Nagar",
    city: "Lucknow",
    district: "Lucknow",
    state: "Uttar Pradesh",
    pin: "226010",
    latitude: "26.85123",
    longitude: "80.99876",
    hours: "Mon-Sat 09:30-20:30; Sun closed",
    products: "interior-range; exterior-range",
    paints: "Weather-Classic-Max; velvety",
    active: "yes",
    ...cells,
  };
  return DEALER_CSV_COLUMNS.map((column) => base[column]).join(",");
};

describe("parseDealerCsv", () => {
  it("reads a dealer, normalising what people type", () => {
    expect(
      parseDealerCsv(`${header}\n${line({ code: "kpd-00042", whatsapp: " YES " })}\n`),
    ).toEqual({
      dealers: [dealer],
      errors: [],
    });
  });

  it("takes columns in any order, a byte-order mark, CRLF and blank lines", () => {
    const columns = [...DEALER_CSV_COLUMNS].reverse();
    const cells = line()
      .match(/("[^"]*"|[^,]+)/g)!
      .reverse();
    const text = `\uFEFF${columns.join(",")}\r\n\r\n${cells.join(",")}\r\n`;
    expect(parseDealerCsv(text)).toEqual({ dealers: [dealer], errors: [] });
  });

  it("reports every bad cell with its line and column, and keeps the good rows", () => {
    const text = [
      header,
      line({ code: "KPD-1", phone: "12345", whatsapp: "maybe" }),
      line({ code: "KPD-2" }),
      line({
        code: "KPD-3",
        pin: "026010",
        latitude: "51.5",
        hours: "always",
        products: "gold-range",
      }),
      line({ code: "KPD-4", state: "Atlantis", contact_person: "123" }),
    ].join("\n");
    const { dealers, errors } = parseDealerCsv(text);
    expect(dealers.map((d) => d.code)).toEqual(["KPD-2"]);
    expect(errors.map(({ line, column }) => `${line}:${column}`)).toEqual([
      "2:phone",
      "2:whatsapp",
      "4:pin",
      "4:latitude",
      "4:hours",
      "4:products",
      "5:contact_person",
      "5:state",
    ]);
    expect(errors.find((e) => e.column === "whatsapp")!.message).toBe("WhatsApp: write yes or no");
    expect(errors.find((e) => e.column === "products")!.message).toBe(
      '"gold-range" is not one of our ranges',
    );
    expect(errors.find((e) => e.column === "latitude")!.message).toMatch(/between 6 and 37.5/);
  });

  it("counts lines from where a record starts when a quoted cell spans lines", () => {
    const text = [
      header,
      line({ code: "KPD-1", address: '"Shop 1,\nfirst floor"' }),
      line({ code: "KPD-2", address: '"Shop 2,\nback lane"', phone: "123" }),
      line({ code: "bad code!" }),
    ].join("\n");
    const { dealers, errors } = parseDealerCsv(text);
    expect(dealers[0]!.address).toBe("Shop 1,\nfirst floor");
    expect(errors).toEqual([
      { line: 4, column: "phone", message: expect.stringMatching(/10-digit mobile/) },
      { line: 6, column: "code", message: expect.stringMatching(/3 to 20 letters/) },
    ]);
  });

  it("refuses a second row with a code already used", () => {
    const { dealers, errors } = parseDealerCsv(
      [header, line(), line({ code: " kpd-00042 " })].join("\n"),
    );
    expect(dealers).toHaveLength(1);
    expect(errors).toEqual([
      { line: 3, column: "code", message: "Dealer code KPD-00042 is already used on line 2" },
    ]);
  });

  it("refuses a file whose first row is not the dealer columns, naming what is wrong", () => {
    const withoutPhone = DEALER_CSV_COLUMNS.filter((c) => c !== "phone");
    expect(parseDealerCsv(`${withoutPhone.join(",")},colour,code\n`)).toEqual({
      dealers: [],
      errors: [
        { line: 1, message: "The first row has the column code twice" },
        { line: 1, message: "The first row lacks the column(s) phone" },
        { line: 1, message: "The first row has unknown column(s) colour" },
      ],
    });
    expect(parseDealerCsv("").errors).toEqual([
      { line: 1, message: expect.stringMatching(/lacks the column/) },
    ]);
  });

  it("reports a row with the wrong number of cells, and a file that is not CSV at all", () => {
    expect(parseDealerCsv(`${header}\n${line()},extra\n`).errors).toEqual([
      { line: 2, message: "This row has 18 cells; the first row has 17" },
    ]);
    const broken = parseDealerCsv(`${header}\n"unclosed,${line()}\n`);
    expect(broken.dealers).toEqual([]);
    expect(broken.errors[0]!.message).toMatch(/could not be read as CSV/);
  });
});

describe("formatDealerCsv", () => {
  it("writes the header and the dealer, and reads back the same", () => {
    const text = formatDealerCsv([dealer]);
    expect(text.split("\n")[0]).toBe(header);
    expect(text).toContain(',"Shop No. 12, Station Road",');
    expect(text).toContain(",26.85123,80.99876,");
    expect(parseDealerCsv(text)).toEqual({ dealers: [dealer], errors: [] });
  });

  it("defuses cells a spreadsheet would run as formulas, and reading undoes it", () => {
    const risky = {
      ...dealer,
      name: '=HYPERLINK("http://x")',
      address: "+91 shop",
      locality: "-Sadar",
    };
    const text = formatDealerCsv([risky]);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(",'+91 shop,");
    expect(text).toContain(",'-Sadar,");
    expect(parseDealerCsv(text).dealers).toEqual([risky]);
  });
});

describe("the shop's own coordinates and what it stocks (issue 42)", () => {
  const oldColumns = DEALER_CSV_COLUMNS.filter((column) => column !== "paints");
  const oldLine = (cells: Parameters<typeof line>[0] = {}) =>
    line(cells)
      .match(/("[^"]*"|[^,]*)(,|$)/g)!
      .filter((_, i) => DEALER_CSV_COLUMNS[i] !== "paints")
      .join("")
      .replace(/,$/, "");

  it("imports a file made before paints were listed: the shop stocks every paint of its ranges", () => {
    const { dealers, errors } = parseDealerCsv(`${oldColumns.join(",")}\n${oldLine()}\n`);
    expect(errors).toEqual([]);
    expect(dealers[0]!.paints).toEqual(paintsOfRanges(["exterior-range", "interior-range"]));
    expect(dealers[0]!.paints).toContain("weather-classic-max");
    expect(dealers[0]!.paints).not.toContain("kamodual-gold-emulsion");
    // An empty cell says the same.
    expect(parseDealerCsv(`${header}\n${line({ paints: "" })}\n`).dealers[0]!.paints).toEqual(
      dealers[0]!.paints,
    );
  });

  it("places a shop without coordinates at its PIN's centre, marked as such", () => {
    const { dealers, errors } = parseDealerCsv(
      `${header}\n${line({ latitude: "", longitude: " " })}\n`,
    );
    expect(errors).toEqual([]);
    expect(dealers[0]).toMatchObject({ locationSource: "pin", lat: 26.86, lon: 81.0 });
    // A PIN without a point of its own: its district's centre, still marked.
    const far = parseDealerCsv(
      `${header}\n${line({ pin: "226099", latitude: "", longitude: "" })}`,
    );
    expect(far.dealers[0]).toMatchObject({ locationSource: "pin", lat: 26.85, lon: 80.95 });
  });

  it("refuses half a point, a point outside India, and paints it cannot stock", () => {
    const { errors } = parseDealerCsv(
      [
        header,
        line({ code: "KPD-1", longitude: "" }),
        line({ code: "KPD-2", latitude: "51.5", longitude: "-0.12" }),
        line({ code: "KPD-3", paints: "gold-paint" }),
        line({ code: "KPD-4", paints: "kamodual-gold-emulsion" }),
      ].join("\n"),
    );
    expect(errors).toEqual([
      {
        line: 2,
        column: "longitude",
        message: expect.stringMatching(/both latitude and longitude/),
      },
      { line: 3, column: "latitude", message: expect.stringMatching(/between 6 and 37.5/) },
      { line: 3, column: "longitude", message: expect.stringMatching(/between 68 and 97.5/) },
      { line: 4, column: "paints", message: '"gold-paint" is not one of our paints' },
      {
        line: 5,
        column: "paints",
        message:
          "Kamodual Gold Emulsion is in the dual-paints-series range, which this row does not list",
      },
    ]);
  });

  it("exports a shop placed at its PIN's centre with empty coordinates, so a re-import keeps it so", () => {
    const placed: Dealer = { ...dealer, locationSource: "pin", lat: 26.86, lon: 81.0 };
    const text = formatDealerCsv([placed]);
    expect(text.split("\n")[1]).toContain(",226010,,,");
    expect(parseDealerCsv(text)).toEqual({ dealers: [placed], errors: [] });
  });
});

describe("placeDealer", () => {
  const row = (overrides: Partial<DealerRow> = {}): DealerRow => {
    const { lat, lon, locationSource: _source, ...rest } = dealer;
    return { ...rest, at: { lat, lon }, ...overrides };
  };

  it("accepts a dealer near its PIN, in its PIN's state", () => {
    expect(placeDealer(row(), directory)).toEqual({ ok: true, dealer });
  });

  it("names an unknown PIN, a PIN in another state and coordinates far from the PIN", () => {
    expect(placeDealer(row({ pin: "110001" }), directory)).toEqual({
      ok: false,
      problems: [{ column: "pin", message: "PIN code 110001 is not in our PIN directory" }],
    });
    expect(placeDealer(row({ state: "Bihar", at: { lat: 25.6, lon: 85.1 } }), directory)).toEqual({
      ok: false,
      problems: [
        { column: "state", message: "PIN code 226010 is in Uttar Pradesh" },
        {
          column: "latitude",
          message: expect.stringMatching(/^The coordinates are \d+ km from PIN code 226010/),
        },
      ],
    });
  });

  it("does not judge coordinates against a PIN that has no point of its own", () => {
    expect(
      placeDealer(row({ pin: "226099", at: { lat: 25.6, lon: 85.1 } }), directory),
    ).toMatchObject({ ok: true, dealer: { locationSource: "exact", lat: 25.6 } });
  });
});
