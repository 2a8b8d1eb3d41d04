import {
  CONTENT_WIDTH,
  MARGIN,
  addPageWithHeader,
  brand,
  createDocument,
  finishWithFooters,
  heading,
  paragraph,
  type PdfLanguage,
} from "~/ui/pdf-layout";
import { colourMessages } from "../messages";
import { shortlistMessages } from "./messages";
import type { shortlistData } from "../explorer.server";

/**
 * The shortlist as a PDF (ADR 26: pdfkit through our writer, tagged, fonts
 * embedded, English or Hindi), drawn from the same data as the page: one row
 * per shade with its swatch (a figure named in its alternative text), name,
 * code, HEX, RGB, LRV, family, where it goes and the paints it comes in.
 */
type ShortlistShade = ReturnType<typeof shortlistData>["shades"][number];

const ROW = 78;
const SWATCH = 64;

export function buildShortlistPdf(
  shades: ShortlistShade[],
  lang: PdfLanguage,
): Promise<Uint8Array> {
  const t = shortlistMessages.in(lang);
  const tc = colourMessages.in(lang);
  const title = t("pdf.title");
  const w = createDocument({
    title,
    subject: t("pdf.summary", { count: shades.length }),
    keywords: shades.map((s) => s.code),
    lang,
  });
  let y = addPageWithHeader(w, t("pdf.kind"));
  heading(w, "H1", title, y);
  y =
    paragraph(w, t("pdf.summary", { count: shades.length }), {
      x: MARGIN,
      y: y - 22,
      width: CONTENT_WIDTH,
      face: "regular",
      size: 9.5,
      color: brand.muted,
    }) - 8;
  const textX = MARGIN + SWATCH + 14;
  const textWidth = CONTENT_WIDTH - SWATCH - 14;
  w.group("L", {}, () => {
    for (const shade of shades) {
      if (y - ROW < 56) y = addPageWithHeader(w, t("pdf.kind"));
      const top = y;
      w.group("LI", {}, () => {
        w.tag("Figure", { alt: t("pdf.swatchAlt", { name: shade.name, code: shade.code }) }, () =>
          w.rect({
            x: MARGIN,
            y: top - SWATCH,
            width: SWATCH,
            height: SWATCH,
            color: shade.hex,
            borderColor: brand.line,
            borderWidth: 0.5,
          }),
        );
        w.group("LBody", {}, () => {
          w.tag("P", {}, () =>
            w.text(`${shade.name} · ${shade.code}`, {
              x: textX,
              y: top - 12,
              size: 12,
              face: "bold",
              color: brand.ink,
            }),
          );
          const rgb = [1, 3, 5].map((i) => parseInt(shade.hex.slice(i, i + 2), 16)).join(", ");
          const lines = [
            t("pdf.details", { hex: shade.hex.toUpperCase(), rgb, lrv: shade.lrv.toFixed(1) }),
            `${tc(`family.${shade.family}`)} · ${shade.exterior ? tc("shade.useBoth") : tc("shade.useInterior")}`,
            t("pdf.products", { products: shade.products.join(", ") }),
          ];
          paragraph(w, lines.join("\n"), {
            x: textX,
            y: top - 27,
            width: textWidth,
            face: "regular",
            size: 8.5,
            color: brand.muted,
            leading: 11.5,
          });
        });
      });
      y -= ROW;
    }
  });
  return finishWithFooters(w, title);
}
