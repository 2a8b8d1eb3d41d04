import type { Seeder } from "~/db/seed.server";
import { nowIso } from "~/db/dialect";
import type { VisitArea } from "./areas";
import { insertArea } from "./store.server";

/**
 * Sample service areas, so a new site books visits in the cities our sample
 * dealers are in (and shows the phone-call fallback elsewhere, e.g. Chennai).
 * Staff change them at /staff/bookings/areas.
 */
const sampleAreas: Omit<VisitArea, "id">[] = [
  { name: "Mumbai and Thane", pins: ["400", "4016"] },
  { name: "Bengaluru", pins: ["560"] },
  { name: "Delhi NCR", pins: ["110", "1220", "2013"] },
  { name: "Pune", pins: ["411"] },
  { name: "Hyderabad", pins: ["500"] },
].map((area) => ({
  ...area,
  capacity: { morning: 4, afternoon: 4, evening: 2 },
  weeklyOff: [0],
  closedDates: ["2026-12-25", "2027-01-26", "2027-03-22"],
  active: true,
}));

export const visitAreasSeeder: Seeder = {
  name: "visit-areas",
  async seed(db) {
    const at = nowIso();
    for (const area of sampleAreas) await insertArea(db, area, at);
  },
};
