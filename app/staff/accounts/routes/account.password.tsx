import { data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { changeOwnPassword, findAccount } from "~/staff/accounts/accounts.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { factorsOf, hasSecondFactor } from "~/staff/auth/factors.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/staff/auth/password-policy";
import { passwordMessages, passwordProblem } from "~/staff/auth/password-policy.server";
import { retryMessage } from "~/staff/auth/retry-message";
import type { Route } from "./+types/account.password";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const account = await findAccount(db(), staff.user.id);
  return { mustChange: account?.mustChangePassword ?? false, email: staff.user.email };
}

const messages = {
  current: "Enter your current password.",
  confirm: "The two new passwords are not the same.",
  same: "Choose a password different from the current one.",
  wrongCurrent: "That is not your current password.",
};

const passwordSchema = z
  .object({
    current: z.string().min(1, messages.current).max(MAX_PASSWORD_LENGTH),
    next: z
      .string()
      .min(MIN_PASSWORD_LENGTH, passwordMessages["too-short"])
      .max(MAX_PASSWORD_LENGTH, passwordMessages["too-long"]),
    confirm: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.next === v.confirm, { path: ["confirm"], message: messages.confirm })
  .refine((v) => v.next !== v.current, { path: ["next"], message: messages.same });

const refused = (errors: Record<string, string>, status = 400) => data({ errors }, { status });

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null);
  const parsed = parseForm(form, passwordSchema);
  if (!parsed.ok) return refused(parsed.errors);
  const problem = passwordProblem(parsed.data.next, staff.user);
  if (problem) return refused({ next: passwordMessages[problem] });
  const result = await changeOwnPassword(db(), staff, {
    current: parsed.data.current,
    next: parsed.data.next,
    keepSessionId: staff.sessionId,
  });
  if (!result.ok)
    return result.problem === "throttled"
      ? refused({ current: retryMessage(result.retryAt) }, 429)
      : refused({ current: messages.wrongCurrent });
  // A first sign-in goes on to set up its second factor (ADR 36).
  if (!hasSecondFactor(await factorsOf(db(), staff.user.id)))
    return redirect("/staff/account/two-step?password-changed=1");
  return redirect("/staff/account?password-changed=1");
}

/** The fields' labels, which the error summary's links show too (each message is under its field). */
const FIELD_LABELS = {
  current: "Current password",
  next: "New password",
  confirm: "New password again",
};

export default function ChangePassword() {
  const { mustChange, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = result?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title="Change your password"
        back={mustChange ? undefined : { to: "/staff/account", label: "Your account" }}
      />
      {mustChange ? (
        <StaffNotice tone="info">
          Your administrator gave you a one-time password. Choose your own before you continue.
        </StaffNotice>
      ) : null}
      <StaffForm
        problems={problemsOf(errors, FIELD_LABELS)}
        messages={false}
        className="staff-card staff-form staff-form--narrow"
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <StaffField
          label={FIELD_LABELS.current}
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current}
        />
        <StaffField
          label={FIELD_LABELS.next}
          name="next"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password and not your name. A few unrelated words work well.`}
          error={errors.next}
        />
        <StaffField
          label={FIELD_LABELS.confirm}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            Change password
          </button>
        </div>
      </StaffForm>
    </>
  );
}
