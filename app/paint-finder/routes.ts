import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The paint finder: which paint suits the job, ranked with its reasons (issue 42). */
export const paintFinderPages: RouteConfigEntry[] = [
  route("paint-finder", "paint-finder/routes/paint-finder.tsx"),
];
