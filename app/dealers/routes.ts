import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The dealer locator (ADR 19). */
export const dealerPages: RouteConfigEntry[] = [route("dealers", "dealers/routes/dealers.tsx")];
