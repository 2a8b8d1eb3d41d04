import { describe, expect, it } from "vitest";
import { sceneOf } from "./scenes";
import {
  parseState,
  stateParams,
  stateQuery,
  visualiserHref,
  withCompare,
  withPaint,
  withScene,
} from "./state";

const parse = (query: string) => parseState(new URLSearchParams(query));

describe("the visualiser's address", () => {
  it("gives the first scene with its default shades when empty", () => {
    const { state, ignored } = parse("");
    expect(ignored).toBe(false);
    expect(state.scene).toBe("living");
    const living = sceneOf("living");
    expect(state.a).toEqual(Object.fromEntries(living.surfaces.map((s) => [s.id, s.defaultCode])));
    expect(state.b).toBeNull();
    expect(state.surface).toBe(living.surfaces[0]!.id);
  });

  it("reads a scheme, upper-casing codes, and writes it back in a fixed order", () => {
    const query =
      "surface=door&walls=kp-0513&scene=bedroom&accent=KC-270-35-060&q=%20sage%20&codes=kp-0100,KP-0200";
    const { state, ignored } = parse(query);
    // The bedroom has no door: the surface falls back to the first, and the page says so.
    expect(ignored).toBe(true);
    expect(state).toMatchObject({ scene: "bedroom", edit: "a", q: "sage", surface: "walls" });
    expect(state.a.walls).toBe("KP-0513");
    expect(state.a.accent).toBe("KC-270-35-060");
    expect(state.codes).toEqual(["KP-0100", "KP-0200"]);
    const written = stateQuery(state);
    expect(written).toBe(
      "scene=bedroom&walls=KP-0513&accent=KC-270-35-060&ceiling=KC-066-97-016&trim=KP-0240" +
        "&wardrobe=KC-077-77-025&surface=walls&q=sage&codes=KP-0100,KP-0200",
    );
    // Reading what it wrote gives the same state: a shared link reproduces the scheme.
    expect(parse(written).state).toEqual(state);
  });

  it("drops values of the wrong form and says so", () => {
    for (const query of ["scene=garage", "walls=red", "surface=roof", "shade=nope"]) {
      const { state, ignored } = parse(query);
      expect(ignored, query).toBe(true);
      expect(state.a.walls, query).toBe(sceneOf(state.scene).surfaces[0]!.defaultCode);
    }
    expect(parse("surface=roof").state.surface).toBe("walls");
  });

  it("paints the first surface with a shade page's shade unless the address paints it too", () => {
    expect(parse("shade=KP-0513").state.a.walls).toBe("KP-0513");
    expect(parse("shade=KP-0513&walls=KP-0100").state.a.walls).toBe("KP-0100");
    expect(parse("scene=boundary&shade=KP-0513").state.a.boundary).toBe("KP-0513");
  });

  it("compares two schemes: B starts as A, is painted separately and round-trips", () => {
    const start = parse("walls=KP-0513").state;
    const comparing = withCompare(start, true);
    expect(comparing.b).toEqual(comparing.a);
    const painted = withPaint({ ...comparing, edit: "b", surface: "ceiling" }, "KP-0100");
    expect(painted.b!.ceiling).toBe("KP-0100");
    expect(painted.a.ceiling).toBe(start.a.ceiling);
    const query = stateQuery(painted);
    expect(query).toContain("compare=1");
    expect(query).toContain("b-ceiling=KP-0100");
    expect(query).toContain("edit=b");
    expect(parse(query).state).toEqual(painted);
    // A `b-` parameter alone turns comparing on; `edit=b` alone does not.
    expect(parse("b-walls=KP-0100").state.b?.walls).toBe("KP-0100");
    expect(parse("edit=b").state.edit).toBe("a");
    expect(withCompare(painted, false)).toMatchObject({ b: null, edit: "a" });
  });

  it("keeps shared surfaces' shades when the scene changes", () => {
    const { state } = parse("walls=KP-0513&ceiling=KP-0100&surface=door");
    const kitchen = withScene(state, "kitchen");
    expect(kitchen.a.walls).toBe("KP-0513");
    expect(kitchen.a.ceiling).toBe("KP-0100");
    expect(kitchen.a.cabinets).toBe(
      sceneOf("kitchen").surfaces.find((s) => s.id === "cabinets")!.defaultCode,
    );
    expect(kitchen.a).not.toHaveProperty("door");
    expect(kitchen.surface).toBe("walls");
  });

  it("links in the page's language and names every parameter it reads", () => {
    const { state } = parse("");
    expect(visualiserHref(state, "hi")).toMatch(/^\/hi\/visualiser\?scene=living&walls=/);
    const names = stateParams();
    for (const name of new URLSearchParams(stateQuery(withCompare(state, true))).keys())
      expect(names, name).toContain(name);
    expect(names).toEqual(expect.arrayContaining(["shade", "q", "codes", "b-gate", "pillars"]));
  });
});
