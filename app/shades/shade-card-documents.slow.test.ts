import { describe, expect, it } from "vitest";
import { cardShades, shadeCards } from "~/shades/cards";
import { shadeCardPdf } from "~/downloads/downloads.server";
import { checkPdfFacts } from "../../tests/pdf-facts";
import { checkGeneratedPdf } from "../../tests/poppler";
import { cardIn } from "./card-document-text";

describe("shade cards and colour guides", () => {
  it("are tagged, embed their fonts and exist in English and Hindi for every card", async () => {
    // Every file is read in this process (pdf-lib); poppler, the reader's own
    // library, reads the largest in each language, where a layout problem
    // shows first, and the first card's (tests/pdf-facts.ts).
    for (const lang of ["en", "hi"] as const) {
      let largest: { bytes: Uint8Array; title: string } | undefined;
      for (const [index, card] of shadeCards.entries()) {
        const pdf = await shadeCardPdf(card.id, lang);
        expect(pdf, `${card.id} ${lang}`).toBeDefined();
        // A Hindi card's title is its Hindi title (product names stay Latin).
        const title = cardIn(card, lang).title;
        await checkPdfFacts(pdf!.bytes, { title, lang });
        expect(pdf!.filename.endsWith(lang === "hi" ? "-hi.pdf" : ".pdf")).toBe(true);
        if (index === 0) await checkGeneratedPdf(pdf!.bytes, { title, lang });
        if (pdf!.bytes.length > (largest?.bytes.length ?? 0))
          largest = { bytes: pdf!.bytes, title };
      }
      expect(largest).toBeDefined();
      await checkGeneratedPdf(largest!.bytes, { title: largest!.title, lang });
    }
  }, 240_000);

  it("lists all 500 Kamosilky shades over several pages, each a figure named in its alternative text", async () => {
    const report = await checkGeneratedPdf((await shadeCardPdf("distemper"))!.bytes, {
      title: "Distemper",
      lang: "en",
    });
    expect(report.info.Subject).toContain("500 shades");
    expect(Number(report.info.Pages)).toBeGreaterThan(5);
    expect(report.structure.match(/^\s+Figure/gm)).toHaveLength(500);
    expect(cardShades()).toHaveLength(500);
  }, 60_000);

  it("writes the Hindi card text and keeps the shade names and codes as printed", async () => {
    const report = await checkGeneratedPdf((await shadeCardPdf("weather-supreme", "hi"))!.bytes, {
      title: "Weather Supreme शेड कार्ड",
      lang: "hi",
    });
    const text = report.text.normalize("NFC");
    expect(text).toContain("Weather Supreme का एक्सटीरियर शेड कार्ड।");
    expect(text).toContain("लाल रंग");
    expect(text).toMatch(/KP-\d{4}/);
    expect(text).toContain("Sindoor Mist");
  }, 60_000);

  it("answers undefined for unknown cards", async () => {
    expect(await shadeCardPdf("no-such-card")).toBeUndefined();
  });
});
