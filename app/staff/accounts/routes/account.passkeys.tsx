import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useSearchParams,
} from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { proofChoices, proofRefusal, readProof } from "~/staff/accounts/factor-forms.server";
import type { Errors, ProofNames } from "~/staff/accounts/proof-names";
import { PASSKEY_NAME_MAX } from "~/staff/auth/factor-limits";
import { ProofFields, confirmWithPasskey } from "~/staff/accounts/ProofFields";
import { requireStaff, requireStaffAction, staffRelyingParty } from "~/staff/auth/auth.server";
import { ErrorSummary, problemsOf } from "~/staff/ui/ErrorSummary";
import { CeremonyProblem, fieldOf, makePasskey, setField } from "~/staff/auth/passkey-ceremony";
import { PasskeyButton } from "~/staff/auth/PasskeyButton";
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  type PasskeyChangeResult,
} from "~/staff/auth/passkeys.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import type { Route } from "./+types/account.passkeys";

/**
 * The member's passkeys (ADR 36): each with its name, when it was added and
 * last used; add another (the browser makes it, so this needs JavaScript),
 * or remove one. Both need the password and a current factor, as changing
 * the app does; removing one also signs out the other sessions. The last
 * factor of an account cannot be removed.
 */
const ADD_NAMES: ProofNames = { password: "addPassword", code: "addCode", passkey: "addProof" };
const REMOVE_NAMES: ProofNames = {
  password: "removePassword",
  code: "removeCode",
  passkey: "removeProof",
};

