// Renders the brand art in art/*.svg to responsive AVIF and WebP files under
// public/img/generated/, named by content hash so browsers may cache them for a
// year, and writes app/generated/images.json for the <ResponsiveImage>
// component: the width steps, and per artwork [width, height, hash]. Every
// page's script carries that file, so it is kept short: an artwork's widths are
// the steps below its width and the width itself (ResponsiveImage works them out). Also renders the app icons and the default
// share image. `--manifest-only` skips rendering (fast; used before typecheck).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { writeGeneratedFile } from "./generated-file.mjs";

const root = path.resolve(import.meta.dirname, "..");
const artDir = path.join(root, "art");
const outDir = path.join(root, "public", "img", "generated");
const manifestFile = path.join(root, "app", "generated", "images.json");
const manifestOnly = process.argv.includes("--manifest-only");
const STEPS = [360, 640, 960, 1280, 1920];

function intrinsicSize(svg, file) {
  const viewBox = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (!viewBox) throw new Error(`${file}: the <svg> needs a viewBox`);
  return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
}

function widthsFor(width) {
  const steps = STEPS.filter((w) => w < width);
  return [...steps, width];
}

const sources = fs.existsSync(artDir)
  ? fs
      .readdirSync(artDir)
      .filter((f) => f.endsWith(".svg"))
      .sort()
  : [];
const art = {};
for (const file of sources) {
  const name = file.replace(/\.svg$/, "");
  const svg = fs.readFileSync(path.join(artDir, file), "utf8");
  const { width, height } = intrinsicSize(svg, file);
  const hash = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 10);
  art[name] = [width, height, hash];
}
const manifest = { steps: STEPS, art };
fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
writeGeneratedFile(manifestFile, JSON.stringify(manifest, null, 2) + "\n");

if (!manifestOnly) {
  const { default: sharp } = await import("sharp");
  fs.mkdirSync(outDir, { recursive: true });
  let rendered = 0;
  for (const [name, [width, , hash]] of Object.entries(art)) {
    const svg = fs.readFileSync(path.join(artDir, `${name}.svg`));
    for (const w of widthsFor(width)) {
      for (const format of ["avif", "webp"]) {
        const out = path.join(outDir, `${name}.${hash}-${w}.${format}`);
        if (fs.existsSync(out)) continue;
        // Render at the target width straight from the vector, so small sizes stay sharp.
        const density = Math.max(1, (72 * w) / width);
        const image = sharp(svg, { density }).resize({ width: w });
        await (
          format === "avif" ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 78 })
        ).toFile(out);
        rendered++;
      }
    }
  }
  // Stale renders are left in place: builds may run in parallel, and the folder is not committed.

  const iconSource = path.join(artDir, "app-icon.svg");
  if (fs.existsSync(iconSource)) {
    const icon = fs.readFileSync(iconSource);
    const png = (size) =>
      sharp(icon, { density: Math.max(72, (72 * size) / 512) })
        .resize(size, size)
        .png();
    await png(192).toFile(path.join(root, "public", "icon-192.png"));
    await png(512).toFile(path.join(root, "public", "icon-512.png"));
    await png(180).toFile(path.join(root, "public", "apple-touch-icon.png"));
    const maskable = sharp(icon, { density: 72 })
      .resize(410, 410)
      .extend({ top: 51, bottom: 51, left: 51, right: 51, background: "#1f3a5f" });
    await maskable.png().toFile(path.join(root, "public", "icon-maskable-512.png"));
    fs.writeFileSync(
      path.join(root, "public", "favicon.ico"),
      pngIco(await png(32).toBuffer(), 32),
    );
  }
  const ogSource = path.join(artDir, "og-default.svg");
  if (fs.existsSync(ogSource)) {
    fs.mkdirSync(path.join(root, "public", "img"), { recursive: true });
    await sharp(fs.readFileSync(ogSource))
      .resize(1200, 630)
      .png()
      .toFile(path.join(root, "public", "img", "og-default.png"));
  }
  console.log(`images: ${Object.keys(art).length} artworks, ${rendered} files rendered`);
}

/** A one-image .ico file holding a PNG (supported by every current browser). */
function pngIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
