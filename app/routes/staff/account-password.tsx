import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/staff/CsrfField";
import { StaffField } from "~/components/staff/StaffField";
import { StaffNotice, StaffPageHead } from "~/components/staff/StaffPageHead";
import { db } from "~/db/client.server";
import { WrongPasswordError, changeOwnPassword, findAccount } from "~/lib/staff/accounts.server";
import { requireStaff, requireStaffAction } from "~/lib/staff/auth.server";
import { fieldErrors } from "~/lib/staff/forms.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/staff/password-policy";
import type { Route } from "./+types/account-password";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, undefined, { allowPendingSetup: true });
  const account = await findAccount(db(), staff.user.id);
  return { mustChange: account?.mustChangePassword ?? false, email: staff.user.email };
}

const passwordSchema = z
  .object({
    current: z.string().min(1, "Enter your current password.").max(200),
    next: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(200, "Use at most 200 characters."),
    confirm: z.string().max(200),
  })
  .refine((v) => v.next === v.confirm, {
    path: ["confirm"],
    message: "The two new passwords are not the same.",
  })
  .refine((v) => v.next !== v.current, {
    path: ["next"],
    message: "Choose a password different from the current one.",
  });

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null, { allowPendingSetup: true });
  const parsed = passwordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  if (parsed.data.next.toLowerCase().includes(staff.user.email.split("@")[0]!.toLowerCase()))
    return data(
      {
        errors: { next: "Do not use your email name in your password." } as Record<string, string>,
      },
      { status: 400 },
    );
  try {
    await changeOwnPassword(db(), staff, {
      current: parsed.data.current,
      next: parsed.data.next,
      keepSessionId: staff.sessionId,
    });
  } catch (error) {
    if (error instanceof WrongPasswordError)
      return data(
        { errors: { current: "That is not your current password." } as Record<string, string> },
        { status: 400 },
      );
    throw error;
  }
  return redirect("/staff/account?password-changed=1");
}

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
      <Form method="post" className="staff-card staff-form staff-form--narrow" noValidate>
        <CsrfField />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <StaffField
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current}
        />
        <StaffField
          label="New password"
          name="next"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words work well.`}
          error={errors.next}
        />
        <StaffField
          label="New password again"
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
      </Form>
    </>
  );
}
