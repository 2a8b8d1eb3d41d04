import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { RoleCheckboxes } from "~/staff/accounts/RoleCheckboxes";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { parseAccountForm } from "~/staff/accounts/account-form.server";
import {
  LastAdminError,
  OwnRolesError,
  findAccount,
  resetAccess,
  updateAccount,
} from "~/staff/accounts/accounts.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { roleLabels } from "~/staff/shell/roles";
import type { Route } from "./+types/users.$id";

function accountId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: "There is no such account." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin");
  const account = await findAccount(db(), accountId(params));
  if (!account) throw data({ message: "There is no such account." }, { status: 404 });
  return { account, isSelf: account.id === staff.user.id };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "admin");
  const id = accountId(params);
  const account = await findAccount(db(), id);
  if (!account) throw data({ message: "There is no such account." }, { status: 404 });

  if (form.get("intent") === "reset") {
    if (form.get("confirmReset") !== "on")
      return data(
        {
          reset: null,
          errors: { confirmReset: "Tick the box to confirm you checked who is asking." } as Record<
            string,
            string
          >,
        },
        { status: 400 },
      );
    const password = await resetAccess(db(), staff, id, {
      clearTotp: form.get("clearTotp") === "on",
    });
    return { reset: { password }, errors: {} as Record<string, string> };
  }

  form.set("email", account.email);
  // Your own page has no role boxes: a save there keeps your roles. Sending
  // roles anyway is refused below unless they are the ones you have.
  const isSelf = id === staff.user.id;
  if (isSelf && !form.has("roles")) for (const role of account.roles) form.append("roles", role);
  const parsed = parseAccountForm(form);
  if (!parsed.ok) return data({ reset: null, errors: parsed.errors }, { status: 400 });
  try {
    await updateAccount(db(), staff, id, {
      name: parsed.data.name,
      roles: parsed.data.roles,
      disabled: parsed.data.disabled,
    });
  } catch (error) {
    if (error instanceof LastAdminError || error instanceof OwnRolesError)
      return data(
        { reset: null, errors: { roles: error.message } as Record<string, string> },
        { status: error instanceof OwnRolesError ? 403 : 409 },
      );
    throw error;
  }
  return redirect("/staff/users?saved=1");
}

/** What the summary's links call the fields of both forms on the page. */
const FIELD_LABELS = {
  name: "Full name",
  roles: "Roles",
  confirmReset: "I have checked who is asking",
};

const messages = {
  ownRolesHeading: "Your roles",
  noRoles: "None",
  ownRolesHint: "You cannot change your own roles. Another administrator can.",
};

export default function EditStaffAccount() {
  const { account, isSelf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = result?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title={account.name}
        description={account.email}
        back={{ to: "/staff/users", label: "Staff accounts" }}
      />
      {result?.reset ? (
        <StaffNotice>
          <p>
            New one-time password for {account.email}. Give it to them directly; it is shown only
            now. All their sessions have ended.
          </p>
          <p className="staff-secret">
            <span>{result.reset.password}</span>
          </p>
        </StaffNotice>
      ) : null}
      <StaffForm
        // Your own roles have no boxes to link to: that problem is said without a link.
        problems={problemsOf(errors, isSelf ? { ...FIELD_LABELS, roles: undefined } : FIELD_LABELS)}
      >
        <input type="hidden" name="intent" value="save" />
        <StaffField
          label={FIELD_LABELS.name}
          name="name"
          required
          defaultValue={account.name}
          error={errors.name}
        />
        {isSelf ? (
          <div className="field field--full">
            <p className="field-label">{messages.ownRolesHeading}</p>
            <p>{account.roles.map((r) => roleLabels[r]).join(", ") || messages.noRoles}</p>
            <p className="field-hint">{messages.ownRolesHint}</p>
          </div>
        ) : (
          <RoleCheckboxes selected={account.roles} />
        )}
        <div className="choice field--full">
          <input type="checkbox" id="disabled" name="disabled" defaultChecked={account.disabled} />
          <label htmlFor="disabled">
            Disabled: cannot sign in{isSelf ? " (you cannot undo this yourself)" : ""}
          </label>
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Save changes
          </button>
        </div>
      </StaffForm>
      <section className="staff-card" aria-labelledby="reset-heading">
        <h2 id="reset-heading">Reset access</h2>
        <p>
          Gives a new one-time password and signs the person out everywhere. Use it when someone
          forgot their password or may have shared it.
        </p>
        <Form method="post" className="staff-form">
          <CsrfField />
          <input type="hidden" name="intent" value="reset" />
          <div className="choice">
            <input
              type="checkbox"
              id="clearTotp"
              name="clearTotp"
              disabled={!account.hasTotp && account.passkeys === 0}
            />
            <label htmlFor="clearTotp">
              Also remove their second factors (app, passkeys and recovery codes, all lost)
              {account.hasTotp || account.passkeys > 0
                ? "; they set up a new one at their next sign-in"
                : ": none set up"}
            </label>
          </div>
          <div className="choice">
            <input
              type="checkbox"
              id="confirmReset"
              name="confirmReset"
              required
              aria-invalid={errors.confirmReset ? true : undefined}
              aria-describedby={errors.confirmReset ? "confirmReset-error" : undefined}
            />
            <label htmlFor="confirmReset">I have checked who is asking</label>
          </div>
          {errors.confirmReset ? (
            <p className="field-error" id="confirmReset-error">
              {errors.confirmReset}
            </p>
          ) : null}
          <button type="submit" className="button button--secondary">
            Reset password
          </button>
        </Form>
      </section>
    </>
  );
}