const messages = {
  name: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters, e.g. "Work laptop".`,
  needsScript:
    "Adding a passkey needs JavaScript in your browser: your browser makes the passkey. Turn it on and try again.",
  refused: "The passkey could not be added. Try again.",
  duplicate: "That passkey is already registered to your account.",
  notFound: "That passkey is not on your account any more. Reload the page.",
  lastFactor:
    "This is your only second factor, so it stays. Add another passkey or the authenticator app first.",
  choose: "Choose the passkey to remove.",
  notHere:
    "Passkeys work only at the staff area's own address (SITE_URL), and this server is reached by an IP address. Use the authenticator app.",
};

const labels: Partial<Record<string, string>> = {
  passkeyName: "Name for the new passkey",
  addPassword: "Current password",
  addCode: "Code",
  addProof: "Passkey",
  passkeyId: "Passkey to remove",
  removePassword: "Current password",
  removeCode: "Code",
  removeProof: "Passkey",
};

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return {
    passkeys: await listPasskeys(db(), staff.user.id),
    choices: await proofChoices(db(), staff.user.id),
  };
}

function refusal(
  result: Extract<PasskeyChangeResult, { ok: false }>,
  proof: Parameters<typeof proofRefusal>[1],
  names: ProofNames,
): { errors: Errors; status: number } {
  switch (result.problem) {
    case "wrong-password":
    case "wrong-code":
    case "throttled":
      return {
        errors: proofRefusal(result.problem, proof, result.retryAt, names),
        status: result.problem === "throttled" ? 429 : 400,
      };
    case "bad-response":
      return { errors: { form: messages.refused }, status: 400 };
    case "duplicate":
      return { errors: { form: messages.duplicate }, status: 400 };
    case "not-found":
      return { errors: { form: messages.notFound }, status: 404 };
    case "last-factor":
      return { errors: { form: messages.lastFactor }, status: 409 };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null);
  const rp = staffRelyingParty();
  const intent = form.get("intent");
  const refuse = (errors: Errors, status = 400) => data({ errors }, { status });
  if (intent === "remove") {
    const id = Number(form.get("passkeyId"));
    const proof = readProof(form, REMOVE_NAMES);
    const errors: Errors = proof.ok ? {} : { ...proof.errors };
    if (!Number.isSafeInteger(id) || id <= 0) errors.passkeyId = messages.choose;
    if (!proof.ok || errors.passkeyId) return refuse(errors);
    const result = await removePasskey(db(), rp, staff, { passkeyId: id, proof: proof.proof });
    if (result.ok) return redirect(`/staff/account/passkeys?removed=${result.endedSessions}`);
    const { errors: refused, status } = refusal(result, proof.proof, REMOVE_NAMES);
    return refuse(refused, status);
  }
  if (intent !== "add") return refuse({ form: messages.refused });
  if (!rp) return refuse({ form: messages.notHere });
  const name = String(form.get("passkeyName") ?? "").trim();
  const response = String(form.get("passkey") ?? "");
  const proof = readProof(form, ADD_NAMES);
  const errors: Errors = proof.ok ? {} : { ...proof.errors };
  if (name === "" || name.length > PASSKEY_NAME_MAX) errors.passkeyName = messages.name;
  if (response === "" || response.length > 40_000) errors.form = messages.needsScript;
  if (!proof.ok || Object.keys(errors).length > 0) return refuse(errors);
  const result = await addPasskey(db(), rp, staff, { name, response, proof: proof.proof });
  if (result.ok) return redirect("/staff/account/passkeys?added=1");
  const { errors: refused, status } = refusal(result, proof.proof, ADD_NAMES);
  return refuse(refused, status);
}

export default function Passkeys() {
  const { passkeys, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Errors = result?.errors ?? {};
  const [params] = useSearchParams();
  const removed = params.get("removed");
  // A new page (after a change) starts with empty forms: nothing typed, no password, stays.
  const { key } = useLocation();
  return (
    <>
      <StaffPageHead
        title="Passkeys"
        back={{ to: "/staff/account", label: "Your account" }}
        description="A passkey signs you in after your password with a touch of a security key or your device's screen lock. It only works on this site, so it cannot be phished."
      />
      {params.has("added") ? <StaffNotice>The passkey is added.</StaffNotice> : null}
      {removed !== null ? (
        <StaffNotice>
          The passkey is removed. {removed} other session{removed === "1" ? " was" : "s were"}{" "}
          signed out.
        </StaffNotice>
      ) : null}
      <ErrorSummary problems={problemsOf(errors, labels)} />
      <section className="staff-card" aria-labelledby="your-passkeys">
        <h2 id="your-passkeys">Your passkeys</h2>
        {passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul className="staff-passkeys">
            {passkeys.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong>
                <span className="field-hint">
                  Added {formatIndianDateTime(p.createdAt)}
                  {p.lastUsedAt
                    ? `, last used ${formatIndianDateTime(p.lastUsedAt)}`
                    : ", not used yet"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="staff-grid">
        <section className="staff-card" aria-labelledby="add-heading">
          <h2 id="add-heading">Add a passkey</h2>
          {choices.passkeysHere ? (
            <Form key={key} method="post" className="staff-form" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="passkey" value="" />
              <StaffField
                label="Name for the new passkey"
                name="passkeyName"
                required
                maxLength={PASSKEY_NAME_MAX}
                autoComplete="off"
                hint="e.g. Work laptop, Phone or YubiKey."
                error={errors.passkeyName}
              />
              <ProofFields
                names={ADD_NAMES}
                errors={errors}
                choices={choices}
                submitsWithPasskey={false}
                submitLabel="Add passkey"
              />
              <p className="field-hint">
                Your browser makes the passkey, so this needs JavaScript.
                {choices.passkeys > 0
                  ? " With no code typed above, you first confirm with a passkey you already have."
                  : ""}
              </p>
              <div className="form-actions">
                <PasskeyButton
                  label="Add passkey"
                  busyLabel="Waiting for your passkey…"
                  errorId="add-problem"
                  prepare={async (form) => {
                    if (fieldOf(form, "passkeyName").trim() === "")
                      throw new CeremonyProblem(messages.name);
                    if (choices.passkeys > 0 && fieldOf(form, ADD_NAMES.code).trim() === "")
                      await confirmWithPasskey(form, ADD_NAMES.passkey);
                    setField(
                      form,
                      "passkey",
                      await makePasskey({
                        url: "/staff/account/passkey-options",
                        fields: { _csrf: fieldOf(form, "_csrf"), purpose: "register" },
                      }),
                    );
                  }}
                />
              </div>
            </Form>
          ) : (
            <p>{messages.notHere}</p>
          )}
        </section>
        {passkeys.length > 0 ? (
          <section className="staff-card" aria-labelledby="remove-heading">
            <h2 id="remove-heading">Remove a passkey</h2>
            <Form key={key} method="post" className="staff-form" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="remove" />
              <StaffField
                label="Passkey to remove"
                name="passkeyId"
                required
                error={errors.passkeyId}
              >
                <select
                  id="passkeyId"
                  name="passkeyId"
                  required
                  aria-invalid={errors.passkeyId ? true : undefined}
                  aria-describedby={errors.passkeyId ? "passkeyId-error" : undefined}
                >
                  {passkeys.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </StaffField>
              <ProofFields
                names={REMOVE_NAMES}
                errors={errors}
                choices={choices}
                submitLabel="Remove passkey"
              />
              <p className="field-hint">Every other session of your account then ends.</p>
              <div className="form-actions">
                <button type="submit" className="button button--secondary">
                  Remove passkey
                </button>
              </div>
            </Form>
          </section>
        ) : null}
      </div>
    </>
  );
}
