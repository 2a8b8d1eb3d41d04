import { describe, expect, it } from "vitest";
import { shadeByCode } from "~/shades/shades.server";
import { allScenes, sceneIds, surfaceOfScene } from "./scenes";

describe("the visualiser's scenes", () => {
  it("are outside a house or in a room, which decides the paints priced", () => {
    expect(surfaceOfScene("boundary")).toBe("exterior");
    expect(surfaceOfScene("exterior")).toBe("exterior");
    expect(surfaceOfScene("kitchen")).toBe("interior");
  });

  it("are the six the issue names, each with at least four surfaces painted separately", () => {
    expect(allScenes().map((s) => s.id)).toEqual([...sceneIds]);
    expect(sceneIds).toEqual(["living", "bedroom", "kitchen", "kids", "exterior", "boundary"]);
    for (const scene of allScenes()) {
      const ids = scene.surfaces.map((s) => s.id);
      expect(ids.length, scene.id).toBeGreaterThanOrEqual(4);
      expect(new Set(ids).size, scene.id).toBe(ids.length);
      for (const surface of scene.surfaces) expect(surface.shapes.length).toBeGreaterThan(0);
    }
  });

  it("start with shades of our data set", () => {
    for (const scene of allScenes())
      for (const surface of scene.surfaces)
        expect(shadeByCode(surface.defaultCode)?.code, `${scene.id} ${surface.id}`).toBe(
          surface.defaultCode,
        );
  });

  it("draw with path data only (no script or markup can hide in a scene)", () => {
    for (const scene of allScenes())
      for (const d of [
        ...scene.backdrop.map((item) => item.d),
        ...scene.decor.map((item) => item.d),
        ...scene.surfaces.flatMap((s) => s.shapes.map((shape) => shape.d)),
      ])
        expect(d).toMatch(/^[MLHVQACZ0-9 .-]+$/);
  });
});
