import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The budget calculator and the product comparison (ADR 30). */
export const paintBudgetPages: RouteConfigEntry[] = [
  route("paint-budget-calculator", "paint-budget/routes/paint-budget-calculator.tsx"),
  route("compare", "paint-budget/routes/compare.tsx"),
];

/** The estimate as a PDF: one path for every language (?lang=hi). */
export const paintBudgetEndpoints: RouteConfigEntry[] = [
  route(
    "downloads/paint-budget-estimate.pdf",
    "paint-budget/routes/downloads.paint-budget-estimate[.]pdf.ts",
  ),
];
