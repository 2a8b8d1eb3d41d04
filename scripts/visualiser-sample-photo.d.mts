/** Points of the sample photo's regions, in its 960 × 720 frame (scripts/visualiser-sample-photo.mjs). */
export const SAMPLE_SIZE: { width: number; height: number };
export const SAMPLE_POINTS: Record<
  "backWall" | "backWallFar" | "leftWall" | "rightWall" | "floor" | "sofa" | "picture" | "ceiling",
  [number, number]
>;
export function sampleRoomFilter(width: number): { size: string; filter: string };
