// Makes the visualiser's sample photo (public/visualiser/sample-room.jpg): a
// room drawn by ffmpeg's geq filter, pixel by pixel, with lit and shaded
// walls, a ceiling, a wooden floor, a sofa and a picture, plus a little grain
// so it behaves like a camera's JPEG. Our own work, so it can ship with the
// site; the photo tests and the bench tap its back wall (SAMPLE_WALL below).
//
//   node scripts/visualiser-sample-photo.mjs [out.jpg] [width]
//
// The bench makes its 12-megapixel photo with the same script (width 4000).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = process.argv[2] ?? path.join(root, "public", "visualiser", "sample-room.jpg");
const width = Number(process.argv[3] ?? 960);

/** The room's regions as geq conditions on X and Y, in a 960 × 720 frame scaled to the width. */
export const SAMPLE_SIZE = { width: 960, height: 720 };
/** A point on the back wall, one on each side wall, the floor and the sofa (960 × 720 frame). */
export const SAMPLE_POINTS = {
  backWall: [330, 200],
  backWallFar: [650, 420],
  leftWall: [90, 330],
  rightWall: [880, 330],
  floor: [480, 660],
  sofa: [480, 440],
  picture: [480, 240],
  ceiling: [480, 40],
};

export function sampleRoomFilter(w) {
  const h = Math.round((w * 3) / 4);
  const s = w / 960;
  // Frame coordinates (960 × 720) of this pixel.
  const x = `(X/${s})`;
  const y = `(Y/${s})`;
  const inRect = (x0, y0, x1, y1) => `between(${x},${x0},${x1})*between(${y},${y0},${y1})`;
  const ceiling = `lt(${y},120)*lt(${y},0.5*${x})*lt(${y},0.5*(960-${x}))`;
  const floor = `gt(${y},480)*gt(${y},720-${x})*gt(${y},${x}-240)`;
  const left = `lt(${x},240)`;
  const right = `gt(${x},720)`;
  const sofa = inRect(330, 380, 630, 520);
  const picture = inRect(420, 190, 540, 290);
  // Back wall lit from the upper left; the side walls darker; grain of ±3.
  // The corner under the ceiling is a little darker, as in a real room.
  const backLight = `(1-0.12*(${x}-240)/480-0.06*(${y}-120)/360-0.3*exp(-(${y}-120)/4))`;
  const grain = "(random(1)*6-3)";
  const channel = (wall, ceil, wood, sofaC, pictureC) =>
    `clip(if(${picture},${pictureC},if(${sofa},${sofaC}*(1.1-0.3*(${y}-380)/140),` +
    `if(${ceiling},${ceil}*(1-0.05*${y}/120),if(${floor},${wood}*(0.8+0.25*(${y}-480)/240),` +
    `if(${left},${wall}*0.72,if(${right},${wall}*0.66,${wall}*${backLight}))))))+${grain},0,255)`;
  return {
    size: `${w}x${h}`,
    filter:
      `geq=r='${channel(232, 246, 150, 40, 90)}':g='${channel(221, 243, 104, 62, 60)}'` +
      `:b='${channel(199, 236, 70, 96, 40)}'`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { size, filter } = sampleRoomFilter(width);
  const result = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=black:s=${size}:d=1`,
      "-vf",
      `${filter},format=yuvj420p`,
      "-frames:v",
      "1",
      "-q:v",
      "4",
      out,
    ],
    { stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
}
