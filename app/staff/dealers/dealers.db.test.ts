import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { testDealer } from "../../../tests/factories/dealers";
import { formatDealerCsv } from "~/dealers/dealer-csv";
import { nearestDealers } from "~/dealers/dealer-store.server";
import { pinDirectory } from "~/places/pin-directory.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import {
  DealerCodeTakenError,
  createDealer,
  importDealers,
  setDealerActive,
  updateDealer,
} from "./dealers.server";
import { countDealers, getDealer, listDealers } from "~/dealers/dealer-store.server";

let test: TestDatabase;
const db = () => test.handle.db;

const sales: StaffContext = {
  user: { id: 3, email: "ravi.kumar@kamopaints.example", name: "Ravi Kumar", roles: ["sales"] },
  csrfToken: "test",
  clientIp: "203.0.113.7",
  userAgent: "vitest",
  sessionId: "test-session",
  signInNotice: null,
};

const dealer = testDealer;

const all = { q: "", state: "", status: "all", location: "all", page: 1 } as const;
const auditActions = async () =>
  (await db().selectFrom("audit_log").select("action").orderBy("id").execute()).map(
    (row) => row.action,
  );

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.cleanup();
});

describe(`staff dealer changes on ${testDialect()}`, () => {
  it("adds, edits, deactivates and reactivates a dealer, each in the audit log", async () => {
    await createDealer(db(), sales, dealer("KPD-A0001"));
    await expect(createDealer(db(), sales, dealer("KPD-A0001"))).rejects.toBeInstanceOf(
      DealerCodeTakenError,
    );
    await updateDealer(db(), sales, "KPD-A0001", dealer("KPD-A0001", { name: "Verma Paints" }));
    expect((await getDealer(db(), "KPD-A0001"))?.name).toBe("Verma Paints");

    await setDealerActive(db(), sales, "KPD-A0001", false);
    expect((await nearestDealers(db(), { lat: 26.85, lon: 80.94 })).dealers).toEqual([]);
    expect(await countDealers(db(), { ...all, status: "inactive" })).toBe(1);
    await setDealerActive(db(), sales, "KPD-A0001", true);
    expect((await nearestDealers(db(), { lat: 26.85, lon: 80.94 })).dealers).toHaveLength(1);

    expect(await auditActions()).toEqual([
      "dealer.create",
      "dealer.update",
      "dealer.deactivate",
      "dealer.reactivate",
    ]);
    const entry = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "dealer.update")
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(sales.user.email);
    expect(JSON.parse(entry.before_json!).name).toBe("Shop KPD-A0001");
    expect(JSON.parse(entry.after_json!).name).toBe("Verma Paints");
  });

  it("imports a file whole: new codes added, known codes updated, one audit entry", async () => {
    const csv = formatDealerCsv([
      dealer("KPD-A0001", { name: "Verma Paints & Sons" }),
      dealer("KPD-B0001", {
        city: "Kanpur Nagar",
        district: "Kanpur Nagar",
        pin: "208001",
        lat: 26.47,
        lon: 80.35,
      }),
    ]);
    expect(await importDealers(db(), sales, csv, pinDirectory())).toEqual({
      ok: true,
      added: 1,
      updated: 1,
    });
    expect((await getDealer(db(), "KPD-A0001"))?.name).toBe("Verma Paints & Sons");
    expect((await getDealer(db(), "KPD-B0001"))?.city).toBe("Kanpur Nagar");
    expect((await auditActions()).at(-1)).toBe("dealer.import");
  });

  it("refuses a file with bad rows, naming each, and writes none of it", async () => {
    const before = await listDealers(db(), all);
    const auditBefore = await auditActions();
    const lines = formatDealerCsv([
      dealer("KPD-C0001"),
      dealer("KPD-C0002", { state: "Bihar" }),
      dealer("KPD-C0003"),
    ])
      .trimEnd()
      .split("\n");
    lines[3] = lines[3]!.replace("9812345678", "12345");
    const result = await importDealers(db(), sales, lines.join("\n") + "\n", pinDirectory());
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, column: "state", message: "PIN code 226001 is in Uttar Pradesh" },
        { line: 4, column: "phone", message: expect.any(String) },
      ],
    });
    expect(await listDealers(db(), all)).toEqual(before);
    expect(await auditActions()).toEqual(auditBefore);
  });

  it("rolls back the rows already written when the database refuses one half-way", async () => {
    const before = await listDealers(db(), all);
    // A rule the importer does not check, so the second row fails inside the
    // transaction, after the first was written.
    await db()
      .schema.createIndex("dealers_name_test")
      .on("dealers")
      .column("name")
      .unique()
      .execute();
    try {
      const csv = formatDealerCsv([
        dealer("KPD-D0001"),
        dealer("KPD-D0002", { name: before[0]!.name }),
      ]);
      await expect(importDealers(db(), sales, csv, pinDirectory())).rejects.toThrow();
      expect(await listDealers(db(), all)).toEqual(before);
    } finally {
      await db().schema.dropIndex("dealers_name_test").execute();
    }
  });

  it("imports a file from before issue 42, with a shop without coordinates: placed at its PIN's centre, marked, found by staff", async () => {
    const old = formatDealerCsv([dealer("KPD-E0001", { products: ["exterior-range"], paints: [] })])
      .replace(",paints,", ",")
      .replace(/,26\.85000,80\.94000,(.*),,yes\n/, ",,,$1,yes\n");
    expect(old.split("\n")[0]).not.toContain("paints");
    expect(await importDealers(db(), sales, old, pinDirectory())).toEqual({
      ok: true,
      added: 1,
      updated: 0,
    });
    const placed = (await getDealer(db(), "KPD-E0001"))!;
    const centre = pinDirectory().find("226001")!.point!;
    expect(placed).toMatchObject({ locationSource: "pin", lat: centre.lat, lon: centre.lon });
    expect(placed.paints).toContain("weather-classic-max");
    // Staff find the shops to fix, and the export leaves their coordinates for them to fill in.
    expect((await listDealers(db(), { ...all, location: "pin" })).map((d) => d.code)).toEqual([
      "KPD-E0001",
    ]);
    const exported = formatDealerCsv(await listDealers(db(), { ...all, location: "pin" }));
    expect(exported.split("\n")[1]).toContain(",226001,,,");
    // Given the shop's own point, it is exact.
    await updateDealer(db(), sales, "KPD-E0001", {
      ...placed,
      lat: 26.8501,
      lon: 80.9402,
      locationSource: "exact",
    });
    expect(await getDealer(db(), "KPD-E0001")).toMatchObject({
      locationSource: "exact",
      lat: 26.8501,
    });
    expect(await countDealers(db(), { ...all, location: "pin" })).toBe(0);
  });

  it("searches by code, name, city or PIN, and by state", async () => {
    expect((await listDealers(db(), { ...all, q: "kanpur" })).map((d) => d.code)).toEqual([
      "KPD-B0001",
    ]);
    expect(await countDealers(db(), { ...all, q: "208001" })).toBe(1);
    expect(await countDealers(db(), { ...all, q: "50%" })).toBe(0);
    expect(await countDealers(db(), { ...all, state: "Uttar Pradesh" })).toBe(3);
    expect(await countDealers(db(), { ...all, state: "Bihar" })).toBe(0);
  });
});
