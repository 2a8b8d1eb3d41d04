import { describe, expect, it } from "vitest";
import { UNMATCHED_ROUTE, routeNamer } from "./route-id";

// A build's route list in the shape React Router writes it: flat, each route
// naming its parent, the language copies with ids prefixed by their language.
const routes = {
  root: { id: "root", path: "" },
  "company/routes/_index": { id: "company/routes/_index", parentId: "root", index: true },
  "company/routes/about": {
    id: "company/routes/about",
    parentId: "root",
    path: "about",
    caseSensitive: true,
  },
  "hi/company/routes/about": {
    id: "hi/company/routes/about",
    parentId: "root",
    path: "hi/about",
    caseSensitive: true,
  },
  "leads/routes/lead.$id": { id: "leads/routes/lead.$id", parentId: "root", path: "lead/:id" },
  "staff-layout": { id: "staff-layout", parentId: "root", path: "staff" },
  "staff/leads/routes/leads": {
    id: "staff/leads/routes/leads",
    parentId: "staff-layout",
    path: "leads",
  },
} as const;

const nameOf = routeNamer({ routes } as never);

describe("routeNamer", () => {
  it("names a page by its route id, the same for each language, with the language beside it", () => {
    expect(nameOf("/about")).toEqual({ routeId: "company/routes/about", lang: "en" });
    expect(nameOf("/hi/about")).toEqual({ routeId: "company/routes/about", lang: "hi" });
    expect(nameOf("/")).toEqual({ routeId: "company/routes/_index", lang: "en" });
  });

  it("gives one name to every id a path may carry, and the deepest route of a nested one", () => {
    expect(nameOf("/lead/123").routeId).toBe("leads/routes/lead.$id");
    expect(nameOf("/lead/456").routeId).toBe("leads/routes/lead.$id");
    expect(nameOf("/staff/leads").routeId).toBe("staff/leads/routes/leads");
  });

  it("calls a path no route answers unmatched, keeping letter case as the routes do", () => {
    expect(nameOf("/no-such-page").routeId).toBe(UNMATCHED_ROUTE);
    expect(nameOf("/About").routeId).toBe(UNMATCHED_ROUTE);
  });
});
