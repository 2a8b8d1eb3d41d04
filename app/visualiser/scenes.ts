import type { PaintSurface } from "~/shades/try-on-wall";

/**
 * The visualiser's scenes (issue 27): rooms and outside views drawn as SVG in
 * the house style (flat shapes, rounded corners, soft white highlights), each
 * with surfaces a visitor paints separately. A surface is one or more shapes;
 * each shape names the light that falls on it, and the page draws that light
 * as a translucent gradient over the paint (light.ts), so a shade keeps the
 * room's light and shadow. Everything that is not paintable (furniture, sky,
 * floor) is decor in fixed colours, drawn over the paint.
 *
 * Browser-safe and small: the page draws scenes from this module on the
 * server and in the browser alike; shade codes are checked on the server.
 */

/** How light falls on a shape (the gradient drawn over its paint; SceneArt.tsx). */
export type Light =
  "left-wall" | "right-wall" | "back-wall" | "ceiling" | "trim" | "door" | "sunlit" | "shaded";

export interface Shape {
  d: string;
  light: Light;
}

export const surfaceIds = [
  "walls",
  "accent",
  "ceiling",
  "trim",
  "door",
  "wardrobe",
  "cabinets",
  "dado",
  "upper",
  "gate",
  "boundary",
  "pillars",
  "coping",
] as const;
export type SurfaceId = (typeof surfaceIds)[number];

export interface Surface {
  id: SurfaceId;
  /** The shade it has until the visitor picks another (a code of the data set; tested). */
  defaultCode: string;
  shapes: Shape[];
}

export interface Decor {
  d: string;
  fill: string;
  opacity?: number;
}

export const sceneIds = ["living", "bedroom", "kitchen", "kids", "exterior", "boundary"] as const;
export type SceneId = (typeof sceneIds)[number];

export interface Scene {
  id: SceneId;
  /** What is behind the paint (sky, floor), drawn first. */
  backdrop: Decor[];
  /** In painting order: a later surface covers an earlier one. */
  surfaces: Surface[];
  /** Furniture and fittings, drawn over the paint. */
  decor: Decor[];
}

/** The drawing's size; every scene uses the whole of it. */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 500;

const rect = (x: number, y: number, w: number, h: number, r = 0): string =>
  r > 0
    ? `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`
    : `M${x} ${y}H${x + w}V${y + h}H${x}Z`;

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;

/** A frame: the outer rectangle less the inner one (drawn with fill-rule evenodd). */
const frame = (x: number, y: number, w: number, h: number, t: number): string =>
  `${rect(x, y, w, h)}${rect(x + t, y + t, w - 2 * t, h - 2 * t)}`;

// The room every interior shares, in one-point perspective: a back wall, two
// side walls, a ceiling and a floor meeting at the back wall's corners.
const room = {
  ceiling: "M0 0H800L640 90H160Z",
  leftWall: "M0 0L160 90V370L0 500Z",
  rightWall: "M800 0L640 90V370L800 500Z",
  backWall: rect(160, 90, 480, 280),
  floor: "M0 500L160 370H640L800 500Z",
  skirting: ["M160 360H640V370H160Z", "M0 484L160 361V370L0 500Z", "M800 484L640 361V370L800 500Z"],
  cornice: ["M160 90H640V97H160Z", "M0 0L160 90V97L0 10Z", "M800 0L640 90V97L800 10Z"],
  // A door in the right wall, its edges following the wall's perspective.
  door: "M682 140L748 103V455L682 401Z",
  doorFrame: "M676 137L754 94V460L748 455V103L682 140V401L676 397Z",
};

const walls = (): Shape[] => [
  { d: room.leftWall, light: "left-wall" },
  { d: room.rightWall, light: "right-wall" },
];
const trim = (): Shape[] => [
  ...room.skirting.map((d) => ({ d, light: "trim" as const })),
  ...room.cornice.map((d) => ({ d, light: "trim" as const })),
];

