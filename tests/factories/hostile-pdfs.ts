import type { PDFRef } from "pdf-lib";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  type PDFPage,
} from "pdf-lib";

/**
 * PDFs for testing the upload check (lib/pdf/active-content.ts), built with
 * pdf-lib: ordinary ones it must accept, and one hostile file per feature it
 * must refuse. Each hostile file is otherwise a normal one-page document, so
 * only the feature can be the reason for a refusal.
 *
 * `objectStreams` (pdf-lib's default) packs the objects into compressed object
 * streams, where a byte search sees nothing; without it they are plain text.
 */
export interface BuildOptions {
  objectStreams?: boolean;
}

interface Parts {
  doc: PDFDocument;
  page: PDFPage;
}

async function build(
  title: string,
  addFeature: (parts: Parts) => void | Promise<void>,
  { objectStreams = true }: BuildOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const page = doc.addPage([595, 842]);
  page.drawText(title, {
    x: 50,
    y: 780,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  await addFeature({ doc, page });
  return doc.save({ useObjectStreams: objectStreams });
}

const script = "app.alert('Your shares are at risk. Click OK to verify your account.');";

function javascriptAction(doc: PDFDocument): PDFDict {
  return doc.context.obj({ S: "JavaScript", JS: PDFString.of(script) });
}

/** Adds an annotation to the page; `entries` is a dictionary of its own entries (Subtype, A, …). */
function addAnnotation(doc: PDFDocument, page: PDFPage, entries: PDFDict): void {
  const annotation = doc.context.obj({
    Type: "Annot",
    Rect: [50, 700, 250, 720],
    Border: [0, 0, 0],
  });
  for (const [key, value] of entries.entries()) annotation.set(key, value);
  const ref = doc.context.register(annotation);
  const existing = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (existing) existing.push(ref);
  else page.node.set(PDFName.of("Annots"), doc.context.obj([ref]));
}

/** An ordinary document: a page of text with link annotations to a web page and to itself, opening at page 1 as Word writes it. */
export function ordinaryPdf(options?: BuildOptions): Promise<Uint8Array> {
  return build(
    "Outcome of the board meeting held on 12 November 2026",
    ({ doc, page }) => {
      addAnnotation(
        doc,
        page,
        doc.context.obj({
          Subtype: "Link",
          A: doc.context.obj({
            S: "URI",
            URI: PDFString.of("https://www.kamopaints.example/investors"),
          }),
        }),
      );
      addAnnotation(doc, page, doc.context.obj({ Subtype: "Link", Dest: [page.ref, "Fit"] }));
      addAnnotation(
        doc,
        page,
        doc.context.obj({
          Subtype: "Link",
          A: doc.context.obj({ S: "GoTo", D: [page.ref, "XYZ", null, null, 0] }),
        }),
      );
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([page.ref, "Fit"]));
    },
    options,
  );
}

export type HostileFeature =
  | "javascript"
  | "launch"
  | "embedded-file"
  | "rich-media"
  | "xfa-form"
  | "open-action"
  | "additional-action";

export interface HostilePdf {
  name: string;
  /** What a visitor's reader would do with it. */
  description: string;
  /** What the check must report (in its order: the most dangerous first). */
  features: HostileFeature[];
  build: (options?: BuildOptions) => Promise<Uint8Array>;
}

/** One hostile PDF per way of carrying something a reader could run or open. */
export const hostilePdfs: HostilePdf[] = [
  {
    name: "javascript-name-tree",
    description: "document-level JavaScript in the /Names /JavaScript tree",
    features: ["javascript"],
    build: (options) =>
      build(
        "Document-level script",
        ({ doc }) => {
          const tree = doc.context.obj({
            Names: [PDFString.of("init"), doc.context.register(javascriptAction(doc))],
          });
          doc.catalog.set(PDFName.of("Names"), doc.context.obj({ JavaScript: tree }));
        },
        options,
      ),
  },
  {
    name: "javascript-open-action",
    description: "JavaScript run by /OpenAction as the file opens",
    features: ["javascript", "open-action"],
    build: (options) =>
      build(
        "Script on opening",
        ({ doc }) =>
          doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(javascriptAction(doc))),
        options,
      ),
  },
  {
    name: "uri-open-action",
    description: "/OpenAction that sends the reader to a web address by itself",
    features: ["open-action"],
    build: (options) =>
      build(
        "Web page on opening",
        ({ doc }) =>
          doc.catalog.set(
            PDFName.of("OpenAction"),
            doc.context.obj({ S: "URI", URI: PDFString.of("https://phish.example/kamo-login") }),
          ),
        options,
      ),
  },
  {
    name: "javascript-link",
    description: "a link annotation whose action is JavaScript",
    features: ["javascript"],
    build: (options) =>
      build(
        "Script behind a link",
        ({ doc, page }) =>
          addAnnotation(doc, page, doc.context.obj({ Subtype: "Link", A: javascriptAction(doc) })),
        options,
      ),
  },
  {
    name: "page-open-script",
    description: "JavaScript in the page's /AA (runs when the page is shown)",
    features: ["javascript", "additional-action"],
    build: (options) =>
      build(
        "Script on showing the page",
        ({ doc, page }) =>
          page.node.set(PDFName.of("AA"), doc.context.obj({ O: javascriptAction(doc) })),
        options,
      ),
  },
  {
    name: "page-open-launch",
    description: "a Launch action in the page's /AA (starts a program when the page is shown)",
    features: ["launch", "additional-action"],
    build: (options) =>
      build(
        "Program on showing the page",
        ({ doc, page }) =>
          page.node.set(
            PDFName.of("AA"),
            doc.context.obj({
              O: doc.context.obj({
                S: "Launch",
                Win: { F: PDFString.of("cmd.exe"), P: PDFString.of("/c calc") },
              }),
            }),
          ),
        options,
      ),
  },
  {
    name: "launch-link",
    description: "a link annotation that launches a program",
    features: ["launch"],
    build: (options) =>
      build(
        "Program behind a link",
        ({ doc, page }) =>
          addAnnotation(
            doc,
            page,
            doc.context.obj({
              Subtype: "Link",
              A: doc.context.obj({ S: "Launch", F: PDFString.of("invoice.exe") }),
            }),
          ),
        options,
      ),
  },
  {
    name: "embedded-file",
    description: "an attached file in /EmbeddedFiles (pdf-lib's attach)",
    features: ["embedded-file"],
    build: (options) =>
      build(
        "Attached file",
        async ({ doc }) =>
          doc.attach(new TextEncoder().encode("MZ not really a program"), "invoice.exe", {
            mimeType: "application/octet-stream",
            description: "Invoice",
          }),
        options,
      ),
  },
  {
    name: "file-attachment-annotation",
    description: "a file attached to a page through a FileAttachment annotation",
    features: ["embedded-file"],
    build: (options) =>
      build(
        "File on the page",
        ({ doc, page }) => {
          const file = doc.context.register(
            doc.context.flateStream(new TextEncoder().encode("payload"), { Type: "EmbeddedFile" }),
          );
          addAnnotation(
            doc,
            page,
            doc.context.obj({
              Subtype: "FileAttachment",
              FS: doc.context.obj({
                Type: "Filespec",
                F: PDFString.of("payload.bin"),
                EF: { F: file },
              }),
            }),
          );
        },
        options,
      ),
  },
  {
    name: "rich-media",
    description: "a RichMedia (Flash) annotation",
    features: ["rich-media"],
    build: (options) =>
      build(
        "Flash on the page",
        ({ doc, page }) =>
          addAnnotation(
            doc,
            page,
            doc.context.obj({
              Subtype: "RichMedia",
              RichMediaContent: { Assets: { Names: [] }, Configurations: [] },
            }),
          ),
        options,
      ),
  },
  {
    name: "xfa-form",
    description: "an XFA form (its XML can carry scripts)",
    features: ["xfa-form"],
    build: (options) =>
      build(
        "XFA form",
        ({ doc }) =>
          doc.catalog.set(
            PDFName.of("AcroForm"),
            doc.context.obj({
              Fields: [],
              XFA: doc.context.register(
                doc.context.flateStream(
                  new TextEncoder().encode(
                    '<xdp:xdp><script contentType="application/x-javascript">app.alert(1)</script></xdp:xdp>',
                  ),
                ),
              ),
            }),
          ),
        options,
      ),
  },
];

