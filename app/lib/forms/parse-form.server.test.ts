import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkValues } from "./form-check";
import { parseForm } from "./parse-form.server";

const schema = z
  .object({
    title: z.string().trim().min(1, "Enter a title."),
    count: z.coerce.number().int().positive("Enter how many."),
    tags: z.unknown().transform((posted) => [posted].flat().filter((t) => t !== "")),
    note: z.string().max(5, "Keep the note short."),
  })
  .refine((v) => v.title !== v.note, { path: ["note"], message: "Say something new." });

const formOf = (entries: Array<[string, string | File]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("parseForm", () => {
  it("gives the schema's output for a good form", () => {
    const parsed = parseForm(
      formOf([
        ["title", " Hello "],
        ["count", "3"],
        ["tags", "a"],
        ["tags", "b"],
        ["note", ""],
      ]),
      schema,
    );
    expect(parsed).toEqual({
      ok: true,
      data: { title: "Hello", count: 3, tags: ["a", "b"], note: "" },
      values: { title: " Hello ", count: "3", tags: "a", note: "" },
    });
  });

  it("keeps the schema's own message for an empty field, one per field, and what was typed", () => {
    const parsed = parseForm(
      formOf([
        ["title", ""],
        ["count", "-1"],
        ["note", "far too long"],
        ["_csrf", "token"],
      ]),
      schema,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      title: "Enter a title.",
      count: "Enter how many.",
      note: "Keep the note short.",
    });
    // Only the schema's fields come back: never the CSRF token.
    expect(parsed.values).toEqual({ title: "", count: "-1", tags: "", note: "far too long" });
  });

  it("reads a field that was not sent as empty text, and a file as no text", () => {
    const parsed = parseForm(formOf([["note", new File(["x"], "x.txt")]]), schema);
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      title: "Enter a title.",
      count: "Enter how many.",
      note: "Invalid input: expected string, received File",
    });
    expect(parsed.values).toEqual({ title: "", count: "", tags: "", note: "" });
  });

  it("runs object-level rules and reads URLSearchParams too", () => {
    const parsed = parseForm(new URLSearchParams("title=Same&count=1&note=Same"), schema);
    expect(parsed.ok ? {} : parsed.errors).toEqual({ note: "Say something new." });
  });

  it("ignores conform's own control fields instead of failing on them", () => {
    const parsed = parseForm(
      formOf([
        ["title", "Hello"],
        ["count", "2"],
        ["note", ""],
        ["__intent__", "not json"],
        ["__state__", "{"],
      ]),
      schema,
    );
    expect(parsed.ok).toBe(true);
  });
});

describe("checkValues", () => {
  it("answers like parseForm for values already read", () => {
    const values = { title: "", count: "0", tags: [], note: "new" };
    const checked = checkValues(values, schema);
    expect(checked).toEqual({
      ok: false,
      values,
      errors: { title: "Enter a title.", count: "Enter how many." },
    });
  });

  it("names nested fields as conform does", () => {
    const nested = z.object({ rows: z.array(z.object({ qty: z.number("Enter a number.") })) });
    const checked = checkValues({ rows: [{ qty: 1 }, { qty: "x" }] }, nested);
    expect(checked.ok ? {} : checked.errors).toEqual({ "rows[1].qty": "Enter a number." });
  });
});
