import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The rights of the people whose data we hold (issue 44, ADR 63). */
export const privacyPages: RouteConfigEntry[] = [
  route("privacy/requests", "privacy/routes/privacy.requests.tsx"),
];
