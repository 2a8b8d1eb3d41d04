import { describe, expect, it } from "vitest";
import { catalogueSeeder } from "~/catalogue/seed.server";
import { contentSeeder } from "~/editorial/seed.server";
import { contentHindiSeeder } from "~/editorial/seed-hi.server";
import { dealersSeeder, localityDealersSeeder } from "~/dealers/seed.server";
import { calendarSeeder } from "~/investors/calendar/store.server";
import { investorDocumentsSeeder } from "~/investors/documents/seed.server";
import { visitAreasSeeder } from "~/leads/booking/seed.server";
import { sampleContentSeeders } from "./seeders.server";

describe("sampleContentSeeders", () => {
  it("registers each domain's seeder under its own name, in order", () => {
    // The name is the key recording that a seeder ran: a mismatch would seed twice.
    expect(sampleContentSeeders.map((s) => s.name)).toEqual([
      catalogueSeeder.name,
      investorDocumentsSeeder.name,
      calendarSeeder.name,
      contentSeeder.name,
      contentHindiSeeder.name,
      dealersSeeder.name,
      localityDealersSeeder.name,
      visitAreasSeeder.name,
    ]);
  });
});
