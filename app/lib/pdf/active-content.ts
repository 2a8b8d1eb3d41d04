import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from "pdf-lib";

/**
 * Finds what in a PDF could act on a reader's computer rather than just be
 * read: JavaScript, actions that run by themselves (OpenAction, additional
 * actions), Launch actions, embedded files, rich media (Flash and the like)
 * and XFA forms. Investor documents are published to everyone, so a file with
 * any of them is refused (staff-documents.server.ts says how to fix it).
 *
 * It reads the object tree with pdf-lib, not the bytes: names are compared
 * after decoding (#4A#53 is JS), and every object is examined, including
 * those pdf-lib unpacked from compressed object streams and those in object
 * streams it left packed because their /Type was disguised. Ordinary link
 * annotations (to a web address or a page) and an OpenAction that only opens
 * at a page, as Word and LibreOffice write, pass.
 *
 * A byte scan is only a cross-check: a tell-tale name in the file that the
 * parsed tree does not contain means a reader could see objects pdf-lib did
 * not, so the file is refused as impossible to check.
 *
 * Bounded for hostile files: the objects are counted before and after
 * parsing, nesting depth and the number of values visited are capped, and
 * references are never followed recursively (every indirect object is visited
 * once, in a flat pass), so a cyclic graph cannot loop. pdf-lib's own parsing
 * is bounded in time by running this in a worker (active-content.server.ts).
 * Pure and synchronous apart from parsing, so it runs in that worker.
 */

export type ActiveFeature =
  | "javascript"
  | "launch"
  | "embedded-file"
  | "rich-media"
  | "open-action"
  | "additional-action"
  | "xfa-form";

export type PdfInspection =
  | { verdict: "clean"; pageCount: number }
  | { verdict: "active"; features: ActiveFeature[] }
  | { verdict: "unreadable"; reason: "encrypted" | "damaged" | "no-pages" }
  | {
      verdict: "unchecked";
      reason: "too-many-objects" | "too-deep" | "hidden-objects" | "too-slow" | "failed";
    };

export interface PdfCheckLimits {
  /** Indirect objects, counted in the file before parsing and again after unpacking. */
  maxObjects: number;
  /** Arrays and dictionaries nested inside one object. */
  maxDepth: number;
  /** Values visited in all objects together. */
  maxValues: number;
  /** Actions followed through /Next from one trigger. */
  maxActionChain: number;
}

/** Generous for real filings (an annual report has some thousands of objects). */
export const defaultPdfCheckLimits: PdfCheckLimits = {
  maxObjects: 200_000,
  maxDepth: 64,
  maxValues: 5_000_000,
  maxActionChain: 64,
};

/** The order features are reported in: the most dangerous first. */
const featureOrder: readonly ActiveFeature[] = [
  "javascript",
  "launch",
  "embedded-file",
  "rich-media",
  "xfa-form",
  "open-action",
  "additional-action",
];

/** Action types (/S) that are a feature wherever they appear, even behind a click. */
const actionFeatures: Record<string, ActiveFeature> = {
  JavaScript: "javascript",
  Launch: "launch",
  GoToE: "embedded-file",
  RichMediaExecute: "rich-media",
};

/** Keys whose mere presence is a feature. */
const keyFeatures: Record<string, ActiveFeature> = {
  JS: "javascript",
  JavaScript: "javascript", // the document-level scripts in the /Names dictionary
  EmbeddedFiles: "embedded-file",
  EF: "embedded-file", // a file specification carrying the file itself
  RichMediaContent: "rich-media",
  RichMediaSettings: "rich-media",
  XFA: "xfa-form",
};

/** Values of /Type or /Subtype that are a feature. */
const typeFeatures: Record<string, ActiveFeature> = {
  EmbeddedFile: "embedded-file",
  FileAttachment: "embedded-file",
  RichMedia: "rich-media",
};

/**
 * Names that betray a feature in the raw bytes, checked against the parsed
 * tree. Only long ones: in compressed data a five-letter-or-more name occurs
 * by chance about never, where /JS or /AA would now and then.
 */
const tellTaleNames = ["JavaScript", "Launch", "EmbeddedFile", "RichMedia", "OpenAction"];

class LimitExceeded extends Error {
  constructor(readonly reason: "too-many-objects" | "too-deep") {
    super(reason);
  }
}

