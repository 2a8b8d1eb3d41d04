import type { CompareError, CompareFacts, CompareRow, CompareTable } from "./compare";
import type { ConstantSource, ConstantUsed, defaults, LineKind, Surface } from "./estimate";
import type { EstimateError, QuantityUnit } from "./fields";
import { formatNumber, formatRupees } from "./money";
import { squareMetresToSquareFeet } from "./units";

/**
 * Every sentence the calculator and the comparison show, in English. The
 * modules report codes with parameters; only this file turns them into words,
 * so the Hindi catalogue can replace it whole.
 */

const n = (value: number, decimals = 2) => formatNumber(value, decimals);
const rupees = (value: number) => formatRupees(value);

const unitText: Record<QuantityUnit | "L" | "kg" | "litre", string> = {
  sqft: "sq ft",
  sqm: "sq m",
  ft: "ft",
  m: "m",
  percent: "%",
  L: "L",
  kg: "kg",
  litre: "litre",
};
const withUnit = (value: number, unit?: QuantityUnit) =>
  unit === "percent" ? `${n(value)}%` : unit ? `${n(value)} ${unitText[unit]}` : n(value);

const fieldLabels: Record<string, string> = {
  surface: "Interior or exterior",
  job: "Fresh paint or repaint",
  unit: "Unit",
  measure: "How you measure",
  carpetArea: "Carpet area",
  wallFactor: "Wall factor",
  ceiling: "Ceiling",
  rooms: "Rooms",
  wallArea: "Wall area",
  doors: "Number of doors",
  doorHeight: "Door height",
  doorWidth: "Door width",
  windows: "Number of windows",
  windowHeight: "Window height",
  windowWidth: "Window width",
  openings: "Doors and windows",
  coats: "Coats",
  wastage: "Wastage",
  product: "Product",
};
const roomPartLabels: Record<string, string> = {
  length: "length",
  width: "width",
  height: "height",
};

const surfaceText: Record<Surface, string> = { interior: "interior", exterior: "exterior" };

const lineNames: Record<LineKind, string> = { paint: "Paint", primer: "Primer", putty: "Putty" };

