import { LRUCache } from "lru-cache";
import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/security.server";
import { shadeByCode } from "../shades.server";
import { solidPng } from "../explorer/swatch-png.server";
import type { Route } from "./+types/downloads.shade-swatches.$file";

/**
 * /downloads/shade-swatches/{code}.png: a shade page's Open Graph picture,
 * the swatch itself. Drawn on first request and kept (a few KB each); a
 * code's colour never changes (ADR 17), so browsers and crawlers may keep
 * it for a day.
 */
const drawn = new LRUCache<string, Buffer>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
});

export function loader({ params }: Route.LoaderArgs) {
  const code = params.file.endsWith(".png") ? params.file.slice(0, -4) : "";
  const shade = code ? shadeByCode(code) : undefined;
  if (!shade || shade.code !== code)
    return new Response("No such shade.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  let png = drawn.get(shade.code);
  if (!png) {
    png = solidPng(shade.hex);
    drawn.set(shade.code, png);
  }
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    },
  });
}
