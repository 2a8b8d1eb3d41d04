import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * What poppler (poppler-utils: pdfinfo, pdffonts, pdftotext) reads from a
 * PDF: the checks a reader's PDF viewer and a screen reader depend on, made
 * by a PDF library other than the one that wrote the file.
 */
export interface PopplerReport {
  /** pdfinfo's "Key: value" lines. */
  info: Record<string, string>;
  /** pdffonts' rows. */
  fonts: { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean }[];
  /** pdfinfo -struct: the structure tree, one element per line, indented. */
  structure: string;
  /** pdftotext's text. */
  text: string;
}

// Asynchronous, so a test worker stays responsive to the runner while poppler reads.
const run = async (tool: string, args: string[]) =>
  (await promisify(execFile)(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })).stdout;

export async function readWithPoppler(bytes: Uint8Array): Promise<PopplerReport> {
  const dir = await mkdtemp(path.join(tmpdir(), "poppler-"));
  const file = path.join(dir, "file.pdf");
  try {
    await writeFile(file, bytes);
    const [infoText, fontsText, structure, text] = await Promise.all([
      run("pdfinfo", ["-enc", "UTF-8", file]),
      run("pdffonts", [file]),
      run("pdfinfo", ["-struct", file]),
      run("pdftotext", ["-enc", "UTF-8", file, "-"]),
    ]);
    const info = Object.fromEntries(
      infoText
        .split("\n")
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    );
    // Rows after the dashed rule; the columns from the right are fixed (emb sub uni object ID).
    const fonts = fontsText
      .split("\n")
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        const [emb, sub, uni] = cols.slice(-5, -2);
        return {
          name: cols[0]!,
          type: cols.slice(1, -6).join(" "),
          embedded: emb === "yes",
          subset: sub === "yes",
          unicode: uni === "yes",
        };
      });
    return { info, fonts, structure, text };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const devanagari = /[\u0900-\u097f]/;

/**
 * The accessibility and font checks every generated PDF passes (ADR 26):
 * tagged with a structure tree that starts with the document and its heading,
 * the title shown by viewers, the document's language, every font embedded
 * as a subset with a Unicode map, and text in the script of its language.
 * Returns the report so a test can check more.
 */
export async function checkGeneratedPdf(
  bytes: Uint8Array,
  expected: { title: string; lang: "en" | "hi" },
): Promise<PopplerReport> {
  const report = await readWithPoppler(bytes);
  const raw = Buffer.from(bytes).toString("latin1");
  const problems: string[] = [];
  if (report.info.Tagged !== "yes") problems.push(`Tagged: ${report.info.Tagged}`);
  if (!report.info.Title?.includes(expected.title))
    problems.push(`Title "${report.info.Title}" lacks "${expected.title}"`);
  if (!raw.includes("/DisplayDocTitle true")) problems.push("title not shown (DisplayDocTitle)");
  if (!raw.includes("/Marked true")) problems.push("MarkInfo not Marked");
  const tag = expected.lang === "hi" ? "hi-IN" : "en-IN";
  if (!raw.includes(`/Lang (${tag})`)) problems.push(`no /Lang (${tag})`);
  if (report.fonts.length === 0) problems.push("no fonts");
  for (const font of report.fonts)
    if (!font.embedded || !font.subset || !font.unicode)
      problems.push(
        `font ${font.name}: emb ${font.embedded}, sub ${font.subset}, uni ${font.unicode}`,
      );
  const structure = report.structure.split("\n");
  if (structure[0]?.trim() !== "Document") problems.push(`structure root "${structure[0]}"`);
  if (!structure.some((line) => line.trim().startsWith("H1"))) problems.push("no H1");
  const hasDevanagari = devanagari.test(report.text);
  if (expected.lang === "hi" && !hasDevanagari) problems.push("no Devanagari in the text");
  if (expected.lang === "en" && hasDevanagari) problems.push("Devanagari in an English file");
  if (problems.length) throw new Error(`${expected.title}: ${problems.join("; ")}`);
  return report;
}

/** One word as `pdftotext -bbox` places it: its page (from 1), text and box in points, y down. */
export interface PlacedWord {
  page: number;
  pageWidth: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word of a PDF with its box (poppler's `pdftotext -bbox`), to check nothing runs off a page. */
export async function readWordBoxes(bytes: Uint8Array): Promise<PlacedWord[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "poppler-"));
  const file = path.join(dir, "file.pdf");
  try {
    await writeFile(file, bytes);
    const html = await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"]);
    const words: PlacedWord[] = [];
    let page = 0;
    let pageWidth = 0;
    const attr = (tag: string, name: string) =>
      Number(new RegExp(`${name}="([^"]+)"`).exec(tag)![1]);
    for (const match of html.matchAll(/<page [^>]*>|<word [^>]*>([^<]*)<\/word>/g)) {
      if (match[0].startsWith("<page")) {
        page++;
        pageWidth = attr(match[0], "width");
        continue;
      }
      words.push({
        page,
        pageWidth,
        text: match[1]!.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">"),
        xMin: attr(match[0], "xMin"),
        xMax: attr(match[0], "xMax"),
        yMin: attr(match[0], "yMin"),
        yMax: attr(match[0], "yMax"),
      });
    }
    return words;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The link annotations' URLs, page by page (poppler's `pdfinfo -url`). */
export async function readLinkUrls(bytes: Uint8Array): Promise<{ page: number; url: string }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "poppler-"));
  const file = path.join(dir, "file.pdf");
  try {
    await writeFile(file, bytes);
    const out = await run("pdfinfo", ["-url", file]);
    // "Page  Type          URL" then rows: "   2  Annotation    http://…"
    return out
      .split("\n")
      .map((line) => /^\s*(\d+)\s+Annotation\s+(\S+)\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ page: Number(m[1]), url: m[2]! }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