export async function inspectPdf(
  bytes: Uint8Array,
  limits: PdfCheckLimits = defaultPdfCheckLimits,
): Promise<PdfInspection> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (countObjectHeaders(text, limits.maxObjects + 1) > limits.maxObjects)
    return { verdict: "unchecked", reason: "too-many-objects" };

  let document: PDFDocument;
  try {
    // In the worker nothing else waits for this thread, so parse without pauses.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    const encrypted = error instanceof EncryptedPDFError;
    return { verdict: "unreadable", reason: encrypted ? "encrypted" : "damaged" };
  }

  let features: Set<ActiveFeature>;
  let seenNames: Set<string>;
  try {
    await unpackDisguisedObjectStreams(document.context);
    ({ features, seenNames } = scanObjects(document.context, limits));
  } catch (error) {
    if (error instanceof LimitExceeded) return { verdict: "unchecked", reason: error.reason };
    // Raised by pdf-lib on a broken object stream, or a stack overflow on absurd nesting.
    return { verdict: "unreadable", reason: "damaged" };
  }
  if (features.size > 0)
    return { verdict: "active", features: featureOrder.filter((f) => features.has(f)) };
  if (hiddenNames(text, seenNames).length > 0)
    return { verdict: "unchecked", reason: "hidden-objects" };

  let pageCount: number;
  try {
    pageCount = document.getPageCount();
  } catch {
    return { verdict: "unreadable", reason: "damaged" }; // e.g. a page tree that contains itself
  }
  if (pageCount < 1) return { verdict: "unreadable", reason: "no-pages" };
  return { verdict: "clean", pageCount };
}

/**
 * Counts "12 0 obj" headers, stopping once `stopAt` is reached. Every run in
 * the pattern is bounded, so a file of nothing but digits or spaces cannot
 * make it backtrack for ever.
 */
export function countObjectHeaders(text: string, stopAt: number): number {
  const header = /\d{1,10}[\0\t\n\f\r ]{1,16}\d{1,5}[\0\t\n\f\r ]{0,16}obj\b/g;
  let count = 0;
  while (count < stopAt && header.exec(text)) count++;
  return count;
}

/**
 * pdf-lib unpacks an object stream only when its /Type is literally /ObjStm;
 * a reader finds one through the cross-reference table whatever its /Type
 * says. So a stream with the two entries every object stream has (/N, /First)
 * is unpacked here too, with pdf-lib's own parser, and its objects examined.
 */
async function unpackDisguisedObjectStreams(context: PDFContext): Promise<void> {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const entries = normalisedEntries(object.dict);
    if (!(entries.get("N") instanceof PDFNumber && entries.get("First") instanceof PDFNumber))
      continue;
    await PDFObjectStreamParser.forStream(object).parseIntoContext();
  }
}

/** pdf-lib keeps one PDFName per name, so each is decoded once. */
const decodedNames = new WeakMap<PDFName, string>();

/** pdf-lib decodes #xx escapes in names only when written in capitals; readers take either. */
function nameText(name: PDFName): string {
  let text = decodedNames.get(name);
  if (text === undefined) {
    text = name
      .decodeText()
      .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    decodedNames.set(name, text);
  }
  return text;
}

function normalisedEntries(dict: PDFDict): Map<string, PDFObject> {
  const entries = new Map<string, PDFObject>();
  for (const [key, value] of dict.entries()) entries.set(nameText(key), value);
  return entries;
}

/** Examines every indirect object once, and the values nested in it, within the limits. */
function scanObjects(
  context: PDFContext,
  limits: PdfCheckLimits,
): { features: Set<ActiveFeature>; seenNames: Set<string> } {
  const objects = context.enumerateIndirectObjects();
  if (objects.length > limits.maxObjects) throw new LimitExceeded("too-many-objects");
  const features = new Set<ActiveFeature>();
  const seenNames = new Set<string>();
  let visited = 0;

  const visit = (value: PDFObject, depth: number): void => {
    if (++visited > limits.maxValues) throw new LimitExceeded("too-many-objects");
    if (depth > limits.maxDepth) throw new LimitExceeded("too-deep");
    if (value instanceof PDFName) {
      seenNames.add(nameText(value));
    } else if (value instanceof PDFArray) {
      for (const item of value.asArray()) visit(item, depth + 1);
    } else if (value instanceof PDFDict || value instanceof PDFStream) {
      const dict = value instanceof PDFStream ? value.dict : value;
      const entries = normalisedEntries(dict);
      for (const name of entries.keys()) seenNames.add(name);
      for (const feature of dictFeatures(context, entries, limits)) features.add(feature);
      for (const item of entries.values()) visit(item, depth + 1);
    }
    // References are not followed: the object they point to is visited on its own.
  };

  for (const [, object] of objects) visit(object, 0);
  return { features, seenNames };
}

