import type { ReactNode } from "react";
import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { renderSVG } from "uqr";
import { z } from "zod";
import { CsrfField } from "~/staff/shell/CsrfField";
import { StaffField } from "~/staff/shell/StaffField";
import { StaffNotice, StaffPageHead } from "~/staff/shell/StaffPageHead";
import { db } from "~/db/client.server";
import { findAccount } from "~/staff/accounts/accounts.server";
import { requireStaff, requireStaffAction, type StaffContext } from "~/staff/auth/auth.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import type { FieldErrors } from "~/lib/forms/form-check";
import { retryMessage } from "~/staff/auth/retry-message";
import { generateTotpSecret, otpauthUri } from "~/staff/auth/totp.server";
import {
  enableTotp,
  replaceTotp,
  turnOffTotp,
  type TwoStepResult,
} from "~/staff/auth/two-step.server";
import type { Route } from "./+types/account-two-step";

/**
 * Two-step sign-in: set it up (when off), or, when on, move it to a new
 * authenticator or turn it off. Those two need the current password and a
 * code from the authenticator in use, and end every other session.
 */
const messages = {
  badKey: "The setup key is not valid; reload the page.",
  newCode: "Enter the 6 digits your app shows.",
  newCodeWrong:
    "That code does not match. Check the time on your phone is set automatically, then enter the newest code.",
  currentPassword: "Enter your current password.",
  currentPasswordWrong: "That is not your current password.",
  currentCode: "Enter the 6-digit code from the authenticator app you use now.",
  currentCodeWrong:
    "That code is not right, or it was already used. Wait for the next code from the app you use now.",
  alreadyOn: "Two-step sign-in is already on. Reload the page.",
  notOn: "Two-step sign-in is not on for your account.",
  required: "Administrators must keep two-step sign-in on.",
};

type Errors = Partial<
  Record<
    "form" | "secret" | "code" | "currentPassword" | "currentCode" | "offPassword" | "offCode",
    string
  >
>;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, undefined, { allowPendingSetup: true });
  const account = await findAccount(db(), staff.user.id);
  if (account?.mustChangePassword) throw redirect("/staff/account/password");
  return pageView(generateTotpSecret(), staff, account?.hasTotp ?? false);
}

