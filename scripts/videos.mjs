// Makes the how-to videos on /pickyourcolors from our own artwork: each step of
// a storyboard (app/shades/how-to-storyboards.json) is an art/*.svg picture
// shown for a few seconds with a slow zoom and a fade, encoded by ffmpeg as
// MP4 (H.264: every browser plays it, and it came out smaller than VP9 WebM at
// an encoding speed a build can afford). The words are captions,
// served per language from the content (app/shades/cards), so one video serves
// both languages. Files are named by a hash of what they are made from, like
// the images, and app/generated/videos.json lists them.
//
// Without ffmpeg (it is a Debian package; `apt-get install ffmpeg`) the
// posters are still made and the page shows each video's steps as text and
// picture: nothing links to a file that does not exist.
// `--manifest-only` renders nothing (used before typecheck).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeGeneratedFile } from "./generated-file.mjs";

const root = path.resolve(import.meta.dirname, "..");
const artDir = path.join(root, "art");
const outDir = path.join(root, "public", "video", "generated");
const manifestFile = path.join(root, "app", "generated", "videos.json");
const storyboards = JSON.parse(
  fs.readFileSync(path.join(root, "app", "shades", "how-to-storyboards.json"), "utf8"),
);
const manifestOnly = process.argv.includes("--manifest-only");
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 25;
/** Changes to how a video is made change every file name. */
const RECIPE = "zoom-fade-v1";
const BACKGROUND = "#f6f1e9";

function hashOf(board) {
  const hash = crypto.createHash("sha256").update(RECIPE).update(JSON.stringify(board));
  for (const step of board.steps)
    hash.update(fs.readFileSync(path.join(artDir, `${step.art}.svg`)));
  return hash.digest("hex").slice(0, 10);
}

function hasFfmpeg() {
  return spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
}

/** One still per step, the size of the video, the art centred on the page colour. */
async function renderStills(sharp, board, dir) {
  const files = [];
  for (const [index, step] of board.steps.entries()) {
    const file = path.join(dir, `${index}.png`);
    await sharp(fs.readFileSync(path.join(artDir, `${step.art}.svg`)), { density: 144 })
      .resize(WIDTH, HEIGHT, { fit: "contain", background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}

function encode(board, stills, out) {
  const inputs = stills.flatMap((still) => ["-i", still]);
  // zoompan turns each still into its step's frames (a 6 % zoom), then a fade in
  // and out so the steps read as separate scenes.
  const scenes = board.steps.map((step, index) => {
    const frames = step.seconds * FPS;
    return (
      `[${index}:v]zoompan=z='1+0.06*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'` +
      `:d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},` +
      `fade=t=in:st=0:d=0.4,fade=t=out:st=${step.seconds - 0.4}:d=0.4,format=yuv420p[s${index}]`
    );
  });
  const joined = board.steps.map((_, index) => `[s${index}]`).join("");
  const filter = `${scenes.join(";")};${joined}concat=n=${board.steps.length}:v=1:a=0[v]`;
  const settings = [
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "30",
    "-movflags",
    "+faststart",
  ];
  const result = spawnSync(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      ...inputs,
      "-filter_complex",
      filter,
      "-map",
      "[v]",
      "-an",
      ...settings,
      "-threads",
      "2",
      out,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed on ${out}:\n${result.stderr}`);
}

const canEncode = !manifestOnly && hasFfmpeg();
const manifest = {};
let made = 0;
const sharp = manifestOnly ? undefined : (await import("sharp")).default;
fs.mkdirSync(outDir, { recursive: true });
for (const board of storyboards) {
  const hash = hashOf(board);
  const base = `${board.id}.${hash}`;
  const file = (suffix) => path.join(outDir, `${base}${suffix}`);
  const url = (suffix) => `/video/generated/${base}${suffix}`;
  if (sharp) {
    const missing = [".mp4", "-poster.webp"].filter((s) => !fs.existsSync(file(s)));
    const needsVideo = canEncode && missing.includes(".mp4");
    if (missing.includes("-poster.webp") || needsVideo) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-video-"));
      try {
        const stills = await renderStills(sharp, board, dir);
        if (missing.includes("-poster.webp"))
          await sharp(stills[0]).webp({ quality: 80 }).toFile(file("-poster.webp"));
        if (needsVideo) {
          // Written beside, then renamed: a build killed half-way leaves no half file.
          const partial = file(".partial.mp4");
          encode(board, stills, partial);
          fs.renameSync(partial, file(".mp4"));
          made++;
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const present = (suffix) => (fs.existsSync(file(suffix)) ? url(suffix) : null);
  manifest[board.id] = {
    width: WIDTH,
    height: HEIGHT,
    seconds: board.steps.reduce((sum, step) => sum + step.seconds, 0),
    poster: present("-poster.webp"),
    mp4: present(".mp4"),
  };
}
fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
writeGeneratedFile(manifestFile, JSON.stringify(manifest, null, 2) + "\n");
if (!manifestOnly)
  console.log(
    canEncode
      ? `videos: ${storyboards.length} how-to videos, ${made} files encoded`
      : "videos: ffmpeg not found, so the how-to videos show as pictures with their steps " +
          "(Debian: apt-get install ffmpeg, then build again)",
  );
