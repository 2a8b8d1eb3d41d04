import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Pictures uploaded in the staff area. */
export const mediaEndpoints: RouteConfigEntry[] = [
  route("media/:id/:name", "media/routes/media.$id.$name.ts"),
];