/**
 * JavaScript behind names written with lower-case #xx escapes (/#4a#53 is
 * /JS), which pdf-lib leaves undecoded and readers decode. Written without
 * object streams, then the names are rewritten in the bytes.
 */
export async function escapedNamesPdf(): Promise<Uint8Array> {
  const plain = await build(
    "Escaped names",
    ({ doc }) =>
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(javascriptAction(doc))),
    { objectStreams: false },
  );
  const text = Buffer.from(plain).toString("latin1");
  const rewritten = text
    .replace("/OpenAction", "/Op#65n#41ction")
    .replace("/JavaScript", "/#4aava#53cript")
    .replace("/JS ", "/#4a#53 ");
  if (rewritten === text) throw new Error("escapedNamesPdf: nothing to rewrite");
  return Buffer.from(rewritten, "latin1");
}

/**
 * An OpenAction that points at an object kept in an object stream whose /Type
 * is disguised, so pdf-lib does not unpack it (a reader finds it through the
 * cross-reference table). The stream is compressed: no byte search finds it.
 */
export async function disguisedObjectStreamPdf(): Promise<Uint8Array> {
  return build(
    "Disguised object stream",
    ({ doc }) => {
      const hidden = doc.context.nextRef();
      const body = `<< /S /JavaScript /JS (${script}) >>`;
      const header = `${hidden.objectNumber} 0 `;
      const stream = doc.context.flateStream(new TextEncoder().encode(header + body), {
        Type: "XRefStm", // anything but /ObjStm
        N: 1,
        First: header.length,
      });
      doc.context.register(stream);
      doc.catalog.set(PDFName.of("OpenAction"), hidden);
    },
    { objectStreams: false },
  );
}

