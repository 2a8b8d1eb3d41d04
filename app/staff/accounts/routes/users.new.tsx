import { data, useActionData } from "react-router";
import { RoleCheckboxes } from "~/staff/accounts/RoleCheckboxes";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { parseAccountForm } from "~/staff/accounts/account-form.server";
import { AccountExistsError, createAccount } from "~/staff/accounts/accounts.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { generatePassword } from "~/staff/auth/password.server";
import type { StaffRole } from "~/staff/shell/roles";
import type { Route } from "./+types/users.new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "admin");
  const parsed = parseAccountForm(form);
  const { values } = parsed;
  const roles = form.getAll("roles").map(String) as StaffRole[];
  if (!parsed.ok)
    return data({ values, roles, errors: parsed.errors, created: null }, { status: 400 });
  const password = generatePassword();
  try {
    const account = await createAccount(db(), staff, {
      email: parsed.data.email,
      name: parsed.data.name,
      roles: parsed.data.roles,
      password,
      mustChangePassword: true,
    });
    return { values: {}, roles: [], errors: {}, created: { email: account.email, password } };
  } catch (error) {
    if (error instanceof AccountExistsError)
      return data(
        {
          values,
          roles,
          errors: { email: "There is already an account with this email." },
          created: null,
        },
        { status: 409 },
      );
    throw error;
  }
}

/** The fields' labels, which the error summary's links show too (each message is under its field). */
const FIELD_LABELS = { name: "Full name", email: "Work email" };

export default function NewStaffAccount() {
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = result?.errors ?? {};
  const values: Record<string, string> = result?.values ?? {};
  if (result?.created)
    return (
      <>
        <StaffPageHead
          title="Account created"
          back={{ to: "/staff/users", label: "Staff accounts" }}
        />
        <StaffNotice>
          <p>
            The account for <strong>{result.created.email}</strong> is ready. Give this one-time
            password to the person directly (in person or by phone, not by email). It is shown only
            now; when they first sign in they choose their own, then set up two-step sign-in (an
            authenticator app or a passkey) before anything else.
          </p>
          <p className="staff-secret">
            <span>{result.created.password}</span>
          </p>
        </StaffNotice>
      </>
    );
  return (
    <>
      <StaffPageHead
        title="New staff account"
        back={{ to: "/staff/users", label: "Staff accounts" }}
      />
      <StaffForm problems={problemsOf(errors, FIELD_LABELS)} messages={false}>
        <StaffField
          label={FIELD_LABELS.name}
          name="name"
          required
          autoComplete="off"
          defaultValue={values.name}
          error={errors.name}
        />
        <StaffField
          label={FIELD_LABELS.email}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={values.email}
          error={errors.email}
        />
        <RoleCheckboxes selected={(result?.roles ?? []) as StaffRole[]} />
        <div className="form-actions">
          <button type="submit" className="button">
            Create account
          </button>
        </div>
      </StaffForm>
    </>
  );
}