/** Why each default is what it is, in a few words (ADR 18 has the detail). */
const defaultReasons: Record<keyof typeof defaults, string> = {
  surface: "our default",
  job: "our default",
  unit: "our default",
  measure: "our default",
  wallFactor: "our default: walls are about 3.5 times the carpet area in a typical home",
  door: "our default: the usual 2.1 × 0.9 m (7 × 3 ft) door",
  window: "our default: a common 1.2 × 1.2 m (4 × 4 ft) window",
  coats: "our default: two coats, as every Kamo emulsion recommends",
  wastage: "our default: for spills, roller and tray loss and touching up",
  puttyKgPer100SqFtPerCoat: "our default, as the product states no rate of its own",
};

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const messages = {
  fieldLabel(field: string): string {
    const room = /^rooms\.(\d+)(?:\.(\w+))?$/.exec(field);
    if (room) {
      const name = `Room ${Number(room[1]) + 1}`;
      return room[2] ? `${name} ${roomPartLabels[room[2]] ?? room[2]}` : name;
    }
    return fieldLabels[field] ?? field;
  },

  error(error: EstimateError): string {
    const label = messages.fieldLabel(error.field);
    switch (error.code) {
      case "required":
        return `${label}: please fill this in.`;
      case "not-a-number":
        return `${label}: enter a number, for example 12 or 12.5.`;
      case "not-whole":
        return `${label}: enter a whole number.`;
      case "negative":
        return `${label} cannot be negative.`;
      case "zero":
        return `${label} must be more than 0.`;
      case "too-small":
        return `${label} must be at least ${withUnit(error.min, error.unit)}.`;
      case "too-large":
        return `${label} can be at most ${withUnit(error.max, error.unit)}. Please check the figure.`;
      case "too-many":
        return `${label}: at most ${n(error.max)}.`;
      case "invalid":
        return `${label}: this value cannot be used.`;
      case "invalid-choice":
        return `${label}: choose one of the options.`;
      case "unknown-product":
        return "We do not know that product. Please choose one from the list.";
      case "not-for-surface":
        return `This paint is not made for ${surfaceText[error.surface]} walls. Choose an ${surfaceText[error.surface]} or a Kamodual paint.`;
      case "not-for-exterior":
        return "Exterior walls have no ceiling: please untick Ceiling.";
      case "openings-too-large":
        return `The doors and windows (${withUnit(error.openings, error.unit)}) come to more than the walls (${withUnit(error.walls, error.unit)}). Please check their number and sizes.`;
      case "area-too-large":
        return `That is ${withUnit(error.area, error.unit)} to paint, more than this calculator plans for (${withUnit(error.max, error.unit)}). Please check the figures; for a large project, ask us for a site visit.`;
    }
  },

  lineName: (kind: LineKind): string => lineNames[kind],

  constantLabel(constant: ConstantUsed): string {
    switch (constant.id) {
      case "square-metres-per-square-foot":
        return "Square metres in a square foot";
      case "wall-factor":
        return "Wall area per unit of carpet area";
      case "door-size":
        return "Door size (height × width)";
      case "window-size":
        return "Window size (height × width)";
      case "wastage":
        return "Wastage";
      case "coats":
        return `Coats of ${lineNames[constant.line].toLowerCase()}`;
      case "coverage":
        return `${lineNames[constant.line]} coverage per coat`;
      case "putty-rate":
        return "Putty per coat";
      case "pack-price":
        return `${lineNames[constant.line]}, ${n(constant.size)} ${unitText[constant.unit]} pack`;
    }
  },

  constantValue(constant: ConstantUsed): string {
    switch (constant.id) {
      case "square-metres-per-square-foot":
        return `${n(constant.value, 8)} (a foot is exactly 0.3048 m)`;
      case "wall-factor":
        return n(constant.value);
      case "door-size":
      case "window-size":
        return `${n(constant.height)} × ${n(constant.width)} ${unitText[constant.unit]}`;
      case "wastage":
        return `${n(constant.percent)}%`;
      case "coats":
        return n(constant.value, 0);
      case "coverage": {
        const per = unitText[constant.unit];
        const range =
          constant.min === constant.max
            ? `${n(constant.min)}`
            : `${n(constant.min)}–${n(constant.max)}`;
        return `${n(constant.value)} sq m per ${per} (${n(squareMetresToSquareFeet(constant.value), 1)} sq ft per ${per}), the lower end of ${range} sq m`;
      }
      case "putty-rate":
        return `${n(constant.kgPer100SqFtPerCoat)} kg per 100 sq ft`;
      case "pack-price":
        return rupees(constant.price);
    }
  },

  source(source: ConstantSource): string {
    switch (source.kind) {
      case "default":
        return defaultReasons[source.name];
      case "input":
        return "your figure";
      case "product":
        return `${source.name} product data`;
      case "price-list":
        return `${source.name}, price list of ${messages.date(source.date)}`;
      case "definition":
        return "exact, by definition";
    }
  },

  /** "1 October 2026" from "2026-10-01". */
  date: (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`)),

  compareRowLabels: {
    finish: "Finish",
    coverage: "Coverage per coat",
    coats: "Recommended coats",
    warranty: "Warranty",
    washability: "Washability",
    voc: "VOC",
    packs: "Pack sizes",
    pricePerUnit: "Price per litre (per kg for distemper)",
    costPer100SqFt: "Cost per 100 sq ft, two coats",
  } satisfies Record<CompareRow, string>,

  compareCell<K extends CompareRow>(key: K, value: CompareFacts[K]): string {
    return compareCells[key](value);
  },

  /** One row of the comparison table as text, a cell per product. */
  compareRowCells(row: CompareTable["rows"][number]): string[] {
    // The row's key decides its cells' type; TypeScript cannot follow that through a union.
    const cell = compareCells[row.key] as (value: CompareFacts[CompareRow]) => string;
    return row.cells.map((value) => cell(value));
  },

  compareError(error: CompareError): string {
    switch (error.code) {
      case "unknown-product":
        return `We have no product called “${error.slug}”, so it is left out.`;
      case "too-many":
        return `Up to ${n(error.max)} products can be compared at once; the first ${n(error.max)} of the ${n(error.count)} chosen are shown.`;
    }
  },
};

const compareCells: { [K in CompareRow]: (value: CompareFacts[K]) => string } = {
  finish: (finish) => finish,
  coverage: (c) =>
    `${n(c.min)}–${n(c.max)} sq m per ${unitText[c.unit]} (${n(c.sqftMin, 0)}–${n(c.sqftMax, 0)} sq ft)`,
  coats: (coats) => n(coats, 0),
  warranty: (years) => (years === null ? "None" : `${n(years, 0)} years`),
  washability: (cycles) => `${n(cycles, 0)} scrub cycles`,
  voc: (grams) => (grams === null ? "Not stated" : `Below ${n(grams, 0)} g/L`),
  packs: (packs) => packs.map((p) => `${n(p.size)} ${unitText[p.unit]}`).join(", "),
  pricePerUnit: (p) =>
    `${rupees(p.cheapest.perUnit)} per ${unitText[p.unit]} in the ${n(p.cheapest.size)} ${unitText[p.unit]} pack (${rupees(p.min)}–${rupees(p.max)})`,
  costPer100SqFt: (cost) => rupees(cost),
};
