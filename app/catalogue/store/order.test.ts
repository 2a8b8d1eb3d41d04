import { describe, expect, it } from "vitest";
import { reorder, type SiblingRow } from "./order";
import { CatalogueRecordNotFoundError } from "./rows";

const row = (id: number, seq_no: number, label: string | null): SiblingRow => ({
  id,
  seq_no,
  label,
});

describe("the order of a catalogue level", () => {
  it("moves a row one place and renumbers only the rows whose number changes", () => {
    const rows = [row(1, 1, "Enamels"), row(2, 2, "Primers"), row(3, 3, "Putty")];
    expect(reorder(rows, 3, "up")).toEqual({
      move: {
        from: 3,
        to: 2,
        before: ["Enamels", "Primers", "Putty"],
        after: ["Enamels", "Putty", "Primers"],
      },
      renumber: [
        { id: 3, seq_no: 2 },
        { id: 2, seq_no: 3 },
      ],
    });
  });

  it("reads ties by id and gaps as they come, and numbers the level 1..n", () => {
    // As the ERP import may leave them, and in the lock's id order, not the visible one.
    const rows = [row(9, 40, "Wood"), row(4, 5, "Putty"), row(2, 5, "Primers")];
    const result = reorder(rows, 4, "up");
    expect(result?.move.before).toEqual(["Primers", "Putty", "Wood"]);
    expect(result?.move.after).toEqual(["Putty", "Primers", "Wood"]);
    expect(result?.renumber).toEqual([
      { id: 4, seq_no: 1 },
      { id: 2, seq_no: 2 },
      { id: 9, seq_no: 3 },
    ]);
  });

  it("leaves a row already at that end where it is", () => {
    const rows = [row(1, 1, "Tin"), row(2, 2, "Swatch")];
    expect(reorder(rows, 1, "up")).toBeNull();
    expect(reorder(rows, 2, "down")).toBeNull();
  });

  it("names an item without a caption by its position", () => {
    const rows = [row(1, 1, "Tin"), row(2, 2, "  "), row(3, 3, null)];
    expect(reorder(rows, 3, "up")?.move.before).toEqual(["Tin", "item 2", "item 3"]);
  });

  it("answers not-found for a row that is not among its siblings", () => {
    expect(() => reorder([row(1, 1, "Tin")], 7, "down")).toThrow(CatalogueRecordNotFoundError);
  });
});
