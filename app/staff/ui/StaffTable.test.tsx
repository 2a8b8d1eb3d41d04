import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaffTable } from "./StaffTable";

/**
 * The staff kit's list table (issue 43): a row header names each row, and
 * every other cell carries its column's name, which a phone shows above the
 * value when the row becomes a card (staff.css).
 */
describe("the staff list table", () => {
  it("names each row by its row header and labels every other cell by its column", () => {
    const html = renderToStaticMarkup(
      <StaffTable
        caption="Dealers"
        captionHidden
        rows={[
          { code: "KPD-1", city: "Pune" },
          { code: "KPD-2", city: "Agra" },
        ]}
        rowKey={(row) => row.code}
        columns={[
          { header: "Code", rowHeader: true, cell: (row) => row.code },
          { header: "City", cell: (row) => row.city, className: "where" },
        ]}
      />,
    );
    const doc = new new Window().DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("caption")!.className).toBe("visually-hidden");
    expect([...doc.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual([
      "Code",
      "City",
    ]);
    const rows = [...doc.querySelectorAll("tbody tr")];
    expect(rows.map((tr) => tr.querySelector('th[scope="row"]')!.textContent)).toEqual([
      "KPD-1",
      "KPD-2",
    ]);
    const cell = rows[1]!.querySelector("td")!;
    expect([cell.getAttribute("data-label"), cell.className, cell.textContent]).toEqual([
      "City",
      "where",
      "Agra",
    ]);
    expect(rows[0]!.querySelector("th")!.hasAttribute("data-label")).toBe(false);
  });
});
