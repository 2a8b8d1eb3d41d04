import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Sign-in and sign-out: outside the staff layout, whose loader requires a session. */
export const staffSignInRoutes: RouteConfigEntry[] = [
  route("staff/sign-in", "staff/auth/routes/sign-in.tsx"),
  route("staff/sign-in/passkey-options", "staff/auth/routes/sign-in.passkey-options.ts"),
  route("staff/sign-out", "staff/auth/routes/sign-out.ts"),
];
