/**
 * The calculator's URL is its state (ADR 18): a GET form whose field names are
 * the estimate's input keys, rooms as `rooms.0.length`. This module reads a
 * query into the values the form shows again and the raw input `estimate()`
 * checks, and writes the values back as a short query for links (the PDF, the
 * consultation, the address bar while typing). No zod or content here: the
 * browser uses it as the visitor types.
 */

/** The single-valued fields, in the order a query lists them. */
export const simpleFields = [
  "surface",
  "job",
  "unit",
  "measure",
  "carpetArea",
  "wallFactor",
  "ceiling",
  "wallArea",
  "doors",
  "doorHeight",
  "doorWidth",
  "windows",
  "windowHeight",
  "windowWidth",
  "coats",
  "wastage",
  "product",
] as const;
export type SimpleField = (typeof simpleFields)[number];

export const roomParts = ["length", "width", "height"] as const;
export type RoomRow = Record<(typeof roomParts)[number], string>;

/** Rooms the form shows, at most; the input's own limit (30) is checked by estimate(). */
const ROOM_ROWS_MAX = 30;
/** Longest value kept from a query: no measurement needs more, and it bounds what is echoed. */
const VALUE_MAX = 40;

export interface CalculatorState {
  /** What each field shows, as typed. */
  values: Partial<Record<SimpleField, string>>;
  /** Room rows as typed, at least one. */
  rooms: RoomRow[];
  /**
   * Whether the visitor asked for an estimate: any field besides the product
   * was sent. A bare page (or one opened from a product's "Estimate for this
   * product") shows the form without error messages.
   */
  asked: boolean;
  /**
   * Set when the request only added or removed a room row (the no-JavaScript
   * buttons): the visitor has not asked for an estimate yet, so empty fields
   * are not mistakes. `added` is the new row's index, for focus.
   */
  roomEdit?: { added?: number };
}

const blankRoom = (): RoomRow => ({ length: "", width: "", height: "" });
const isBlankRoom = (room: RoomRow) => roomParts.every((part) => room[part].trim() === "");

type Params = Pick<URLSearchParams, "get" | "forEach">;

/**
 * Reads the query. `addRoom` (the no-JavaScript "Add a room" button) shows an
 * extra empty row; `removeRoom=<index>` drops one. Unknown keys are ignored.
 */
export function readCalculatorQuery(params: Params): CalculatorState {
  const values: CalculatorState["values"] = {};
  let asked = false;
  for (const field of simpleFields) {
    const value = params.get(field);
    if (value === null) continue;
    values[field] = value.slice(0, VALUE_MAX);
    if (field !== "product") asked = true;
  }
  const byIndex = new Map<number, RoomRow>();
  params.forEach((value, key) => {
    const match = /^rooms\.(\d{1,2})\.(length|width|height)$/.exec(key);
    if (!match) return;
    const index = Number(match[1]);
    if (index >= ROOM_ROWS_MAX) return;
    asked = true;
    const row = byIndex.get(index) ?? blankRoom();
    row[match[2] as keyof RoomRow] = value.slice(0, VALUE_MAX);
    byIndex.set(index, row);
  });
  // Row numbers are kept: a gap is an empty row, so a message names the row shown.
  const count = byIndex.size > 0 ? Math.max(...byIndex.keys()) + 1 : 0;
  let rooms = Array.from({ length: count }, (_, index) => byIndex.get(index) ?? blankRoom());
  const remove = Number(params.get("removeRoom") ?? NaN);
  if (Number.isInteger(remove) && remove >= 0 && remove < rooms.length)
    rooms = rooms.filter((_, index) => index !== remove);
  let roomEdit: CalculatorState["roomEdit"];
  if (Number.isInteger(remove)) roomEdit = {};
  if (params.get("addRoom") !== null) {
    roomEdit = {};
    if (rooms.length < ROOM_ROWS_MAX) roomEdit.added = rooms.push(blankRoom()) - 1;
  }
  if (rooms.length === 0) rooms.push(blankRoom());
  return roomEdit ? { values, rooms, asked, roomEdit } : { values, rooms, asked };
}

/** The rows up to the last one with anything in it. */
function filledRooms(rooms: readonly RoomRow[]): RoomRow[] {
  let end = rooms.length;
  while (end > 0 && isBlankRoom(rooms[end - 1]!)) end--;
  return rooms.slice(0, end);
}

/**
 * The input estimate() checks. Blank rows at the end are left out, so the
 * empty row "Add a room" gives is no error; any other row is checked as it is
 * (and keeps its number, so a message names the row the visitor sees).
 */
export function rawInput(
  state: Pick<CalculatorState, "values" | "rooms">,
): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...state.values };
  const rooms = filledRooms(state.rooms);
  if (rooms.length > 0) raw.rooms = rooms;
  return raw;
}

/**
 * The state as a query, without empty fields and without the rooms when walls
 * are measured another way: a short, stable address for the same estimate.
 */
export function calculatorQuery(state: Pick<CalculatorState, "values" | "rooms">): string {
  const query = new URLSearchParams();
  for (const field of simpleFields) {
    const value = state.values[field]?.trim();
    if (value) query.set(field, value);
  }
  if (state.values.measure === "rooms")
    filledRooms(state.rooms).forEach((room, index) => {
      for (const part of roomParts)
        if (room[part].trim()) query.set(`rooms.${index}.${part}`, room[part].trim());
    });
  return query.toString();
}
