import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StaffMenu, currentArea } from "./StaffMenu";

const areas = [
  { path: "/staff/documents", label: "Documents" },
  { path: "/staff/regulation-46", label: "Regulation 46 status" },
  { path: "/staff/leads", label: "Leads" },
];

function render(at: string, account = true) {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <StaffMenu areas={areas} account={account} />
    </MemoryRouter>,
  );
  return new new Window().DOMParser().parseFromString(html, "text/html");
}

describe("the staff menu", () => {
  it("knows the area of a page, and that /staff/documents-x is not in Documents", () => {
    expect(currentArea("/staff", areas)?.label).toBe("Overview");
    expect(currentArea("/staff/", areas)?.label).toBe("Overview");
    expect(currentArea("/staff/leads", areas)?.label).toBe("Leads");
    expect(currentArea("/staff/leads/42/requeue", areas)?.label).toBe("Leads");
    expect(currentArea("/staff/documents-x", areas)).toBeNull();
    expect(currentArea("/staff/account", areas)).toBeNull();
  });

  it("is a named landmark holding a closed disclosure that names the current area", () => {
    const doc = render("/staff/leads/42");
    const nav = doc.querySelector('nav[aria-label="Staff area"]')!;
    const details = nav.querySelector("details")!;
    expect(details.hasAttribute("open")).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe("Menu: Leads");
    expect([...details.querySelectorAll("li a")].map((a) => a.textContent)).toEqual([
      "Overview",
      "Documents",
      "Regulation 46 status",
      "Leads",
      "Your account",
    ]);
    expect(
      [...details.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent),
    ).toEqual(["Leads"]);
  });

  it("names the member's account where it lists it, and only Menu where the page is in no listed area", () => {
    expect(render("/staff/account/password").querySelector("summary")!.textContent).toBe(
      "Menu: Your account",
    );
    const doc = render("/staff/account", false);
    expect(doc.querySelector("summary")!.textContent).toBe("Menu");
    expect(doc.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    expect(doc.querySelector(".staff-menu__account")).toBeNull();
  });
});