function nameValue(context: PDFContext, value: PDFObject | undefined): string | undefined {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFName ? nameText(resolved) : undefined;
}

/** What one dictionary is or carries, judged by its own entries. */
function dictFeatures(
  context: PDFContext,
  entries: Map<string, PDFObject>,
  limits: PdfCheckLimits,
): ActiveFeature[] {
  const found: ActiveFeature[] = [];
  for (const key of entries.keys()) {
    const feature = keyFeatures[key];
    if (feature) found.push(feature);
  }
  const action = nameValue(context, entries.get("S"));
  if (action && actionFeatures[action]) found.push(actionFeatures[action]);
  for (const key of ["Type", "Subtype"]) {
    const type = nameValue(context, entries.get(key));
    if (type && typeFeatures[type]) found.push(typeFeatures[type]);
  }
  const openAction = entries.get("OpenAction");
  if (openAction && !opensAtAPage(context, openAction, limits)) found.push("open-action");
  const additional = resolve(context, entries.get("AA"));
  if (additional instanceof PDFDict) {
    for (const trigger of additional.values())
      if (!onlyMovesWithinDocument(context, trigger, limits)) {
        found.push("additional-action");
        break;
      }
  }
  return found;
}

function resolve(context: PDFContext, value: PDFObject | undefined): PDFObject | undefined {
  return value instanceof PDFRef ? context.lookup(value) : value;
}

/**
 * An OpenAction that is a destination ([page /Fit], or a named one) or a chain
 * of GoTo actions to one.
 */
function opensAtAPage(context: PDFContext, value: PDFObject, limits: PdfCheckLimits): boolean {
  const resolved = resolve(context, value);
  if (
    resolved instanceof PDFArray ||
    resolved instanceof PDFName ||
    resolved instanceof PDFString ||
    resolved instanceof PDFHexString
  )
    return true;
  return onlyMovesWithinDocument(context, resolved, limits);
}

/**
 * True when an action, and every action after it through /Next, is a GoTo
 * within this document: the only kind allowed to run without a click. The
 * chain is followed with a visited set and a cap, so a cycle ends.
 */
function onlyMovesWithinDocument(
  context: PDFContext,
  value: PDFObject | undefined,
  limits: PdfCheckLimits,
): boolean {
  const queue: (PDFObject | undefined)[] = [value];
  const seen = new Set<PDFObject>();
  while (queue.length > 0) {
    const action = resolve(context, queue.shift());
    if (action === undefined || seen.has(action)) continue;
    seen.add(action);
    if (seen.size > limits.maxActionChain) return false;
    if (!(action instanceof PDFDict)) return false;
    const entries = normalisedEntries(action);
    if (nameValue(context, entries.get("S")) !== "GoTo") return false;
    const next = resolve(context, entries.get("Next"));
    if (next instanceof PDFArray) queue.push(...next.asArray());
    else if (next !== undefined) queue.push(next);
  }
  return true;
}

/**
 * Tell-tale names present in the raw bytes but in no parsed object: a sign of
 * objects a reader would find and pdf-lib did not (hidden inside another
 * object's stream data, or behind a cross-reference entry pdf-lib ignores).
 * A name may be written with #xx escapes in any letter case.
 */
export function hiddenNames(text: string, seenNames: Set<string>): string[] {
  return tellTaleNames.filter((name) => {
    if (!namePattern(name).test(text)) return false;
    for (const seen of seenNames) if (seen.startsWith(name)) return false;
    return true;
  });
}

function namePattern(name: string): RegExp {
  const characters = Array.from(name, (character) => {
    const hex = Array.from(character.charCodeAt(0).toString(16).padStart(2, "0"), (digit) =>
      /[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit,
    );
    return `(?:${character}|#${hex.join("")})`;
  });
  return new RegExp(`/${characters.join("")}`);
}
