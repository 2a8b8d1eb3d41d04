import { inflateSync } from "node:zlib";

/**
 * Unwraps a WOFF 1.0 font into the plain OpenType (sfnt) file it compresses.
 * fontkit reads WOFF itself, but it inflates a table again every time the
 * table is read, so subsetting one font for one PDF took over half a second;
 * unwrapped once, the same subset takes a few milliseconds. (fontkit cannot
 * subset the composite glyphs of fontsource's WOFF2 files at all, so WOFF 1.0
 * is the format we read.)
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("woffToSfnt: not a WOFF 1.0 file");
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const original = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compressed < original ? inflateSync(stored) : stored,
    };
  });

  // sfnt layout: header, table records, then each table padded to 4 bytes.
  let size = 12 + 16 * numTables;
  const offsets = tables.map((table) => {
    const at = size;
    size += (table.data.length + 3) & ~3;
    return at;
  });
  const out = Buffer.alloc(size);
  const sfnt = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const entrySelector = Math.floor(Math.log2(numTables));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, 16 << entrySelector);
  sfnt.setUint16(8, entrySelector);
  sfnt.setUint16(10, numTables * 16 - (16 << entrySelector));
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offsets[i]!);
    sfnt.setUint32(record + 12, table.data.length);
    out.set(table.data, offsets[i]!);
  });
  return out;
}
