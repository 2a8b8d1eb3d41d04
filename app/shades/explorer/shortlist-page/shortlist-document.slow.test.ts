import { describe, expect, it } from "vitest";
import { checkGeneratedPdf } from "../../../../tests/poppler";
import { shortlistData } from "../explorer.server";
import { buildShortlistPdf } from "./shortlist-document";

describe("the shortlist as a PDF", () => {
  const { shades } = shortlistData(["KP-0513", "KP-0100", "KC-000-30-000"]);

  it("is tagged, embeds its fonts and names every shade in a figure, in English", async () => {
    const report = await checkGeneratedPdf(await buildShortlistPdf(shades, "en"), {
      title: "Shade shortlist",
      lang: "en",
    });
    expect(report.structure.match(/^\s+Figure/gm)).toHaveLength(3);
    expect(report.text).toContain("Peacock Breeze · KP-0513");
    expect(report.text).toContain(`HEX ${shades[0]!.hex.toUpperCase()}`);
    expect(report.text).toContain(`LRV ${shades[0]!.lrv.toFixed(1)}`);
    expect(report.text).toContain("Interior walls only");
    expect(report.info.Subject).toContain("3 shades");
  }, 60_000);

  it("is written in Hindi for a Hindi page, shade names and codes kept as printed", async () => {
    const report = await checkGeneratedPdf(await buildShortlistPdf(shades, "hi"), {
      title: "शेड सूची",
      lang: "hi",
    });
    const text = report.text.normalize("NFC");
    expect(text).toContain("Peacock Breeze · KP-0513");
    expect(text).toContain("फ़िरोज़ी");
    expect(text).toContain("इन पेंट में: Kamo Hi Sheen");
  }, 60_000);

  it("runs to a second page for a full list of twelve", async () => {
    const twelve = shortlistData(twelveCodes()).shades;
    expect(twelve).toHaveLength(12);
    const report = await checkGeneratedPdf(await buildShortlistPdf(twelve, "en"), {
      title: "Shade shortlist",
      lang: "en",
    });
    expect(Number(report.info.Pages)).toBe(2);
    expect(report.structure.match(/^\s+Figure/gm)).toHaveLength(12);
  }, 60_000);
});

function twelveCodes(): string[] {
  return Array.from({ length: 12 }, (_, i) => `KP-${String(500 + i).padStart(4, "0")}`);
}