const woodFloor: Decor[] = [
  { d: room.floor, fill: "#c9a27a" },
  { d: "M0 500L160 370H180L40 500Z", fill: "#b88f66", opacity: 0.5 },
  { d: "M260 500L300 370H320L300 500Z", fill: "#b88f66", opacity: 0.5 },
  { d: "M520 500L480 370H500L560 500Z", fill: "#b88f66", opacity: 0.5 },
  { d: "M760 500L620 370H640L800 500Z", fill: "#b88f66", opacity: 0.5 },
];
const tiledFloor: Decor[] = [
  { d: room.floor, fill: "#d9d4cb" },
  { d: "M0 500L160 370H200L80 500Z", fill: "#c8c2b8" },
  { d: "M240 500L280 370H320L320 500Z", fill: "#c8c2b8" },
  { d: "M480 500L480 370H520L560 500Z", fill: "#c8c2b8" },
  { d: "M720 500L600 370H640L800 500Z", fill: "#c8c2b8" },
];
/** A window in the left wall: frame, glass and a soft highlight. */
const leftWindow: Decor[] = [
  { d: "M36 112L120 150V300L36 300Z", fill: "#f7f4ee" },
  { d: "M46 128L110 157V290L46 290Z", fill: "#a9d3ea" },
  { d: "M46 128L80 143V290L46 290Z", fill: "#ffffff", opacity: 0.35 },
  { d: "M76 141L80 143V290H76Z", fill: "#f7f4ee" },
];
const one = (id: SurfaceId, defaultCode: string, d: string, light: Light): Surface => ({
  id,
  defaultCode,
  shapes: [{ d, light }],
});
/** The surfaces of a room: side walls, the back wall as an accent, ceiling and trim. */
const roomSurfaces = (wallsCode: string, accentCode: string): Surface[] => [
  { id: "walls", defaultCode: wallsCode, shapes: walls() },
  one("accent", accentCode, room.backWall, "back-wall"),
  one("ceiling", "KC-066-97-016", room.ceiling, "ceiling"),
  { id: "trim", defaultCode: "KP-0240", shapes: trim() },
];
const doorKnob = { d: circle(738, 290, 5), fill: "#c9a227" };
const doorParts: Decor[] = [{ d: room.doorFrame, fill: "#f7f4ee" }, doorKnob];

