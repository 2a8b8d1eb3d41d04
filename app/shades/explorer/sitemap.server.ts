import { allShades } from "../shades.server";
import { EXPLORER_PATH } from "./paths";

/** Every shade's page, in fandeck order, for the sitemap (each in every language there). */
export function shadePagePaths(): string[] {
  return allShades().map((shade) => `${EXPLORER_PATH}/${shade.code}`);
}
