import type { ReactNode } from "react";
import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { renderSVG } from "uqr";
import { z } from "zod";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { db } from "~/db/client.server";
import { proofChoices, proofRefusal, readProof } from "~/staff/accounts/factor-forms.server";
import { PROOF_NAMES, type Errors, type ProofNames } from "~/staff/accounts/proof-names";
import { PASSKEY_NAME_MAX } from "~/staff/auth/factor-limits";
import { ProofFields, type ProofChoices } from "~/staff/accounts/ProofFields";
import {
  requireStaff,
  requireStaffAction,
  staffRelyingParty,
  type StaffContext,
} from "~/staff/auth/auth.server";
import { ErrorSummary, problemsOf } from "~/staff/ui/ErrorSummary";
import { parseForm } from "~/lib/forms/parse-form.server";
import { CeremonyProblem, fieldOf, makePasskey, setField } from "~/staff/auth/passkey-ceremony";
import { PasskeyButton } from "~/staff/auth/PasskeyButton";
import { addPasskey } from "~/staff/auth/passkeys.server";
import { RecoveryCodeList } from "~/staff/auth/RecoveryCodeList";
import { generateTotpSecret, otpauthUri } from "~/staff/auth/totp.server";
import {
  enableTotp,
  replaceTotp,
  turnOffTotp,
  type TwoStepResult,
} from "~/staff/auth/two-step.server";
import type { Route } from "./+types/account.two-step";

/**
 * Two-step sign-in (ADR 36). Without any second factor (every account at its
 * first sign-in) this is the setup, and the only page the account reaches:
 * an authenticator app (a plain form) or a passkey (needs JavaScript), then
 * the recovery codes, shown once. With the app on: move it to a new phone,
 * or turn it off while a passkey stays. With passkeys only: add the app.
 * Every change once a factor exists needs the password and a current factor.
 */