const scenes: Scene[] = [
  {
    id: "living",
    backdrop: woodFloor,
    surfaces: [
      ...roomSurfaces("KP-0321", "KC-198-55-076"),
      one("door", "KC-054-50-094", room.door, "door"),
    ],
    decor: [
      ...leftWindow,
      ...doorParts,
      // A picture over the sofa, the sofa, its shadow, a rug, a lamp and a plant.
      { d: rect(330, 140, 140, 90, 6), fill: "#f7f4ee" },
      { d: rect(340, 150, 120, 70, 4), fill: "#f2a541" },
      { d: "M340 220L390 175L430 205L460 185V220Z", fill: "#c8553d" },
      { d: "M230 440Q400 470 570 440L600 470Q400 500 200 470Z", fill: "#1d2330", opacity: 0.18 },
      { d: "M200 470L250 420H550L600 470Z", fill: "#e07b91", opacity: 0.8 },
      { d: rect(250, 290, 300, 110, 18), fill: "#1f3a5f" },
      { d: rect(230, 330, 340, 90, 16), fill: "#2f5a8f" },
      { d: rect(270, 300, 120, 60, 12), fill: "#3d6da6" },
      { d: rect(410, 300, 120, 60, 12), fill: "#3d6da6" },
      { d: rect(250, 420, 14, 20, 3), fill: "#1d2330" },
      { d: rect(536, 420, 14, 20, 3), fill: "#1d2330" },
      { d: rect(596, 250, 6, 160, 3), fill: "#1d2330" },
      { d: "M574 250L624 250L612 210H586Z", fill: "#fdf0dc" },
      { d: rect(180, 380, 40, 50, 6), fill: "#c8553d" },
      {
        d: "M200 380Q170 330 185 300Q200 340 200 380Q205 320 225 300Q230 340 200 380Z",
        fill: "#5f9e6e",
      },
    ],
  },
  {
    id: "bedroom",
    backdrop: woodFloor,
    surfaces: [
      ...roomSurfaces("KP-0240", "KC-018-84-046"),
      one("wardrobe", "KC-077-77-025", "M682 140L770 90V470L682 404Z", "door"),
    ],
    decor: [
      ...leftWindow,
      // Wardrobe doors' line and handles.
      { d: "M724 117L728 115V437L724 434Z", fill: "#1d2330", opacity: 0.35 },
      { d: rect(712, 260, 5, 30, 2), fill: "#c9a227" },
      { d: rect(734, 250, 5, 30, 2), fill: "#c9a227" },
      // The bed: headboard, mattress, pillows, blanket, shadow; two bedside lamps.
      { d: "M250 450Q400 480 560 450L580 480Q400 500 230 480Z", fill: "#1d2330", opacity: 0.18 },
      { d: rect(270, 230, 260, 130, 20), fill: "#8b5a2b" },
      { d: rect(240, 330, 320, 120, 14), fill: "#f7f4ee" },
      { d: rect(280, 300, 100, 50, 16), fill: "#ffffff" },
      { d: rect(420, 300, 100, 50, 16), fill: "#ffffff" },
      { d: rect(240, 370, 320, 90, 14), fill: "#8e5572" },
      { d: rect(240, 370, 320, 14, 6), fill: "#ffffff", opacity: 0.35 },
      { d: rect(180, 360, 44, 50, 6), fill: "#8b5a2b" },
      { d: "M186 360L218 360L210 320H194Z", fill: "#fdf0dc" },
      { d: rect(576, 360, 44, 50, 6), fill: "#8b5a2b" },
      { d: "M582 360L614 360L606 320H590Z", fill: "#fdf0dc" },
    ],
  },
  {
    id: "kitchen",
    backdrop: tiledFloor,
    surfaces: [
      ...roomSurfaces("KC-155-88-046", "KC-090-84-136"),
      {
        id: "cabinets",
        defaultCode: "KC-198-55-076",
        shapes: [
          { d: rect(180, 110, 200, 90, 6), light: "door" },
          { d: rect(420, 110, 200, 90, 6), light: "door" },
          { d: rect(180, 290, 440, 80, 6), light: "door" },
        ],
      },
    ],
    decor: [
      ...leftWindow,
      // Cabinet doors' lines and handles, the worktop, the hob, a kettle, a plant.
      { d: rect(278, 110, 4, 90), fill: "#1d2330", opacity: 0.3 },
      { d: rect(518, 110, 4, 90), fill: "#1d2330", opacity: 0.3 },
      { d: rect(326, 290, 4, 80), fill: "#1d2330", opacity: 0.3 },
      { d: rect(470, 290, 4, 80), fill: "#1d2330", opacity: 0.3 },
      { d: rect(262, 180, 10, 4, 2), fill: "#1d2330" },
      { d: rect(288, 180, 10, 4, 2), fill: "#1d2330" },
      { d: rect(502, 180, 10, 4, 2), fill: "#1d2330" },
      { d: rect(528, 180, 10, 4, 2), fill: "#1d2330" },
      { d: rect(300, 306, 20, 4, 2), fill: "#1d2330" },
      { d: rect(480, 306, 20, 4, 2), fill: "#1d2330" },
      { d: rect(170, 276, 460, 16, 4), fill: "#3b4046" },
      { d: rect(360, 262, 90, 14, 3), fill: "#1d2330" },
      { d: circle(385, 262, 10), fill: "#3b4046" },
      { d: circle(425, 262, 10), fill: "#3b4046" },
      { d: rect(540, 240, 34, 36, 10), fill: "#c8553d" },
      { d: rect(200, 250, 26, 26, 4), fill: "#f2a541" },
      {
        d: "M213 250Q200 220 210 200Q215 230 213 250Q220 215 232 205Q228 235 213 250Z",
        fill: "#5f9e6e",
      },
      // Tiles' joints on the splashback.
      { d: "M160 230H640V232H160Z", fill: "#ffffff", opacity: 0.4 },
      { d: "M160 250H640V252H160Z", fill: "#ffffff", opacity: 0.4 },
    ],
  },
  {
    id: "kids",
    backdrop: woodFloor,
    surfaces: [
      {
        id: "walls",
        defaultCode: "KC-229-84-046",
        shapes: [...walls(), { d: room.backWall, light: "back-wall" }],
      },
      {
        id: "dado",
        defaultCode: "KC-090-84-136",
        shapes: [
          { d: "M0 330L160 270V370L0 500Z", light: "left-wall" },
          { d: rect(160, 270, 480, 100), light: "back-wall" },
          { d: "M800 330L640 270V370L800 500Z", light: "right-wall" },
        ],
      },
      one("ceiling", "KC-066-97-016", room.ceiling, "ceiling"),
      {
        id: "trim",
        defaultCode: "KP-0240",
        shapes: [
          ...trim(),
          { d: rect(160, 266, 480, 6), light: "trim" },
          { d: "M0 326L160 266V272L0 332Z", light: "trim" },
          { d: "M800 326L640 266V272L800 332Z", light: "trim" },
        ],
      },
      one("door", "KC-304-80-060", room.door, "door"),
    ],
    decor: [
      ...leftWindow,
      ...doorParts,
      // Stars and a moon on the wall, a bunk bed, a toy box and a ball.
      { d: circle(250, 150, 22), fill: "#fdf0dc" },
      { d: circle(260, 144, 20), fill: "#a9cbe0", opacity: 0.9 },
      {
        d: "M340 130L346 146L362 146L349 156L354 172L340 162L326 172L331 156L318 146L334 146Z",
        fill: "#f2c14e",
      },
      {
        d: "M560 150L564 160L574 160L566 166L569 176L560 170L551 176L554 166L546 160L556 160Z",
        fill: "#f2c14e",
      },
      { d: "M250 450Q400 475 560 450L575 475Q400 495 235 475Z", fill: "#1d2330", opacity: 0.15 },
      { d: rect(300, 170, 14, 290, 4), fill: "#c8553d" },
      { d: rect(500, 170, 14, 290, 4), fill: "#c8553d" },
      { d: rect(300, 240, 214, 40, 8), fill: "#f7f4ee" },
      { d: rect(300, 262, 214, 18, 6), fill: "#5f9e6e" },
      { d: rect(300, 380, 214, 50, 8), fill: "#f7f4ee" },
      { d: rect(300, 404, 214, 26, 6), fill: "#f2a541" },
      { d: rect(180, 400, 80, 60, 8), fill: "#2a9d8f" },
      { d: rect(180, 400, 80, 12, 6), fill: "#ffffff", opacity: 0.35 },
      { d: circle(600, 450, 22), fill: "#e07b91" },
      { d: "M580 444Q600 436 620 444V448Q600 440 580 448Z", fill: "#ffffff", opacity: 0.6 },
    ],
  },
  {
    id: "exterior",
    backdrop: [
      { d: rect(0, 0, 800, 500), fill: "#cfe6f3" },
      { d: circle(690, 70, 34), fill: "#fdf0dc" },
      { d: rect(0, 420, 800, 80), fill: "#8fbf7f" },
      { d: "M250 500L330 430H470L550 500Z", fill: "#d9d4cb" },
    ],
    surfaces: [
      one("walls", "KC-074-82-046", rect(150, 200, 500, 230), "sunlit"),
      one("upper", "KC-039-62-114", rect(210, 90, 380, 110), "sunlit"),
      {
        id: "trim",
        defaultCode: "KP-0240",
        shapes: [
          { d: rect(140, 190, 520, 14), light: "trim" },
          { d: rect(200, 80, 400, 12), light: "trim" },
          { d: frame(200, 250, 110, 100, 8), light: "trim" },
          { d: frame(490, 250, 110, 100, 8), light: "trim" },
          { d: frame(260, 112, 90, 70, 7), light: "trim" },
          { d: frame(450, 112, 90, 70, 7), light: "trim" },
        ],
      },
      one("door", "KC-054-50-094", rect(360, 270, 80, 160, 4), "door"),
      {
        id: "gate",
        defaultCode: "KC-270-35-060",
        shapes: [
          { d: "M40 470V390H230V470H220V400H50V470Z", light: "trim" },
          { d: "M570 470V390H760V470H750V400H580V470Z", light: "trim" },
        ],
      },
    ],
    decor: [
      // Roof, eaves' shadow, glass, steps, door handle, gate bars, a tree.
      { d: "M180 90L400 30L620 90Z", fill: "#9c4a3a" },
      { d: "M180 90L400 30L410 33L200 90Z", fill: "#ffffff", opacity: 0.2 },
      { d: rect(150, 204, 500, 14), fill: "#1d2330", opacity: 0.18 },
      { d: rect(208, 258, 94, 84), fill: "#a9d3ea" },
      { d: rect(498, 258, 94, 84), fill: "#a9d3ea" },
      { d: rect(267, 119, 76, 56), fill: "#a9d3ea" },
      { d: rect(457, 119, 76, 56), fill: "#a9d3ea" },
      { d: rect(208, 258, 40, 84), fill: "#ffffff", opacity: 0.3 },
      { d: rect(498, 258, 40, 84), fill: "#ffffff", opacity: 0.3 },
      { d: rect(340, 430, 120, 10, 2), fill: "#bdb5a6" },
      { d: circle(424, 350, 5), fill: "#c9a227" },
      ...[70, 100, 130, 160, 190].map((x) => ({
        d: rect(x, 400, 6, 70),
        fill: "#1d2330",
        opacity: 0.5,
      })),
      ...[600, 630, 660, 690, 720].map((x) => ({
        d: rect(x, 400, 6, 70),
        fill: "#1d2330",
        opacity: 0.5,
      })),
      { d: rect(96, 300, 14, 110, 4), fill: "#8b5a2b" },
      { d: circle(103, 280, 50), fill: "#5f9e6e" },
      { d: circle(85, 265, 22), fill: "#ffffff", opacity: 0.15 },
    ],
  },
  {
    id: "boundary",
    backdrop: [
      { d: rect(0, 0, 800, 500), fill: "#cfe6f3" },
      { d: circle(110, 80, 30), fill: "#fdf0dc" },
      // The house behind the wall and its garden.
      { d: "M380 120L560 60L740 120Z", fill: "#9c4a3a" },
      { d: rect(400, 120, 320, 200), fill: "#f7f4ee" },
      { d: rect(440, 160, 70, 60, 4), fill: "#a9d3ea" },
      { d: rect(610, 160, 70, 60, 4), fill: "#a9d3ea" },
      { d: circle(250, 240, 70), fill: "#5f9e6e" },
      { d: rect(0, 300, 800, 200), fill: "#8fbf7f" },
      { d: "M330 500L360 330H440L470 500Z", fill: "#d9d4cb" },
    ],
    surfaces: [
      {
        id: "boundary",
        defaultCode: "KC-077-77-025",
        shapes: [
          { d: rect(0, 260, 330, 150), light: "sunlit" },
          { d: rect(470, 260, 330, 150), light: "sunlit" },
        ],
      },
      {
        id: "pillars",
        defaultCode: "KC-036-50-114",
        shapes: [
          { d: rect(60, 240, 44, 170), light: "sunlit" },
          { d: rect(300, 220, 50, 190), light: "sunlit" },
          { d: rect(450, 220, 50, 190), light: "sunlit" },
          { d: rect(696, 240, 44, 170), light: "sunlit" },
        ],
      },
      {
        id: "coping",
        defaultCode: "KP-0240",
        shapes: [
          { d: rect(0, 250, 330, 12), light: "trim" },
          { d: rect(470, 250, 330, 12), light: "trim" },
          { d: rect(292, 208, 66, 14, 3), light: "trim" },
          { d: rect(442, 208, 66, 14, 3), light: "trim" },
          { d: rect(54, 230, 56, 12, 3), light: "trim" },
          { d: rect(690, 230, 56, 12, 3), light: "trim" },
        ],
      },
      {
        id: "gate",
        defaultCode: "KC-270-35-060",
        shapes: [
          { d: `${rect(350, 260, 100, 150)}${rect(358, 268, 84, 134)}`, light: "trim" },
          ...[372, 392, 412, 432].map((x) => ({
            d: rect(x - 3, 268, 6, 134),
            light: "trim" as const,
          })),
        ],
      },
    ],
    decor: [
      // The wall's shadow on the grass, a nameplate, a lamp on a pillar, a pot.
      { d: rect(0, 410, 330, 18), fill: "#1d2330", opacity: 0.15 },
      { d: rect(470, 410, 330, 18), fill: "#1d2330", opacity: 0.15 },
      { d: rect(310, 300, 30, 20, 2), fill: "#c9a227" },
      { d: rect(466, 190, 18, 20, 4), fill: "#fdf0dc" },
      { d: rect(600, 380, 40, 34, 6), fill: "#c8553d" },
      { d: circle(620, 370, 22), fill: "#5f9e6e" },
    ],
  },
];

const byId = new Map(scenes.map((scene) => [scene.id, scene]));

/** The scenes of the outside of a house; every other scene is a room. */
const OUTSIDE_SCENES: readonly SceneId[] = ["exterior", "boundary"];

/** The kind of surface a scene's walls are: what "What will it cost?" prices paints for. */
export function surfaceOfScene(scene: SceneId): PaintSurface {
  return OUTSIDE_SCENES.includes(scene) ? "exterior" : "interior";
}

export function sceneOf(id: SceneId): Scene {
  return byId.get(id)!;
}

export function allScenes(): readonly Scene[] {
  return scenes;
}

export function isSceneId(value: string): value is SceneId {
  return (sceneIds as readonly string[]).includes(value);
}

export function isSurfaceId(value: string): value is SurfaceId {
  return (surfaceIds as readonly string[]).includes(value);
}
