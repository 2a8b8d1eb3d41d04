import type { PriceList } from "./schema";

/** The price list every `price` in the product and undercoat records comes from. */
export const priceList: PriceList = {
  date: "2026-10-01",
  note: "Maximum retail prices including GST, for the white base, from our price list of 1 October 2026. Your dealer's price may differ, and deep shades tinted at the counter can cost more.",
};
