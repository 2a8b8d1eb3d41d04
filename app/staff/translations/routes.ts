import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** What is in English only (ADR 27), under /staff. */
export const staffTranslationRoutes: RouteConfigEntry[] = [
  route("translations", "staff/translations/routes/translations.tsx"),
];
