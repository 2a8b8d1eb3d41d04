import { formatDate } from "~/lib/i18n/format";
import { localeInfo } from "~/lib/i18n/locales";
import { defineMessages, type Translate } from "~/lib/i18n/messages";
import type { CompareError, CompareFacts, CompareRow, CompareTable } from "./compare";
import type { ConstantSource, ConstantUsed, LineKind } from "./estimate";
import type { EstimateError, QuantityUnit } from "./fields";
import { formatNumber, formatRupees, type NumberLocale } from "./money";
import { squareMetresToSquareFeet } from "./units";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * Every word the calculator and the comparison show, from the catalogues in
 * messages/ (ADR 25). The modules report codes with parameters; only this
 * file turns them into sentences, in the page's language.
 */
export const budgetMessages = defineMessages({ en, hi });
export type BudgetMessageKey = keyof typeof en;

type UnitKey = QuantityUnit | "L" | "kg" | "litre";

const fieldKeys = {
  surface: "field.surface",
  job: "field.job",
  unit: "field.unit",
  measure: "field.measure",
  carpetArea: "field.carpetArea",
  wallFactor: "field.wallFactor",
  ceiling: "field.ceiling",
  rooms: "field.rooms",
  wallArea: "field.wallArea",
  doors: "field.doors",
  doorHeight: "field.doorHeight",
  doorWidth: "field.doorWidth",
  windows: "field.windows",
  windowHeight: "field.windowHeight",
  windowWidth: "field.windowWidth",
  openings: "field.openings",
  coats: "field.coats",
  wastage: "field.wastage",
  product: "field.product",
} as const satisfies Record<string, BudgetMessageKey>;

/** The calculator's and the comparison's sentences in one language. */
export type BudgetWords = ReturnType<typeof wordsFor>;