const messages = {
  badKey: "The setup key is not valid; reload the page.",
  newCode: "Enter the 6 digits your app shows.",
  newCodeWrong:
    "That code does not match. Check the time on your phone is set automatically, then enter the newest code.",
  alreadyOn: "Two-step sign-in with an app is already on. Reload the page.",
  notOn: "Two-step sign-in with an app is not on for your account.",
  required:
    "Every account keeps a second factor: add a passkey before you turn the authenticator app off.",
  passkeyName: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters, e.g. "Work laptop".`,
  passkeyMissing:
    "Adding a passkey needs JavaScript in your browser. Turn it on, or use the authenticator app.",
  passkeyRefused: "The passkey could not be added. Try again.",
  passkeyDuplicate: "That passkey is already registered.",
  passkeyNotHere: "Passkeys cannot be used at this address; use the authenticator app.",
};

const OFF_NAMES: ProofNames = { password: "offPassword", code: "offCode", passkey: "offPasskey" };

const labels: Partial<Record<string, string>> = {
  code: "6-digit code",
  secret: "Setup key",
  passkeyName: "Name for this passkey",
  currentPassword: "Current password",
  currentCode: "Code",
  passkeyProof: "Passkey",
  offPassword: "Current password",
  offCode: "Code",
  offPasskey: "Passkey",
};

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return pageView(generateTotpSecret(), staff, await proofChoices(db(), staff.user.id));
}

function pageView(secret: string, staff: StaffContext, choices: ProofChoices) {
  const uri = otpauthUri(secret, staff.user.email, "Kamo Paints staff");
  return {
    /** No factor yet: this is the account's setup. */
    setup: !choices.totp && choices.passkeys === 0,
    isOn: choices.totp,
    choices,
    secret,
    // Grouped in fours for typing into an app by hand.
    secretGroups: secret.match(/.{1,4}/g) ?? [secret],
    uri,
    // An image (data: URL, allowed by img-src) rather than inline SVG markup.
    qrCode: `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString("base64")}`,
  };
}

const sixDigits = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, message)
    .transform((v) => v.replace(" ", ""));

// The secret travels in the form between showing it and confirming it; it is
// only stored once the member proves their app produces codes from it.
const newAuthenticator = z.object({
  secret: z.string().regex(/^[A-Z2-7]{32}$/, messages.badKey),
  code: sixDigits(messages.newCode),
});

const passkeyForm = z.object({
  passkeyName: z
    .string()
    .trim()
    .min(1, messages.passkeyName)
    .max(PASSKEY_NAME_MAX, messages.passkeyName),
  passkey: z.string().min(1, messages.passkeyMissing).max(40_000, messages.passkeyRefused),
});

type Outcome =
  | { done: string }
  | { codes: string[]; what: "app" | "passkey" }
  | { errors: Errors; status: number };

function refusal(
  result: Extract<TwoStepResult, { ok: false }>,
  proof: Parameters<typeof proofRefusal>[1],
  names: ProofNames,
): Outcome {
  const status = result.problem === "throttled" ? 429 : 400;
  switch (result.problem) {
    case "wrong-password":
    case "wrong-code":
    case "throttled":
      return { errors: proofRefusal(result.problem, proof, result.retryAt, names), status };
    case "bad-new-code":
      return { errors: { code: messages.newCodeWrong }, status };
    case "already-on":
      return { errors: { form: messages.alreadyOn }, status };
    case "not-on":
      return { errors: { form: messages.notOn }, status };
    case "required":
      return { errors: { form: messages.required }, status };
  }
}

async function firstPasskey(staff: StaffContext, form: FormData): Promise<Outcome> {
  const rp = staffRelyingParty();
  if (!rp) return { errors: { form: messages.passkeyNotHere }, status: 400 };
  const parsed = parseForm(form, passkeyForm);
  if (!parsed.ok) return { errors: parsed.errors, status: 400 };
  const result = await addPasskey(db(), rp, staff, {
    name: parsed.data.passkeyName,
    response: parsed.data.passkey,
  });
  if (result.ok) return { codes: result.recoveryCodes ?? [], what: "passkey" };
  if (result.problem === "duplicate")
    return { errors: { form: messages.passkeyDuplicate }, status: 400 };
  // An account that has a factor adds passkeys on the passkeys page, with proof.
  if (result.problem === "wrong-code" || result.problem === "wrong-password")
    return { errors: { form: messages.alreadyOn }, status: 400 };
  return { errors: { form: messages.passkeyRefused }, status: 400 };
}

async function change(
  staff: StaffContext,
  form: FormData,
  choices: ProofChoices,
): Promise<Outcome> {
  const intent = form.get("intent");
  if (intent === "add-passkey") return firstPasskey(staff, form);
  const rp = staffRelyingParty();
  if (!choices.totp) {
    const parsed = parseForm(form, newAuthenticator);
    const setup = choices.passkeys === 0;
    const proof = setup ? null : readProof(form);
    if (!parsed.ok || (proof && !proof.ok))
      return {
        errors: {
          ...(proof && !proof.ok ? proof.errors : {}),
          ...(parsed.ok ? {} : parsed.errors),
        },
        status: 400,
      };
    const given = proof?.ok ? proof.proof : undefined;
    const result = await enableTotp(db(), staff, parsed.data.secret, parsed.data.code, given, rp);
    if (!result.ok) return refusal(result, given ?? { password: "" }, PROOF_NAMES);
    return result.recoveryCodes
      ? { codes: result.recoveryCodes, what: "app" }
      : { done: "two-step-on" };
  }
  // While the app is on, a post without the proof is refused whatever it carries.
  if (intent === "turn-off") {
    const proof = readProof(form, OFF_NAMES);
    if (!proof.ok) return { errors: proof.errors, status: 400 };
    const result = await turnOffTotp(
      db(),
      staff,
      {
        currentPassword: proof.proof.password,
        currentCode: proof.proof.code,
        passkey: proof.proof.passkey,
        keepSessionId: staff.sessionId,
      },
      rp,
    );
    return result.ok ? { done: "two-step-off" } : refusal(result, proof.proof, OFF_NAMES);
  }
  const parsed = parseForm(form, newAuthenticator);
  const proof = readProof(form);
  if (!parsed.ok || !proof.ok)
    return {
      errors: { ...(proof.ok ? {} : proof.errors), ...(parsed.ok ? {} : parsed.errors) },
      status: 400,
    };
  if (form.get("intent") !== "replace")
    return { errors: { form: messages.alreadyOn }, status: 400 };
  const result = await replaceTotp(
    db(),
    staff,
    {
      currentPassword: proof.proof.password,
      currentCode: proof.proof.code,
      passkey: proof.proof.passkey,
      newSecret: parsed.data.secret,
      newCode: parsed.data.code,
      keepSessionId: staff.sessionId,
    },
    rp,
  );
  return result.ok ? { done: "two-step-replaced" } : refusal(result, proof.proof, PROOF_NAMES);
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null);
  const choices = await proofChoices(db(), staff.user.id);
  const outcome = await change(staff, form, choices);
  if ("done" in outcome) return redirect(`/staff/account?${outcome.done}=1`);
  const after = await proofChoices(db(), staff.user.id);
  // The same key is shown again, so an app already set up with it keeps working.
  const posted = form.get("secret");
  const secret =
    typeof posted === "string" && /^[A-Z2-7]{32}$/.test(posted) ? posted : generateTotpSecret();
  const view = pageView(secret, staff, after);
  if ("codes" in outcome)
    return { ...view, errors: {} as Errors, recoveryCodes: outcome.codes, what: outcome.what };
  return data(
    { ...view, errors: outcome.errors, recoveryCodes: null, what: null },
    { status: outcome.status },
  );
}

type View = ReturnType<typeof pageView>;

function NewAuthenticatorSteps({
  view,
  errors,
  intent,
  button,
  children,
}: {
  view: View;
  errors: Errors;
  intent: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <ol className="staff-steps">
      <li className="staff-card">
        <h3>Add the account to your app</h3>
        <p>In the app, choose to add an account and scan this code:</p>
        <img
          className="staff-qr"
          src={view.qrCode}
          width={200}
          height={200}
          alt="QR code holding the setup key shown below"
        />
        <p>Or enter this setup key by hand (time-based):</p>
        <p className="staff-secret">
          {view.secretGroups.map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </p>
        <p className="field-hint">
          On this phone? <a href={view.uri}>Open the key in your authenticator app</a>.
        </p>
      </li>
      <li className="staff-card">
        <h3>
          {children ? "Confirm it is you, then enter the new code" : "Enter the code it shows"}
        </h3>
        <Form method="post" className="staff-form" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="secret" value={view.secret} />
          {children}
          <StaffField
            label={view.isOn ? "6-digit code from the new app" : "6-digit code"}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            error={errors.code ?? errors.secret}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              {button}
            </button>
          </div>
        </Form>
      </li>
    </ol>
  );
}

function FirstPasskey({ view, errors }: { view: View; errors: Errors }) {
  if (!view.choices.passkeysHere) return <p>{messages.passkeyNotHere}</p>;
  return (
    <Form method="post" className="staff-card staff-form" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="add-passkey" />
      <input type="hidden" name="passkey" value="" />
      <StaffField
        label="Name for this passkey"
        name="passkeyName"
        required
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        hint="So you can tell your passkeys apart later, e.g. Work laptop or YubiKey."
        error={errors.passkeyName}
      />
      <p className="field-hint">
        Your browser asks you to touch your security key, or to unlock with this computer&rsquo;s or
        your phone&rsquo;s screen lock. Passkeys need JavaScript; without it, use the authenticator
        app.
      </p>
      <div className="form-actions">
        <PasskeyButton
          label="Add a passkey"
          busyLabel="Waiting for your passkey…"
          errorId="add-passkey-problem"
          prepare={async (form) => {
            if (fieldOf(form, "passkeyName").trim() === "")
              throw new CeremonyProblem(messages.passkeyName);
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
  );
}

function Setup({ view, errors }: { view: View; errors: Errors }) {
  const [params] = useSearchParams();
  const passwordChanged = params.has("password-changed");
  return (
    <>
      <StaffPageHead
        title="Set up two-step sign-in"
        description="Every staff account signs in in two steps: the password, then a code from an authenticator app on your phone or a passkey. It keeps your account safe when a password leaks."
      />
      {passwordChanged ? (
        <StaffNotice>Your password is changed. One more step before you start.</StaffNotice>
      ) : null}
      <StaffNotice tone="info">
        Set up one of the two below to continue. You can add the other later from your account page.
      </StaffNotice>
      <ErrorSummary problems={problemsOf(errors, labels)} />
      <section aria-labelledby="app-heading">
        <h2 id="app-heading" className="staff-section-title">
          With an authenticator app
        </h2>
        <p>
          Google Authenticator, Microsoft Authenticator, 1Password and others. Works without
          JavaScript.
        </p>
        <NewAuthenticatorSteps
          view={view}
          errors={errors}
          intent="enable"
          button="Turn on two-step sign-in"
        />
      </section>
      <section aria-labelledby="passkey-heading">
        <h2 id="passkey-heading" className="staff-section-title">
          Or with a passkey
        </h2>
        <p>A security key, or the screen lock of this computer or your phone. Cannot be phished.</p>
        <FirstPasskey view={view} errors={errors} />
      </section>
    </>
  );
}

function Done({ codes, what }: { codes: string[]; what: "app" | "passkey" }) {
  return (
    <>
      <StaffPageHead title="Two-step sign-in is on" />
      <StaffNotice>
        {what === "passkey"
          ? "Two-step sign-in is on: sign-in now asks for your passkey after your password."
          : "Two-step sign-in is on: sign-in now asks for a code from your app after your password."}
      </StaffNotice>
      <RecoveryCodeList
        codes={codes}
        continueTo={{ to: "/staff", label: "I have saved them: continue" }}
      />
    </>
  );
}

export default function TwoStep() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const view = result ?? loaded;
  const errors: Errors = result?.errors ?? {};
  if (result?.recoveryCodes && result.what)
    return <Done codes={result.recoveryCodes} what={result.what} />;
  if (view.setup) return <Setup view={view} errors={errors} />;
  const back = { to: "/staff/account", label: "Your account" };
  if (!view.isOn)
    return (
      <>
        <StaffPageHead
          title="Add an authenticator app"
          back={back}
          description="Sign in with a code from an app on your phone, beside your passkeys. Confirm it is you with your password and a passkey or a recovery code."
        />
        <ErrorSummary problems={problemsOf(errors, labels)} />
        <h2 className="staff-section-title">Set up the app</h2>
        <NewAuthenticatorSteps view={view} errors={errors} intent="enable" button="Turn on the app">
          <ProofFields
            names={PROOF_NAMES}
            errors={errors}
            choices={view.choices}
            submitLabel="Turn on the app"
          />
        </NewAuthenticatorSteps>
      </>
    );
  return (
    <>
      <StaffPageHead
        title="Change two-step sign-in"
        back={back}
        description="Your authenticator app is on. To move it to a new phone or app, or to turn it off, show it is you: your current password and a code from the app you use now (or a recovery code, or a passkey). Every other session of your account then ends."
      />
      <ErrorSummary problems={problemsOf(errors, labels)} />
      <h2 className="staff-section-title">Move to a new phone or app</h2>
      <NewAuthenticatorSteps
        view={view}
        errors={errors}
        intent="replace"
        button="Move two-step sign-in to the new app"
      >
        <ProofFields
          names={PROOF_NAMES}
          errors={errors}
          choices={view.choices}
          submitLabel="Move two-step sign-in to the new app"
        />
      </NewAuthenticatorSteps>
      <section className="staff-card" aria-labelledby="turn-off-heading">
        <h2 id="turn-off-heading">Turn off the authenticator app</h2>
        {view.choices.passkeys > 0 ? (
          <Form method="post" className="staff-form" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="turn-off" />
            <p>Your passkeys stay; sign-in then asks for one of them.</p>
            <ProofFields
              names={OFF_NAMES}
              errors={errors}
              choices={view.choices}
              submitLabel="Turn off the app"
            />
            <div className="form-actions">
              <button type="submit" className="button button--secondary">
                Turn off the app
              </button>
            </div>
          </Form>
        ) : (
          <p>
            {messages.required} <Link to="/staff/account/passkeys">Add a passkey</Link>.
          </p>
        )}
      </section>
    </>
  );
}