/**
 * A JavaScript action hidden inside another stream's data, where pdf-lib
 * reads only stream bytes but a reader sent there by a cross-reference entry
 * would find an object.
 */
export async function objectInsideStreamDataPdf(): Promise<Uint8Array> {
  return build(
    "Object inside stream data",
    ({ doc }) => {
      const smuggled = `\n99 0 obj\n<< /S /JavaScript /JS (${script}) >>\nendobj\n`;
      doc.context.register(doc.context.stream(new TextEncoder().encode(smuggled)));
    },
    { objectStreams: false },
  );
}

/**
 * Two GoTo actions that follow each other through /Next for ever, set as the
 * OpenAction; `alsoNext` joins the second one's /Next list.
 */
function goToCycle(doc: PDFDocument, page: PDFPage, alsoNext: PDFRef[] = []): void {
  const first = doc.context.nextRef();
  const second = doc.context.nextRef();
  const goTo = (next: PDFRef[]) =>
    doc.context.obj({ S: "GoTo", D: [page.ref, "Fit"], Next: next.length === 1 ? next[0]! : next });
  doc.context.assign(first, goTo([second]));
  doc.context.assign(second, goTo([first, ...alsoNext]));
  doc.catalog.set(PDFName.of("OpenAction"), first);
}

/**
 * Cycles everywhere a walker might follow references: an OpenAction chain of
 * GoTo actions whose /Next leads back to itself and on to a script, and a
 * JavaScript name tree whose /Kids contains itself.
 */
export async function cyclicGraphPdf(): Promise<Uint8Array> {
  return build("Cyclic object graph", ({ doc, page }) => {
    goToCycle(doc, page, [doc.context.register(javascriptAction(doc))]);
    const tree = doc.context.nextRef();
    doc.context.assign(tree, doc.context.obj({ Kids: [tree] }));
    doc.catalog.set(PDFName.of("Names"), doc.context.obj({ JavaScript: tree }));
  });
}

/** Two GoTo actions that follow each other for ever through /Next: harmless, and must not hang. */
export async function cyclicNavigationPdf(): Promise<Uint8Array> {
  return build("Cyclic navigation", ({ doc, page }) => goToCycle(doc, page));
}

/** A page tree that lists itself among its kids. */
export async function cyclicPageTreePdf(): Promise<Uint8Array> {
  return build(
    "Cyclic page tree",
    ({ doc }) => {
      const pages = doc.catalog.get(PDFName.of("Pages")) as PDFRef;
      doc.context.lookup(pages, PDFDict).lookup(PDFName.of("Kids"), PDFArray).push(pages);
    },
    { objectStreams: false },
  );
}

/** A normal document followed by `count` extra (empty) objects: a huge object graph. */
export async function manyObjectsPdf(count: number): Promise<Uint8Array> {
  const base = Buffer.from(await ordinaryPdf({ objectStreams: false }));
  const start = 100_000;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(`${start + i} 0 obj null endobj`);
  return Buffer.concat([base, Buffer.from(`\n${lines.join("\n")}\n%%EOF\n`, "latin1")]);
}

/** An object made of arrays nested `depth` deep. */
export async function deeplyNestedPdf(depth: number): Promise<Uint8Array> {
  const base = Buffer.from(await ordinaryPdf({ objectStreams: false }));
  const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  return Buffer.concat([base, Buffer.from(`\n99999 0 obj ${nested} endobj\n%%EOF\n`, "latin1")]);
}
