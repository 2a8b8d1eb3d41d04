import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** One's own account (every member) and the staff accounts (admin), under /staff. */
export const staffAccountRoutes: RouteConfigEntry[] = [
  route("account", "staff/accounts/routes/account.tsx"),
  route("account/password", "staff/accounts/routes/account.password.tsx"),
  route("account/two-step", "staff/accounts/routes/account.two-step.tsx"),
  route("account/passkeys", "staff/accounts/routes/account.passkeys.tsx"),
  route("account/passkey-options", "staff/accounts/routes/account.passkey-options.ts"),
  route("account/recovery-codes", "staff/accounts/routes/account.recovery-codes.tsx"),
  route("users", "staff/accounts/routes/users.tsx"),
  route("users/new", "staff/accounts/routes/users.new.tsx"),
  route("users/:id", "staff/accounts/routes/users.$id.tsx"),
];
