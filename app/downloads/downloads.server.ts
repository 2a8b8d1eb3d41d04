import { findProduct } from "~/products/content";
import { findShadeCard } from "~/shades/cards";
import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/security.server";
import { isPdfLanguage, type PdfLanguage } from "~/ui/pdf-layout";
import { buildPdf, type PdfJob, type ProductDocument } from "./pdf-jobs";

export type { ProductDocument } from "./pdf-jobs";

/**
 * Generated PDFs by URL, kept in memory once made: they depend only on the
 * content files, which change only with a deploy, so every request after the
 * first is served from here. There are about a hundred (products, documents,
 * cards and languages), so all of them together are a few MB. Each is made by
 * `make`: here, by default; the download routes make them in the PDF workers,
 * within the limit on PDFs made at once (generated-pdfs.server.ts, ADR 38). A
 * making that fails or is refused is not kept.
 */
const made = new Map<string, Promise<Uint8Array>>();

function once(key: string, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let pdf = made.get(key);
  if (!pdf) {
    pdf = build();
    made.set(key, pdf);
    pdf.catch(() => made.delete(key));
  }
  return pdf;
}

/** Makes the PDF a job describes (or throws, e.g. a PdfRefusal when too many are being made). */
export type MakePdf = (job: PdfJob) => Promise<Uint8Array>;

const makeHere: MakePdf = buildPdf;

/**
 * The language a download is asked for in: `?lang=hi` on the shared
 * /downloads/... paths (one path for every page language, so links from
 * /hi pages add the parameter). Anything else is English; an unknown
 * language is not an error, the English file is the one that exists.
 */
export function pdfLanguageOf(request: Request): PdfLanguage {
  const lang = new URL(request.url).searchParams.get("lang");
  return isPdfLanguage(lang) ? lang : "en";
}

/** "-hi" in a Hindi file's name, so a saved English and Hindi copy do not overwrite each other. */
const languageSuffix = (lang: PdfLanguage) => (lang === "en" ? "" : `-${lang}`);

export async function productPdf(
  slug: string,
  document: ProductDocument,
  lang: PdfLanguage = "en",
  make: MakePdf = makeHere,
): Promise<{ bytes: Uint8Array; filename: string } | undefined> {
  const product = findProduct(slug);
  if (!product) return undefined;
  const bytes = await once(`${product.slug}/${document}/${lang}`, () =>
    make({ kind: "product", slug: product.slug, document, lang }),
  );
  const base = product.slug.toLowerCase();
  return { bytes, filename: `kamo-paints-${base}-${document}${languageSuffix(lang)}.pdf` };
}

export async function shadeCardPdf(
  id: string,
  lang: PdfLanguage = "en",
  make: MakePdf = makeHere,
): Promise<{ bytes: Uint8Array; filename: string } | undefined> {
  const card = findShadeCard(id);
  if (!card) return undefined;
  const bytes = await once(`shade-card/${card.id}/${lang}`, () =>
    make({ kind: "shade-card", id: card.id, lang }),
  );
  const suffix = card.kind === "shades" ? "-shade-card" : "";
  return { bytes, filename: `kamo-paints-${card.id}${suffix}${languageSuffix(lang)}.pdf` };
}

/** The response for a generated PDF: shown in the browser's viewer, saved under a sensible name. */
export function pdfResponse(pdf: { bytes: Uint8Array; filename: string }): Response {
  return new Response(pdf.bytes as BodyInit, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.byteLength),
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, a PDF is a document of this site; it may run and load nothing.
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    },
  });
}