function wordsFor(locale: string) {
  const t: Translate<BudgetMessageKey> = budgetMessages.in(locale);
  const numberLocale: NumberLocale = localeInfo(locale).tag === "hi-IN" ? "hi-IN" : "en-IN";
  const n = (value: number, decimals = 2) =>
    formatNumber(value, decimals, { locale: numberLocale });
  const rupees = (value: number) => formatRupees(value, { locale: numberLocale });
  const unit = (key: UnitKey) => (key === "percent" ? "%" : t(`unit.${key}`));
  const withUnit = (value: number, key?: QuantityUnit) =>
    key === "percent" ? `${n(value)}%` : key ? `${n(value)} ${unit(key)}` : n(value);
  const size = (value: number, packUnit: "L" | "kg") => `${n(value)} ${packUnit}`;

  const words = {
    locale,
    n,
    rupees,
    unit,
    withUnit,
    /** A pack as printed on the tin: "20 L", "1.5 kg" (data, not translated). */
    size,
    /** "1 October 2026" from "2026-10-01". */
    date: (isoDate: string) => formatDate(locale, isoDate),
    t,

    fieldLabel(field: string): string {
      const room = /^rooms\.(\d+)(?:\.(\w+))?$/.exec(field);
      if (room) {
        const number = Number(room[1]) + 1;
        return room[2]
          ? t("field.roomPart", { number, part: room[2] })
          : t("field.room", { number });
      }
      const key = fieldKeys[field as keyof typeof fieldKeys];
      return key ? t(key) : field;
    },

    error(error: EstimateError): string {
      const label = words.fieldLabel(error.field);
      switch (error.code) {
        case "required":
          return t("error.required", { label });
        case "not-a-number":
          return t("error.notANumber", { label });
        case "not-whole":
          return t("error.notWhole", { label });
        case "negative":
          return t("error.negative", { label });
        case "zero":
          return t("error.zero", { label });
        case "too-small":
          return t("error.tooSmall", { label, min: withUnit(error.min, error.unit) });
        case "too-large":
          return t("error.tooLarge", { label, max: withUnit(error.max, error.unit) });
        case "too-many":
          return t("error.tooMany", { label, max: n(error.max) });
        case "invalid":
          return t("error.invalid", { label });
        case "invalid-choice":
          return t("error.invalidChoice", { label });
        case "unknown-product":
          return t("error.unknownProduct");
        case "not-for-surface":
          return t("error.notForSurface", { surface: error.surface });
        case "not-for-exterior":
          return t("error.notForExterior");
        case "openings-too-large":
          return t("error.openingsTooLarge", {
            openings: withUnit(error.openings, error.unit),
            walls: withUnit(error.walls, error.unit),
          });
        case "area-too-large":
          return t("error.areaTooLarge", {
            area: withUnit(error.area, error.unit),
            max: withUnit(error.max, error.unit),
          });
      }
    },

    lineName: (kind: LineKind): string => t(`line.${kind}`),

    constantLabel(constant: ConstantUsed): string {
      switch (constant.id) {
        case "square-metres-per-square-foot":
          return t("constant.sqmPerSqft");
        case "wall-factor":
          return t("constant.wallFactor");
        case "door-size":
          return t("constant.doorSize");
        case "window-size":
          return t("constant.windowSize");
        case "wastage":
          return t("constant.wastage");
        case "coats":
          return t("constant.coats", { line: constant.line });
        case "coverage":
          return t("constant.coverage", { line: constant.line });
        case "putty-rate":
          return t("constant.puttyRate");
        case "pack-price":
          return t("constant.packPrice", {
            line: constant.line,
            size: size(constant.size, constant.unit),
          });
      }
    },

    constantValue(constant: ConstantUsed): string {
      switch (constant.id) {
        case "square-metres-per-square-foot":
          return t("value.sqmPerSqft", { value: n(constant.value, 8) });
        case "wall-factor":
          return n(constant.value);
        case "door-size":
        case "window-size":
          return `${n(constant.height)} × ${n(constant.width)} ${unit(constant.unit)}`;
        case "wastage":
          return `${n(constant.percent)}%`;
        case "coats":
          return n(constant.value, 0);
        case "coverage": {
          const range =
            constant.min === constant.max
              ? n(constant.min)
              : `${n(constant.min)}–${n(constant.max)}`;
          return t("value.coverage", {
            value: n(constant.value),
            per: unit(constant.unit),
            sqft: n(squareMetresToSquareFeet(constant.value), 1),
            range,
          });
        }
        case "putty-rate":
          return t("value.puttyRate", { value: n(constant.kgPer100SqFtPerCoat) });
        case "pack-price":
          return rupees(constant.price);
      }
    },

    source(source: ConstantSource): string {
      switch (source.kind) {
        case "default":
          return t(`reason.${source.name}`);
        case "input":
          return t("source.input");
        case "product":
          return t("source.product", { name: source.name });
        case "price-list":
          return t("source.priceList", { name: source.name, date: words.date(source.date) });
        case "definition":
          return t("source.definition");
      }
    },

    compareRowLabel: (row: CompareRow): string => t(`compare.row.${row}`),

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
          return t("compare.error.unknownProduct", { slug: error.slug });
        case "too-many":
          return t("compare.error.tooMany", { max: n(error.max), count: n(error.count) });
      }
    },
  };

  const compareCells: { [K in CompareRow]: (value: CompareFacts[K]) => string } = {
    finish: (finish) => finish,
    coverage: (c) =>
      t("compare.cell.coverage", {
        min: n(c.min),
        max: n(c.max),
        unit: unit(c.unit),
        sqftMin: n(c.sqftMin, 0),
        sqftMax: n(c.sqftMax, 0),
      }),
    coats: (coats) => n(coats, 0),
    warranty: (w) =>
      w.kind === "none"
        ? t("compare.cell.noWarranty", { reason: w.reason })
        : t("compare.cell.warranty", { years: w.years }),
    washability: (cycles) => t("compare.cell.washability", { cycles: n(cycles, 0) }),
    voc: (grams) =>
      grams === null
        ? t("compare.cell.vocNotStated")
        : t("compare.cell.voc", { grams: n(grams, 0) }),
    packs: (packs) => packs.map((p) => size(p.size, p.unit)).join(", "),
    pricePerUnit: (p) =>
      t("compare.cell.pricePerUnit", {
        price: rupees(p.cheapest.perUnit),
        unit: unit(p.unit),
        size: size(p.cheapest.size, p.unit),
        min: rupees(p.min),
        max: rupees(p.max),
      }),
    costPer100SqFt: (cost) => rupees(cost),
  };

  return words;
}

const cache = new Map<string, BudgetWords>();

/** The calculator's words in a language (made once per language). */
export function budgetWordsIn(locale: string): BudgetWords {
  let found = cache.get(locale);
  if (!found) cache.set(locale, (found = wordsFor(locale)));
  return found;
}

/** English, for the CRM remarks, staff and the tests. */
export const messages = budgetWordsIn("en");
