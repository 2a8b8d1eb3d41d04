import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/db-utils";
import { addressesInDatabase } from "./content-addresses.server";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

test("finds the addresses in the content tables, by table, column and row, and none elsewhere", async () => {
  const db = t.handle.db;
  const { id } = await db
    .insertInto("news_items")
    .values({
      title: "Story",
      summary: "Write to press@kamopaints.example",
      image: "",
      image_alt: "",
      link_url: "https://news.example.in/story",
      source: "Daily",
      published_on: "2026-01-02",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A visitor's address is their own business, not content to replace.
  await db
    .insertInto("leads")
    .values({
      form: "lets-talk",
      submission_key: "k1",
      name: "Visitor",
      email: "visitor@example.com",
      mobile: "9811042870",
      fields_json: '{"website":"https://visitor.example.com"}',
      spam: 0,
      spam_reason: null,
      client_ip: "10.0.0.1",
      user_agent: "test",
      created_at: new Date().toISOString(),
    })
    .execute();

  const found = await addressesInDatabase(db);
  expect(
    found.map(({ where, address, problem }) => ({ where, address, broken: !!problem })),
  ).toEqual([
    {
      where: `news_items.summary #${id}`,
      address: { kind: "email", value: "press@kamopaints.example" },
      broken: true,
    },
    {
      where: `news_items.link_url #${id}`,
      address: { kind: "url", value: "https://news.example.in/story" },
      broken: true,
    },
  ]);
});
