import { Form, data, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { proofChoices, proofRefusal, readProof } from "~/staff/accounts/factor-forms.server";
import { PROOF_NAMES, type Errors } from "~/staff/accounts/proof-names";
import { ProofFields } from "~/staff/accounts/ProofFields";
import { requireStaff, requireStaffAction, staffRelyingParty } from "~/staff/auth/auth.server";
import { ErrorSummary, problemsOf } from "~/staff/ui/ErrorSummary";
import { RecoveryCodeList } from "~/staff/auth/RecoveryCodeList";
import { regenerateRecoveryCodes } from "~/staff/auth/recovery-codes.server";
import { RECOVERY_CODE_COUNT } from "~/staff/auth/factor-limits";
import type { Route } from "./+types/account.recovery-codes";

/**
 * Recovery codes (ADR 36): how many are left, and a new set, shown once,
 * with the password and a current factor. The old set stops working at once.
 * A plain form: it works without JavaScript.
 */
const labels: Partial<Record<string, string>> = {
  currentPassword: "Current password",
  currentCode: "Code",
  passkeyProof: "Passkey",
};

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { choices: await proofChoices(db(), staff.user.id), total: RECOVERY_CODE_COUNT };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null);
  const proof = readProof(form);
  if (!proof.ok) return data({ errors: proof.errors, codes: null }, { status: 400 });
  const result = await regenerateRecoveryCodes(db(), staff, proof.proof, staffRelyingParty());
  if (result.ok) return { errors: {} as Errors, codes: result.codes };
  const errors: Errors =
    result.problem === "no-factor"
      ? { form: "Set up two-step sign-in first." }
      : proofRefusal(result.problem, proof.proof, result.retryAt);
  return data({ errors, codes: null }, { status: result.problem === "throttled" ? 429 : 400 });
}

export default function RecoveryCodes() {
  const { choices, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Errors = result?.errors ?? {};
  const back = { to: "/staff/account", label: "Your account" };
  if (result?.codes)
    return (
      <>
        <StaffPageHead title="New recovery codes" back={back} />
        <StaffNotice>Your new recovery codes are ready; the old ones no longer work.</StaffNotice>
        <RecoveryCodeList
          codes={result.codes}
          continueTo={{ to: "/staff/account", label: "I have saved them" }}
        />
      </>
    );
  return (
    <>
      <StaffPageHead
        title="Recovery codes"
        back={back}
        description="Each recovery code signs you in once, in place of your authenticator app or passkey: keep them for the day you lose your phone."
      />
      <section className="staff-card" aria-labelledby="left-heading">
        <h2 id="left-heading">Codes left</h2>
        <p className="staff-count">
          {choices.recoveryCodes} of {total}
        </p>
        {choices.recoveryCodes <= 3 ? (
          <p>
            {choices.recoveryCodes === 0
              ? "You have no recovery codes left. Make new ones now."
              : "You are running out of recovery codes. Make new ones."}
          </p>
        ) : null}
      </section>
      <section className="staff-card" aria-labelledby="new-heading">
        <h2 id="new-heading">Make new codes</h2>
        <p>
          You get {total} new codes, shown once; every code you have now stops working. Confirm it
          is you first.
        </p>
        <ErrorSummary problems={problemsOf(errors, labels)} />
        <Form method="post" className="staff-form staff-form--narrow" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="regenerate" />
          <ProofFields
            names={PROOF_NAMES}
            errors={errors}
            choices={choices}
            submitLabel="Make new recovery codes"
          />
          <div className="form-actions">
            <button type="submit" className="button">
              Make new recovery codes
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
