/**
 * "Try it on a wall" from a shade (issue 42): which of the visualiser's
 * scenes a shade page, or a colour matched from a photo, opens. The shades'
 * own choice, so their pages need not import the plan's hand-overs
 * (app/plan/), which use its `PaintSurface` too.
 */

/** Where a paint goes: inside a home or outside it. */
export type PaintSurface = "interior" | "exterior";

/** The scenes a shade page offers to try a shade on. */
export type TryScene = "living" | "exterior";

/**
 * The scenes a shade is tried on, the first the one "Try it on a wall" opens.
 * A paint decides: an exterior paint opens the house exterior, a room paint a
 * living room, a paint for both a living room and, when the shade suits the
 * outside, the house too. Without a paint, the shade decides the same way.
 */
export function scenesForShade({
  paintSuits,
  shadeSuitsExterior,
}: {
  /** Where the plan's paint may be used, if the plan has one. */
  paintSuits?: readonly PaintSurface[];
  shadeSuitsExterior: boolean;
}): TryScene[] {
  const suits = paintSuits ?? ["interior", "exterior"];
  if (!suits.includes("interior")) return ["exterior"];
  return suits.includes("exterior") && shadeSuitsExterior ? ["living", "exterior"] : ["living"];
}
