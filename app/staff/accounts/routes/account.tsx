import { Form, Link, redirect, useLoaderData, useSearchParams } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { findAccount } from "~/staff/accounts/accounts.server";
import { recordAudit } from "~/staff/audit/record.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { recoveryCodesLeft } from "~/staff/auth/recovery-code-store.server";
import { roleLabels } from "~/staff/shell/roles";
import { securityActions } from "~/staff/auth/security-events";
import {
  countUserSessions,
  deleteUserSessions,
  dismissSignInNotice,
} from "~/staff/auth/sessions.server";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const account = await findAccount(db(), staff.user.id);
  if (!account) throw redirect("/staff/sign-in");
  return {
    account: {
      name: account.name,
      email: account.email,
      roles: account.roles.map((r) => roleLabels[r]),
      hasTotp: account.hasTotp,
      passkeys: account.passkeys,
      recoveryCodes: await recoveryCodesLeft(db(), staff.user.id),
    },
    otherSessions: (await countUserSessions(db(), staff.user.id)) - 1,
  };
}

/**
 * "Sign out everywhere else" ends every other session of this account;
 * "dismiss-notice" hides the notices of failed sign-in attempts and of a
 * recovery code used.
 */
export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null);
  if (form.get("intent") === "dismiss-notice") {
    await dismissSignInNotice(db(), staff.sessionId);
    return redirect("/staff/account");
  }
  if (form.get("intent") !== "sign-out-others") return redirect("/staff/account");
  const ended = await deleteUserSessions(db(), staff.user.id, staff.sessionId);
  await recordAudit(db(), staff, {
    action: securityActions.signOutEverywhere,
    entityType: "staff_user",
    entityId: staff.user.id,
    summary: `Signed out of ${ended} other session${ended === 1 ? "" : "s"}`,
  });
  return redirect(`/staff/account?ended=${ended}`);
}

const messages = {
  twoStepOn: "Two-step sign-in is on.",
  twoStepReplaced:
    "Two-step sign-in now uses your new app; codes from the old one no longer work. Other sessions were signed out.",
  twoStepOff:
    "The authenticator app is off; sign-in asks for a passkey. Other sessions were signed out.",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function Account() {
  const { account, otherSessions } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const ended = params.get("ended");
  return (
    <>
      <StaffPageHead title="Your account" description={`${account.name} · ${account.email}`} />
      {ended !== null ? (
        <StaffNotice>
          Signed out of {ended} other session{ended === "1" ? "" : "s"}. This browser stays signed
          in.
        </StaffNotice>
      ) : null}
      {params.has("password-changed") ? (
        <StaffNotice>Your password is changed. Other sessions were signed out.</StaffNotice>
      ) : null}
      {params.has("two-step-on") ? <StaffNotice>{messages.twoStepOn}</StaffNotice> : null}
      {params.has("two-step-replaced") ? (
        <StaffNotice>{messages.twoStepReplaced}</StaffNotice>
      ) : null}
      {params.has("two-step-off") ? <StaffNotice>{messages.twoStepOff}</StaffNotice> : null}
      <div className="staff-grid">
        <section className="staff-card" aria-labelledby="roles-heading">
          <h2 id="roles-heading">Roles</h2>
          <p>{account.roles.length > 0 ? account.roles.join(", ") : "None yet"}</p>
          <p className="field-hint">Roles are given by an administrator.</p>
        </section>
        <section className="staff-card" aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <p>Use at least 12 characters; a short sentence is easy to remember and hard to guess.</p>
          <p>
            <Link className="button button--secondary" to="/staff/account/password">
              Change password
            </Link>
          </p>
        </section>
        <section className="staff-card" aria-labelledby="two-step-heading">
          <h2 id="two-step-heading">Two-step sign-in</h2>
          <p>After your password, sign-in asks for one of these. Every account needs one.</p>
          <dl className="staff-factors">
            <div>
              <dt>Authenticator app</dt>
              <dd>
                {account.hasTotp ? "On" : "Off"}{" "}
                <Link to="/staff/account/two-step">
                  {account.hasTotp ? "Change two-step sign-in" : "Set up two-step sign-in"}
                </Link>
              </dd>
            </div>
            <div>
              <dt>Passkeys</dt>
              <dd>
                {account.passkeys === 0 ? "None" : plural(account.passkeys, "passkey", "passkeys")}{" "}
                <Link to="/staff/account/passkeys">
                  {account.passkeys === 0 ? "Add a passkey" : "Manage passkeys"}
                </Link>
              </dd>
            </div>
            <div>
              <dt>Recovery codes</dt>
              <dd>
                {plural(account.recoveryCodes, "code", "codes")} left{" "}
                <Link to="/staff/account/recovery-codes">Make new codes</Link>
              </dd>
            </div>
          </dl>
          <p className="field-hint">
            Lost your phone? Sign in with a recovery code, then move the app to your new phone here.
          </p>
        </section>
        <section className="staff-card" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Sessions</h2>
          <p>
            {otherSessions > 0
              ? `You are also signed in on ${otherSessions} other browser${otherSessions === 1 ? "" : "s"} or device${otherSessions === 1 ? "" : "s"}.`
              : "You are signed in on this browser only."}
          </p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="sign-out-others" />
            <button
              type="submit"
              className="button button--secondary"
              disabled={otherSessions === 0}
            >
              Sign out everywhere else
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
