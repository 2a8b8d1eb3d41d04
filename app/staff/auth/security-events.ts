/**
 * Audit actions that concern who can get into the staff area: sign-ins and
 * their failures, lock-outs, passwords, second factors (app, passkeys,
 * recovery codes), accounts and roles.
 * The writers (accounts, throttle) and the audit log's "Security events"
 * filter share this one list, so a new kind of event cannot be left out of
 * the filter by accident. Client-safe: no server imports.
 */
export const securityActions = {
  signIn: "staff.sign-in",
  signInFailed: "staff.sign-in-failed",
  signInLocked: "staff.sign-in-locked",
  signInSlowed: "staff.sign-in-slowed",
  reauthFailed: "staff.reauth-failed",
  signOutEverywhere: "staff.sign-out-everywhere",
  passwordChange: "staff.password-change",
  reset: "staff.reset",
  twoStepOn: "staff.two-step-on",
  twoStepReplace: "staff.two-step-replace",
  twoStepOff: "staff.two-step-off",
  passkeyAdd: "staff.passkey-add",
  passkeyRemove: "staff.passkey-remove",
  recoveryCodesGenerated: "staff.recovery-codes-generated",
  recoveryCodeUsed: "staff.recovery-code-used",
  create: "staff.create",
  update: "staff.update",
  rolesChange: "staff.roles-change",
} as const;

export type SecurityAction = (typeof securityActions)[keyof typeof securityActions];

export const SECURITY_ACTIONS: readonly SecurityAction[] = Object.values(securityActions);
