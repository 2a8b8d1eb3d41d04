import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from "pdf-lib";

/**
 * The checks of checkGeneratedPdf (tests/poppler.ts), read in this process by
 * pdf-lib, itself a PDF library other than pdfkit, which writes the files:
 * tagged with a structure tree whose root is the document and holds a heading,
 * the title shown by viewers, the document's language, every font embedded as
 * a subset with a Unicode map, and text in the script of its language (read
 * from the fonts' Unicode maps, which list only the glyphs the text uses).
 *
 * Poppler reads each file in four processes, about a quarter of a second of a
 * core per file here; the tests that make every product's or card's PDF check
 * each one this way and read a few with poppler too.
 */
export interface PdfFacts {
  pages: number;
  /** The structure types in the tree (Document, H1, Table, Figure…), each once. */
  structureTypes: Set<string>;
}

const name = (value: string) => PDFName.of(value);

export async function checkPdfFacts(
  bytes: Uint8Array,
  expected: { title: string; lang: "en" | "hi" },
): Promise<PdfFacts> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context, catalog } = document;
  const lookup = (value: PDFObject | undefined) =>
    value instanceof PDFRef ? context.lookup(value) : value;
  const dictOf = (value: PDFObject | undefined) => {
    const object = lookup(value);
    return object instanceof PDFDict ? object : undefined;
  };
  const textOf = (value: PDFObject | undefined) => {
    const object = lookup(value);
    return object instanceof PDFString || object instanceof PDFHexString
      ? object.decodeText()
      : undefined;
  };
  const problems: string[] = [];

  const markInfo = dictOf(catalog.get(name("MarkInfo")));
  if (lookup(markInfo?.get(name("Marked"))) !== PDFBool.True) problems.push("MarkInfo not Marked");
  const title = document.getTitle();
  if (!title?.includes(expected.title)) problems.push(`Title "${title}" lacks "${expected.title}"`);
  const preferences = dictOf(catalog.get(name("ViewerPreferences")));
  if (lookup(preferences?.get(name("DisplayDocTitle"))) !== PDFBool.True)
    problems.push("title not shown (DisplayDocTitle)");
  const tag = expected.lang === "hi" ? "hi-IN" : "en-IN";
  const lang = textOf(catalog.get(name("Lang")));
  if (lang !== tag) problems.push(`no /Lang (${tag}): ${lang}`);

  // The structure tree, from its root: the first element is the document.
  const structureTypes = new Set<string>();
  const root = dictOf(catalog.get(name("StructTreeRoot")));
  if (!root) problems.push("not tagged (no StructTreeRoot)");
  const kids = (element: PDFDict | undefined): PDFDict[] => {
    const k = lookup(element?.get(name("K")));
    const list = k instanceof PDFArray ? k.asArray() : k ? [k] : [];
    return list.map(dictOf).filter((kid): kid is PDFDict => kid?.has(name("S")) ?? false);
  };
  const top = kids(root);
  const typeOf = (element: PDFDict) => element.get(name("S"))?.toString().slice(1) ?? "";
  if (top.length !== 1 || typeOf(top[0]!) !== "Document")
    problems.push(`structure root "${top.map(typeOf).join(", ")}"`);
  for (let queue = top; queue.length > 0;) {
    const element = queue.pop()!;
    structureTypes.add(typeOf(element));
    queue.push(...kids(element));
  }
  if (!structureTypes.has("H1")) problems.push("no H1");

  // Every font as a reader's viewer meets it: embedded, subset, mapped to Unicode.
  let fonts = 0;
  let devanagari = false;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name("Type")) !== name("Font")) continue;
    const subtype = object.get(name("Subtype"))?.toString();
    // A composite font's descendant is read through its parent.
    if (subtype === "/CIDFontType0" || subtype === "/CIDFontType2") continue;
    fonts += 1;
    const fontName = object.get(name("BaseFont"))?.toString() ?? "(unnamed)";
    const descendants = lookup(object.get(name("DescendantFonts")));
    const described =
      descendants instanceof PDFArray ? dictOf(descendants.get(0)) : (object as PDFDict);
    const descriptor = dictOf(described?.get(name("FontDescriptor")));
    const embedded = ["FontFile", "FontFile2", "FontFile3"].some((key) =>
      descriptor?.has(name(key)),
    );
    const subset = /^\/[A-Z]{6}\+/.test(fontName);
    const toUnicode = lookup(object.get(name("ToUnicode")));
    if (!embedded || !subset || !(toUnicode instanceof PDFRawStream))
      problems.push(
        `font ${fontName}: emb ${embedded}, sub ${subset}, uni ${toUnicode instanceof PDFRawStream}`,
      );
    if (toUnicode instanceof PDFRawStream && mapsToDevanagari(toUnicode)) devanagari = true;
  }
  if (fonts === 0) problems.push("no fonts");
  if (expected.lang === "hi" && !devanagari) problems.push("no Devanagari in the text");
  if (expected.lang === "en" && devanagari) problems.push("Devanagari in an English file");

  if (problems.length) throw new Error(`${expected.title}: ${problems.join("; ")}`);
  return { pages: document.getPageCount(), structureTypes };
}

/** Whether a ToUnicode map sends any glyph to a Devanagari code point (U+0900-U+097F). */
function mapsToDevanagari(stream: PDFRawStream): boolean {
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  const hex = (block: string) => [...block.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!);
  const isDevanagari = (code: number) => code >= 0x0900 && code <= 0x097f;
  // A target is UTF-16BE: four hex digits per code unit.
  const units = (target: string) => (target.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    if (hex(block!).some((target, i) => i % 2 === 1 && units(target).some(isDevanagari)))
      return true;
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    // "<lo> <hi> <first>" (lo..hi to first, first + 1, …) or "<lo> <hi> [<each> …]".
    for (const [, lo, hi, first, list] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]{4})>|\[([^\]]*)\])/g,
    )) {
      if (list !== undefined && hex(list).some((target) => units(target).some(isDevanagari)))
        return true;
      if (first !== undefined) {
        const start = parseInt(first, 16);
        const end = start + parseInt(hi!, 16) - parseInt(lo!, 16);
        if (start <= 0x097f && end >= 0x0900) return true;
      }
    }
  return false;
}