function pageView(secret: string, staff: StaffContext, isOn: boolean) {
  const uri = otpauthUri(secret, staff.user.email, "Kamo Paints staff");
  const admin = staff.user.roles.includes("admin");
  return {
    isOn,
    canTurnOff: isOn && !admin,
    required: admin && !isOn,
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
const newAuthenticator = {
  secret: z.string().regex(/^[A-Z2-7]{32}$/, messages.badKey),
  code: sixDigits(messages.newCode),
};
const enableSchema = z.object(newAuthenticator);
const replaceSchema = z.object({
  currentPassword: z.string().min(1, messages.currentPassword).max(200),
  currentCode: sixDigits(messages.currentCode),
  ...newAuthenticator,
});
const turnOffSchema = z.object({
  offPassword: z.string().min(1, messages.currentPassword).max(200),
  offCode: sixDigits(messages.currentCode),
});

type Outcome = { done: string } | { errors: Errors; status: number };

const invalid = (errors: FieldErrors): Outcome => ({ errors: errors as Errors, status: 400 });

/** A refused change as per-field messages, named for the form it came from. */
function refusal(result: Extract<TwoStepResult, { ok: false }>, form: "replace" | "off"): Outcome {
  return {
    errors: refusalErrors(result, form),
    status: result.problem === "throttled" ? 429 : 400,
  };
}

function refusalErrors(
  result: Extract<TwoStepResult, { ok: false }>,
  form: "replace" | "off",
): Errors {
  const password = form === "off" ? "offPassword" : "currentPassword";
  const code = form === "off" ? "offCode" : "currentCode";
  switch (result.problem) {
    case "wrong-password":
      return { [password]: messages.currentPasswordWrong };
    case "wrong-code":
      return { [code]: messages.currentCodeWrong };
    case "bad-new-code":
      return { code: messages.newCodeWrong };
    case "throttled":
      return { form: retryMessage(result.retryAt) };
    case "already-on":
      return { form: messages.alreadyOn };
    case "not-on":
      return { form: messages.notOn };
    case "required":
      return { form: messages.required };
  }
}

async function change(staff: StaffContext, form: FormData, isOn: boolean): Promise<Outcome> {
  if (!isOn) {
    const parsed = parseForm(form, enableSchema);
    if (!parsed.ok) return invalid(parsed.errors);
    const result = await enableTotp(db(), staff, parsed.data.secret, parsed.data.code);
    return result.ok ? { done: "two-step-on" } : refusal(result, "replace");
  }
  // While two-step is on, a post without the proof is refused whatever it carries.
  if (form.get("intent") === "turn-off") {
    const parsed = parseForm(form, turnOffSchema);
    if (!parsed.ok) return invalid(parsed.errors);
    const result = await turnOffTotp(db(), staff, {
      currentPassword: parsed.data.offPassword,
      currentCode: parsed.data.offCode,
      keepSessionId: staff.sessionId,
    });
    return result.ok ? { done: "two-step-off" } : refusal(result, "off");
  }
  const parsed = parseForm(form, replaceSchema);
  if (!parsed.ok) return invalid(parsed.errors);
  const result = await replaceTotp(db(), staff, {
    currentPassword: parsed.data.currentPassword,
    currentCode: parsed.data.currentCode,
    newSecret: parsed.data.secret,
    newCode: parsed.data.code,
    keepSessionId: staff.sessionId,
  });
  return result.ok ? { done: "two-step-replaced" } : refusal(result, "replace");
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null, { allowPendingSetup: true });
  const account = await findAccount(db(), staff.user.id);
  const isOn = account?.hasTotp ?? false;
  const outcome = await change(staff, form, isOn);
  if ("done" in outcome) return redirect(`/staff/account?${outcome.done}=1`);
  // The same key is shown again, so an app already set up with it keeps working.
  const posted = form.get("secret");
  const secret =
    typeof posted === "string" && /^[A-Z2-7]{32}$/.test(posted) ? posted : generateTotpSecret();
  return data(
    { ...pageView(secret, staff, isOn), errors: outcome.errors },
    { status: outcome.status },
  );
}

function NewAuthenticatorSteps({
  view,
  errors,
  children,
}: {
  view: ReturnType<typeof pageView>;
  errors: Errors;
  children?: ReactNode;
}) {
  return (
    <ol className="staff-steps">
      <li className="staff-card">
        <h2>Add the account to your app</h2>
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
        <h2>
          {view.isOn ? "Confirm it is you, then enter the new code" : "Enter the code it shows"}
        </h2>
        <Form method="post" className="staff-form" noValidate>
          <CsrfField />
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
              {view.isOn ? "Move two-step sign-in to the new app" : "Turn on two-step sign-in"}
            </button>
          </div>
        </Form>
      </li>
    </ol>
  );
}

/** The current password and current code, which every change to an active two-step set-up needs. */
function ProofFields({ names, errors }: { names: [string, string]; errors: Errors }) {
  const [password, code] = names as [keyof Errors, keyof Errors];
  return (
    <>
      <StaffField
        label="Current password"
        name={password}
        type="password"
        autoComplete="current-password"
        required
        error={errors[password]}
      />
      <StaffField
        label="Code from the app you use now"
        name={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        error={errors[code]}
      />
    </>
  );
}

export default function TwoStep() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const view = result ?? loaded;
  const errors: Errors = result?.errors ?? {};
  if (!view.isOn)
    return (
      <>
        <StaffPageHead
          title="Set up two-step sign-in"
          back={view.required ? undefined : { to: "/staff/account", label: "Your account" }}
          description="After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others)."
        />
        {view.required ? (
          <StaffNotice tone="info">
            Administrators must use two-step sign-in. Set it up now to continue.
          </StaffNotice>
        ) : null}
        {errors.form ? <StaffNotice tone="error">{errors.form}</StaffNotice> : null}
        <NewAuthenticatorSteps view={view} errors={errors} />
      </>
    );
  return (
    <>
      <StaffPageHead
        title="Change two-step sign-in"
        back={{ to: "/staff/account", label: "Your account" }}
        description="Two-step sign-in is on. To move it to a new phone or app, or to turn it off, show it is you: your current password and a code from the app you use now. Every other session of your account then ends."
      />
      {errors.form ? <StaffNotice tone="error">{errors.form}</StaffNotice> : null}
      <h2>Move to a new phone or app</h2>
      <NewAuthenticatorSteps view={view} errors={errors}>
        <input type="hidden" name="intent" value="replace" />
        <ProofFields names={["currentPassword", "currentCode"]} errors={errors} />
      </NewAuthenticatorSteps>
      <section className="staff-card" aria-labelledby="turn-off-heading">
        <h2 id="turn-off-heading">Turn off two-step sign-in</h2>
        {view.canTurnOff ? (
          <Form method="post" className="staff-form" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="turn-off" />
            <ProofFields names={["offPassword", "offCode"]} errors={errors} />
            <div className="form-actions">
              <button type="submit" className="button button--secondary">
                Turn off two-step sign-in
              </button>
            </div>
          </Form>
        ) : (
          <p>{messages.required}</p>
        )}
      </section>
    </>
  );
}
