import { describe, expect, it } from "vitest";
import { productPdf } from "~/downloads/downloads.server";
import { checkPdfFacts } from "../pdf-facts";

/** The file with one piece of its text replaced, same length, so its cross-reference table still holds. */
function planted(bytes: Uint8Array, from: RegExp, to: (found: string) => string): Uint8Array {
  const text = Buffer.from(bytes).toString("latin1");
  const found = from.exec(text)?.[0];
  expect(found, `${from} in the file`).toBeDefined();
  const replacement = to(found!);
  expect(replacement).toHaveLength(found!.length);
  return Buffer.from(text.replace(found!, replacement), "latin1");
}

describe("checkPdfFacts", () => {
  it("passes a brochure as made, in each language, with its pages and structure", async () => {
    for (const lang of ["en", "hi"] as const) {
      const pdf = await productPdf("weather-supreme", "brochure", lang);
      const facts = await checkPdfFacts(pdf!.bytes, { title: "Weather Supreme", lang });
      expect(facts.pages).toBeGreaterThanOrEqual(1);
      expect([...facts.structureTypes]).toEqual(
        expect.arrayContaining(["Document", "H1", "Table"]),
      );
    }
  });

  it("names each thing a reader's viewer would miss", async () => {
    const { bytes } = (await productPdf("weather-supreme", "brochure", "en"))!;
    const check = (file: Uint8Array, lang: "en" | "hi" = "en", title = "Weather Supreme") =>
      checkPdfFacts(file, { title, lang });
    await expect(check(bytes, "en", "Velvety")).rejects.toThrow('lacks "Velvety"');
    await expect(check(bytes, "hi")).rejects.toThrow("no Devanagari in the text");
    const hindi = (await productPdf("weather-supreme", "brochure", "hi"))!.bytes;
    await expect(check(hindi, "en")).rejects.toThrow("Devanagari in an English file");
    const cases: Array<[RegExp, (found: string) => string, string]> = [
      [/\/Marked true/, () => "/Marked null", "MarkInfo not Marked"],
      [/\/DisplayDocTitle true/, () => "/DisplayDocTitle null", "title not shown"],
      [/\/Lang \(en-IN\)/, () => "/Lang (en-US)", "no /Lang (en-IN)"],
      [/\/S \/H1\b/, () => "/S /P1", "no H1"],
      [/\/S \/Document/, () => "/S /Sectiona", 'structure root "Sectiona"'],
      [/\/FontFile2/, () => "/FontFileX", "emb false"],
      [/\/ToUnicode/, () => "/ToUnicodX", "uni false"],
      [/\/Type0\s+\/BaseFont \/[A-Z]{6}\+/, (found) => found.replace("+", "-"), "sub false"],
    ];
    for (const [from, to, message] of cases)
      await expect(check(planted(bytes, from, to)), String(from)).rejects.toThrow(message);
  });
});
