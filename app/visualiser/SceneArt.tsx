import { Link } from "react-router";
import {
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type Decor,
  type Light,
  type Scene,
  type SurfaceId,
} from "./scenes";

/**
 * How light falls on each kind of shape, as translucent black and white
 * gradients over the flat paint. Black at opacity k over a colour is that
 * colour multiplied by 1 − k (a multiply with a neutral grey), white adds
 * light the same way, so the shading works on any shade, needs no blend
 * modes, and looks the same in the page and in a saved PNG.
 */
type Stop = [offset: number, colour: "#000" | "#fff", opacity: number];
const lights: Record<Light, { x2: number; y2: number; stops: Stop[] }> = {
  "left-wall": {
    x2: 1,
    y2: 0,
    stops: [
      [0, "#000", 0.26],
      [1, "#000", 0.08],
    ],
  },
  "right-wall": {
    x2: 1,
    y2: 0,
    stops: [
      [0, "#fff", 0.06],
      [1, "#000", 0.16],
    ],
  },
  "back-wall": {
    x2: 1,
    y2: 0.6,
    stops: [
      [0, "#fff", 0.2],
      [0.45, "#fff", 0],
      [1, "#000", 0.14],
    ],
  },
  ceiling: {
    x2: 0,
    y2: 1,
    stops: [
      [0, "#000", 0.04],
      [1, "#000", 0.18],
    ],
  },
  trim: {
    x2: 0,
    y2: 1,
    stops: [
      [0, "#fff", 0.14],
      [1, "#000", 0.12],
    ],
  },
  door: {
    x2: 1,
    y2: 0.3,
    stops: [
      [0, "#fff", 0.1],
      [1, "#000", 0.22],
    ],
  },
  sunlit: {
    x2: 1,
    y2: 1,
    stops: [
      [0, "#fff", 0.18],
      [0.6, "#fff", 0],
      [1, "#000", 0.14],
    ],
  },
  shaded: {
    x2: 0,
    y2: 1,
    stops: [
      [0, "#000", 0.3],
      [1, "#000", 0.16],
    ],
  },
};
const lightIds = Object.keys(lights) as Light[];

/** What is not painted: drawn as it is, hidden from screen readers (the scene's label says what it shows). */
function DecorPaths({ items, className }: { items: Decor[]; className?: string }) {
  return (
    <g aria-hidden="true" className={className}>
      {items.map((item, i) => (
        <path key={i} d={item.d} fill={item.fill} opacity={item.opacity} fillRule="evenodd" />
      ))}
    </g>
  );
}

export interface PaintedSurface {
  id: SurfaceId;
  hex: string;
  href: string;
  /** What a screen reader hears: the surface's name and its shade. */
  label: string;
  selected: boolean;
}

/**
 * One scene, painted: the backdrop, each surface as a link (a visitor
 * chooses a surface by clicking or tabbing to it; without JavaScript it is a
 * plain link), its light over it, then the decor. `idPrefix` keeps gradient
 * ids apart when two schemes are on the page.
 */
export function SceneArt({
  scene,
  surfaces,
  idPrefix,
  label,
}: {
  scene: Scene;
  surfaces: PaintedSurface[];
  idPrefix: string;
  label: string;
}) {
  const byId = new Map(surfaces.map((s) => [s.id, s]));
  const gradient = (light: Light) => `${idPrefix}-${light}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="vis-art"
      viewBox={`0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`}
      width={SCENE_WIDTH}
      height={SCENE_HEIGHT}
      role="group"
      aria-label={label}
      data-scene={scene.id}
    >
      <defs>
        {lightIds.map((light) => (
          <linearGradient
            key={light}
            id={gradient(light)}
            x1="0"
            y1="0"
            x2={lights[light].x2}
            y2={lights[light].y2}
          >
            {lights[light].stops.map(([offset, colour, opacity]) => (
              <stop key={offset} offset={offset} stopColor={colour} stopOpacity={opacity} />
            ))}
          </linearGradient>
        ))}
      </defs>
      <DecorPaths items={scene.backdrop} />
      {scene.surfaces.map((surface) => {
        const painted = byId.get(surface.id);
        if (!painted) return null;
        return (
          <Link
            key={surface.id}
            to={painted.href}
            preventScrollReset
            replace
            className="vis-surface"
            aria-label={painted.label}
            aria-current={painted.selected ? "true" : undefined}
            data-surface={surface.id}
          >
            {surface.shapes.map((shape, i) => (
              <g key={i}>
                <path
                  className="vis-surface__paint"
                  d={shape.d}
                  fill={painted.hex}
                  fillRule="evenodd"
                />
                <path d={shape.d} fill={`url(#${gradient(shape.light)})`} fillRule="evenodd" />
              </g>
            ))}
          </Link>
        );
      })}
      <DecorPaths items={scene.decor} className="vis-decor" />
      {/* The selected surface's outline, over the decor so it shows where furniture covers it. */}
      <g aria-hidden="true" className="vis-outline">
        {scene.surfaces
          .filter((surface) => byId.get(surface.id)?.selected)
          .flatMap((surface) => surface.shapes)
          .map((shape, i) => (
            <path key={i} d={shape.d} fill="none" />
          ))}
      </g>
    </svg>
  );
}
