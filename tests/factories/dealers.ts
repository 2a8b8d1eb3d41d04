import type { Dealer } from "~/dealers/dealer-record";

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
  hours: "Mon-Sat 09:30-20:30; Sun closed",
  products: ["interior-range"],
  active: true,
  ...overrides,
});
