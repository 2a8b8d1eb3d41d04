import type { Dealer } from "~/dealers/dealer-record";
import type { PinData } from "~/places/pin-data";

/** A valid dealer in Lucknow (PIN 226001, Uttar Pradesh), with what a test needs changed. */
export const testDealer = (code: string, overrides: Partial<Dealer> = {}): Dealer => ({
  code,
  name: `Shop ${code}`,
  contactPerson: "Asha Verma",
  phone: "9812345678",
  whatsapp: true,
  address: "1, Station Road",
  locality: "Hazratganj",
  city: "Lucknow",
  district: "Lucknow",
  state: "Uttar Pradesh",
  pin: "226001",
  lat: 26.85,
  lon: 80.94,
  locationSource: "exact",
  hours: "Mon-Sat 09:30-20:30; Sun closed",
  products: ["interior-range"],
  paints: ["velvety"],
  active: true,
  ...overrides,
});

/**
 * A small, valid PIN directory file: two states, two districts, and three PINs
 * (one without a position) that tests of the schema and of the look-up share.
 */
export const testPinData: PinData = {
  source: {
    name: "test",
    package: "none@0.0.0",
    licence: "CC BY 4.0",
    url: "https://example.org/",
  },
  states: ["Rajasthan", "Uttar Pradesh"],
  districts: [
    [0, "Jaipur", 26.9, 75.8],
    [1, "Lucknow", 26.85, 80.95],
  ],
  pins: [
    [226010, 1, 26.86, 81.0, "Gomti Nagar"],
    [226099, 1, null, null, "Somewhere"],
    [302001, 0, 26.92, 75.79, "Jaipur GPO"],
  ],
};
