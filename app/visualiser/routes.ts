import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const visualiserPages: RouteConfigEntry[] = [
  route("visualiser", "visualiser/routes/visualiser.tsx"),
];
