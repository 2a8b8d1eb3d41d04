import type { Surface } from "./estimate";

/**
 * The paint chosen for a visitor who has chosen none, by the surface they are
 * painting: a mid-priced paint every dealer stocks. The hand-over says it was
 * chosen for them, and the calculator lets them change it. Its own small
 * module so the plan's hand-overs in the browser and the visualiser's page
 * data on the server share it without the price list (catalogue.ts).
 */
export const SUGGESTED_PAINT: Readonly<Record<Surface, string>> = {
  interior: "velvety",
  exterior: "weather-classic",
};
